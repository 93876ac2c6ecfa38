import type { GenerateCodeRequest, MessageResponse } from '@prospecta/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function generateAuthenticationCode(body: GenerateCodeRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/generate_authentication_code?skip_handle_error=true', body);
}

export function useGenerateAuthenticationCode() {
  return useMutation({ mutationFn: generateAuthenticationCode });
}
