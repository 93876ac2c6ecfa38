import {
  ADMIN_ACCOUNTS_API_PATHS,
  type AdminAddUserRequest,
  type AdminAddUserResponse,
} from '@prospecta/contracts/admin-accounts-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_USERS_QUERY_KEY, adminAccountKey, FORM_CALL } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/**
 * POST /admin/users — a user added to the account by the team screen's rules (sub-user roles, the seats; a user
 * the account deleted comes back); the refusal (e-mail taken, seats full) shows in the form.
 */
export function addAdminUser(body: AdminAddUserRequest) {
  return api.post<AdminAddUserResponse>(
    `${ADMIN_ACCOUNTS_API_PATHS.addUser.replace(/^\/api/, '')}${FORM_CALL}`,
    body,
  );
}

/** The new user reaches the account (its seats) and the users lists. */
export function useAddAdminUser(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AdminAddUserRequest, 'account_id'>) =>
      addAdminUser({ ...body, account_id: accountId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAccountKey(accountId) }),
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
      ]),
  });
}
