import type { TokenResponse } from '@prospecta/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-storage';

export type SignInWithCodeInput = { email: string; code: string };

export function signInWithCode(body: SignInWithCodeInput): Promise<TokenResponse> {
  return api.post<TokenResponse>('/auth/signin_with_code_or_password?skip_handle_error=true', body);
}

export function useSignInWithCode(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: (tokens) => {
      saveSession(tokens);
      options.onSuccess?.();
    },
  });
}
