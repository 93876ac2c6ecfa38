import type { SearchFindResponse } from '@prospecta/contracts/search-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v4/search/find/:id — a stored search of the account and its query (403/404: empty, spec §8). */
export function findSearch(id: string): Promise<SearchFindResponse> {
  return api.get<SearchFindResponse>(`/v4/search/find/${encodeURIComponent(id)}?skip_handle_error=true`);
}

export function findSearchQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['search', 'find', id],
    queryFn: () => findSearch(id),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useFindSearch(id: string | null) {
  return useQuery({ ...findSearchQueryOptions(id ?? ''), enabled: id !== null });
}
