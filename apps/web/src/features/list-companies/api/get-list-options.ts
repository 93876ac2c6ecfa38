import type { ListsResponse } from '@prospecta/contracts/lists-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /info_sets?query= — the first page of active lists, to pick where search results go. */
export function getListOptions(query: string): Promise<ListsResponse> {
  const params = new URLSearchParams({ page: '1', archived: 'false' });
  if (query.trim()) params.set('query', query.trim());
  return api.get<ListsResponse>(`/info_sets?${params}`);
}

export function listOptionsQueryOptions(query: string) {
  return queryOptions({ queryKey: ['lists', 'options', query], queryFn: () => getListOptions(query) });
}

/** While a new text is searched, the lists found for the previous one stay offered. */
export function useListOptions(query: string, enabled: boolean) {
  return useQuery({ ...listOptionsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
