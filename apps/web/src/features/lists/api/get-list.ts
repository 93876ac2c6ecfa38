import type { InfoSet } from '@prospecta/contracts/lists-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { api } from '@/lib/api-client';
import { SKIP_HANDLE_ERROR } from '@/lib/api-errors';

export const listQueryKey = (id: string) => [...LISTS_QUERY_KEY, 'one', id] as const;

/**
 * GET /info_sets/:id — a 404 gives the screen its "Lista não encontrada" state, so no toast as well (every
 * screen reading it draws its own error: the list, its decision makers, a company of it).
 */
export function getList(id: string): Promise<InfoSet> {
  return api.get<InfoSet>(`/info_sets/${encodeURIComponent(id)}?${SKIP_HANDLE_ERROR}=true`);
}

/**
 * How often the open list's own record (one row: its name, counts, members) is read again while the tab is in
 * view: another user's rename reaches the breadcrumb, a delete or an unshare its "Lista não encontrada" state.
 */
export const LIST_REFRESH_MS = 30_000;

export function listQueryOptions(id: string) {
  // Its counts and badges may have changed in another tab: read again when this one comes back into view.
  return queryOptions({
    queryKey: listQueryKey(id),
    queryFn: () => getList(id),
    refetchOnWindowFocus: 'always',
    refetchInterval: LIST_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useList(id: string) {
  return useQuery(listQueryOptions(id));
}
