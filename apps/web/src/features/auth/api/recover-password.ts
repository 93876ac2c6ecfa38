import type { MessageResponse, RecoverPasswordRequest } from '@prospecta/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function recoverPassword(body: RecoverPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/users/recover_password?skip_handle_error=true', body);
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
