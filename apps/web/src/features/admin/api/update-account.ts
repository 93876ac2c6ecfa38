import type {
  AdminAccountMutationResponse,
  AdminMaxUsersRequest,
  AdminPlanNameRequest,
} from '@prospecta/contracts/admin-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_USERS_QUERY_KEY,
  adminAccountInfoKey,
  NOTIFY_SUCCESS,
  SKIP_GLOBAL_ERROR,
} from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

const MARKERS = `?${SKIP_GLOBAL_ERROR}&${NOTIFY_SUCCESS}`;

/** POST /accounts/:accountId — the plan's name; the refusal shows beside the field. */
export function updatePlanName(accountId: string, body: AdminPlanNameRequest) {
  return api.post<AdminAccountMutationResponse>(`/accounts/${encodeURIComponent(accountId)}${MARKERS}`, body);
}

/** POST /accounts/max_users_count/:accountId — the seats; refused below the active users. */
export function updateMaxUsers(accountId: string, body: AdminMaxUsersRequest) {
  return api.post<AdminAccountMutationResponse>(
    `/accounts/max_users_count/${encodeURIComponent(accountId)}${MARKERS}`,
    body,
  );
}

export function useUpdateAccount(accountId: string) {
  const queryClient = useQueryClient();
  const onSuccess = ({ account }: AdminAccountMutationResponse) => {
    queryClient.setQueryData(adminAccountInfoKey(accountId), account);
    // The users list shows each user's plan.
    return queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
  };
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
