import type { AdminAccountMutationResponse, StaffMember } from '@prospecta/contracts/admin-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY, NOTIFY_SUCCESS, showAccountChange } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** GET /users/cs_and_admins — the staff who may own an account's customer success. */
export function useCsAndAdmins() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'cs-and-admins'],
    queryFn: () => api.get<{ users: StaffMember[] }>('/users/cs_and_admins'),
    staleTime: 5 * 60_000,
  });
}

/**
 * PATCH /ddcs/assign_cs_to_account, or DELETE /ddcs/remove_cs_from_account for null; the server's message
 * ('CS adicionado ao usuário', 'CS removido') is the toast, a refusal the global one (its summary).
 */
export function useSetAccountCs(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csUserId: string | null) =>
      csUserId
        ? api.patch<AdminAccountMutationResponse>(`/ddcs/assign_cs_to_account?${NOTIFY_SUCCESS}`, {
            account_id: accountId,
            cs_user_id: csUserId,
          })
        : api.delete<AdminAccountMutationResponse>(
            `/ddcs/remove_cs_from_account?account_id=${encodeURIComponent(accountId)}&${NOTIFY_SUCCESS}`,
          ),
    onSuccess: ({ account }) => showAccountChange(queryClient, account),
  });
}
