import type { SearchFindResponse } from '@prospecta/contracts/search-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_RESULTS_QUERY_KEY } from '@/features/search/api/create-search';
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

/**
 * GET /v4/search/find/:id?page= — a page of a saved search run as it was saved, with its own id: the results
 * of a saved search whose filters the screen cannot all show (features/search/README.md). Under the results'
 * key, so what refreshes the results (companies added to a list) refreshes these too.
 */
export function savedSearchPageQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: [...SEARCH_RESULTS_QUERY_KEY, 'saved', id, page],
    queryFn: ({ signal }) =>
      api.get<SearchFindResponse>(
        `/v4/search/find/${encodeURIComponent(id)}?page=${page}&skip_handle_error=true`,
        { signal },
      ),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `id` null: not following a saved search (the results come from the filters). */
export function useSavedSearchPage(id: string | null, page: number) {
  return useQuery({ ...savedSearchPageQueryOptions(id ?? '', page), enabled: id !== null });
}
