import type { SearchCreateResponse as CreateSearchResponse } from '@prospecta/contracts/search-api';
import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /v4/search/create — runs the search and stores it (its id is the /search/{id} URL). Search creation
 * handles its own errors (spec §8: 403 nothing, 404/422 an empty result), so the global toast is skipped.
 */
export function createSearch(query: SearchQueryInput, signal?: AbortSignal): Promise<CreateSearchResponse> {
  return api.post<CreateSearchResponse>('/v4/search/create?skip_handle_error=true', query, { signal });
}

export const SEARCH_RESULTS_QUERY_KEY = ['search', 'results'] as const;
/** How long an answer is shown again without asking (a page gone back to). */
export const SEARCH_RESULTS_STALE_MS = 5 * 60_000;

export function searchResultsQueryOptions(query: SearchQueryInput) {
  return queryOptions({
    queryKey: [...SEARCH_RESULTS_QUERY_KEY, query],
    queryFn: ({ signal }) => createSearch(query, signal),
    staleTime: SEARCH_RESULTS_STALE_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The committed query's results; `null` waits (debounce in progress or no query yet). */
export function useSearchResults(query: SearchQueryInput | null) {
  return useQuery({
    ...searchResultsQueryOptions(query ?? { search: {} }),
    enabled: query !== null,
  });
}
