import type { AdminUpdateUserRequest, AdminUserMutationResponse } from '@prospecta/contracts/admin-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_USERS_QUERY_KEY, adminAccountKey, FORM_CALL } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

const userPath = (id: string) => encodeURIComponent(id);

/** PATCH /v4/admin/user/:id — refused with the server's message (e-mail taken, a staff-only role). */
export function updateAdminUser(id: string, body: AdminUpdateUserRequest) {
  return api.patch<AdminUserMutationResponse>(`/v4/admin/user/${userPath(id)}${FORM_CALL}`, body);
}

/** POST /user/:id/disable_user or /enable_user (enabling is refused when the seats are full). */
export function setUserEnabled(id: string, enabled: boolean) {
  return api.post<AdminUserMutationResponse>(
    `/user/${userPath(id)}/${enabled ? 'enable_user' : 'disable_user'}${FORM_CALL}`,
  );
}

/** A user's change reaches the account (seats, a new owner) and the users list of the page. */
export function useAdminUserChanges(accountId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminAccountKey(accountId) }),
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
    ]);
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUpdateUserRequest }) => updateAdminUser(id, body),
    onSuccess,
  });
  const setEnabled = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => setUserEnabled(id, enabled),
    onSuccess,
  });
  return { update, setEnabled };
}
