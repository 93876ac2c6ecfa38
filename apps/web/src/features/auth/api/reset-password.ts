import type { MessageResponse, ResetPasswordRequest } from '@prospecta/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a recovery link; the answer is the same whether or not the e-mail exists. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/users/reset_password?skip_handle_error=true', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
