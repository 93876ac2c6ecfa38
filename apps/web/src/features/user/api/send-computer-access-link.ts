import type { MessageResponse } from '@prospecta/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /user/accessed_by_phone: e-mails the user a link to open Prospecta on a computer. */
export function sendComputerAccessLink(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/user/accessed_by_phone');
}

export function useSendComputerAccessLink() {
  return useMutation({ mutationFn: sendComputerAccessLink });
}
