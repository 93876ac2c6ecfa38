import type {
  AdminAccountMutationResponse,
  AdminMaxUsersRequest,
  AdminPlanNameRequest,
} from '@prospecta/contracts/admin-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FORM_CALL, showAccountChange } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** POST /accounts/:accountId — the plan's name; the refusal shows beside the field. */
export function updatePlanName(accountId: string, body: AdminPlanNameRequest) {
  return api.post<AdminAccountMutationResponse>(
    `/accounts/${encodeURIComponent(accountId)}${FORM_CALL}`,
    body,
  );
}

/** POST /accounts/max_users_count/:accountId — the seats; refused below the active users. */
export function updateMaxUsers(accountId: string, body: AdminMaxUsersRequest) {
  return api.post<AdminAccountMutationResponse>(
    `/accounts/max_users_count/${encodeURIComponent(accountId)}${FORM_CALL}`,
    body,
  );
}

export function useUpdateAccount(accountId: string) {
  const queryClient = useQueryClient();
  const onSuccess = ({ account }: AdminAccountMutationResponse) => showAccountChange(queryClient, account);
  const planName = useMutation({
    mutationFn: (plan_name: string) => updatePlanName(accountId, { account: { plan_name } }),
    onSuccess,
  });
  const maxUsers = useMutation({
    mutationFn: (max_users_count: number) => updateMaxUsers(accountId, { account: { max_users_count } }),
    onSuccess,
  });
  return { planName, maxUsers };
}
