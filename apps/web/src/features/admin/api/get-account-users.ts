import type { AdminAccountUsersRequest, AdminAccountUsersResponse } from '@prospecta/contracts/admin-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminAccountUsersKey } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** POST /v4/admin/account/:accountId/users — one account's users, 10 a page. */
export function getAccountUsers(
  accountId: string,
  body: AdminAccountUsersRequest,
  signal?: AbortSignal,
): Promise<AdminAccountUsersResponse> {
  return api.post<AdminAccountUsersResponse>(
    `/v4/admin/account/${encodeURIComponent(accountId)}/users`,
    body,
    { signal },
  );
}

export function accountUsersQueryOptions(accountId: string, body: AdminAccountUsersRequest) {
  return queryOptions({
    queryKey: [...adminAccountUsersKey(accountId), body],
    queryFn: ({ signal }) => getAccountUsers(accountId, body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccountUsers(accountId: string, body: AdminAccountUsersRequest) {
  return useQuery(accountUsersQueryOptions(accountId, body));
}
