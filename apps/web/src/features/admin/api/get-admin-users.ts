import type { AdminUsersRequest, AdminUsersResponse } from '@prospecta/contracts/admin-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_QUERY_KEY } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** POST /user/all — every user of every account, filtered, 10 a page. */
export function getAdminUsers(body: AdminUsersRequest, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return api.post<AdminUsersResponse>('/user/all', body, { signal });
}

export function adminUsersQueryOptions(body: AdminUsersRequest) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, body],
    queryFn: ({ signal }) => getAdminUsers(body, signal),
    // A new page or filter keeps the table on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(body: AdminUsersRequest) {
  return useQuery(adminUsersQueryOptions(body));
}
