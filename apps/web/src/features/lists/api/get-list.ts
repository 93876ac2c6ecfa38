import type { InfoSet } from '@prospecta/contracts/lists-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { api } from '@/lib/api-client';

export const listQueryKey = (id: string) => [...LISTS_QUERY_KEY, 'one', id] as const;

/** GET /info_sets/:id — a 404 also gives the screen its "Lista não encontrada" state. */
export function getList(id: string): Promise<InfoSet> {
  return api.get<InfoSet>(`/info_sets/${encodeURIComponent(id)}`);
}

export function listQueryOptions(id: string) {
  return queryOptions({ queryKey: listQueryKey(id), queryFn: () => getList(id) });
}

export function useList(id: string) {
  return useQuery(listQueryOptions(id));
}
