import type { SignInRequest, TokenResponse } from '@prospecta/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/auth-storage';

// The form shows the server's message itself (e.g. 'E-mail ou senha inválidos'), so the global handler
// must not treat this 401 as an ended session.
export function signIn(body: SignInRequest): Promise<TokenResponse> {
  return api.post<TokenResponse>('/user_token?skip_handle_error=true', body);
}

export function useSignIn(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (tokens) => {
      saveSession(tokens);
      options.onSuccess?.();
    },
  });
}
