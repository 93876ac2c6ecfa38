import type { AdminAccountInfo } from '@prospecta/contracts/admin-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAccountInfoKey } from '@/features/admin/api/admin-query-keys';
import { accountInfoUrl } from '@/features/admin/lib/account-load';
import { api } from '@/lib/api-client';

/**
 * GET /admin/account/:accountId/account_info — plan, seats, credits, owner and CS of an account; a failure
 * is shown by the drawer alone (lib/account-load.ts).
 */
export function getAccountInfo(accountId: string, signal?: AbortSignal): Promise<AdminAccountInfo> {
  return api.get<AdminAccountInfo>(accountInfoUrl(accountId), { signal });
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
