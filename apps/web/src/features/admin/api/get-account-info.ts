import type { AdminAccountInfo } from '@prospecta/contracts/admin-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAccountInfoKey } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** GET /admin/account/:accountId/account_info — plan, seats, credits, owner and CS of an account. */
export function getAccountInfo(accountId: string, signal?: AbortSignal): Promise<AdminAccountInfo> {
  return api.get<AdminAccountInfo>(`/admin/account/${encodeURIComponent(accountId)}/account_info`, {
    signal,
  });
}

export function accountInfoQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: adminAccountInfoKey(accountId),
    queryFn: ({ signal }) => getAccountInfo(accountId, signal),
    staleTime: 0,
  });
}

export function useAccountInfo(accountId: string) {
  return useQuery(accountInfoQueryOptions(accountId));
}
