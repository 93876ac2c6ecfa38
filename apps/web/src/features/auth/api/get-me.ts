import type { MeResponse } from '@prospecta/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-client';
import { useSessionToken } from '@/lib/use-session';

export function getMe(): Promise<MeResponse> {
  return api.get<MeResponse>('/user/me');
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getMe,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The signed-in user; idle while there is no token. */
export function useMe() {
  const token = useSessionToken();
  return useQuery({ ...meQueryOptions(), enabled: token !== null });
}
