import type { SearchFindResponse } from '@prospecta/contracts/search-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_RESULTS_QUERY_KEY } from '@/features/search/api/create-search';
import { api } from '@/lib/api-client';

/** GET /v4/search/find/:id — a stored search of the account and its query (403/404: empty, spec §8). */
export function findSearch(id: string): Promise<SearchFindResponse> {
  return api.get<SearchFindResponse>(`/v4/search/find/${encodeURIComponent(id)}?skip_handle_error=true`);
}

/**
 * GET /v4/search/find/:id?page= — a page of a saved search run as it was saved, with its own id: the results
 * of a saved search whose filters the screen cannot all show (features/search/README.md). Under the results'
 * key, so what refreshes the results (companies added to a list) refreshes these too. Opening a saved search
 * by its address reads it by the page the address asks for (app/routes/search.tsx): that answer restores
 * the filters and is the page the screen then shows, so the search runs once (`find` runs it at each call).
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
