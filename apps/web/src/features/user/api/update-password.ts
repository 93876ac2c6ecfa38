import type { MessageResponse, UpdatePasswordRequest } from '@prospecta/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-client';

// The form shows rule errors ('Senha atual incorreta', …) next to the fields instead of a toast.
export function updatePassword(body: UpdatePasswordRequest): Promise<MessageResponse> {
  return api.patch<MessageResponse>('/users/update_password?skip_handle_error=true', body);
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    // have_password flips to true after a first password is created.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
