import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /searches/result → the potential: how many companies the filters find. */
export function countSearch(
  query: SearchQueryInput,
  signal?: AbortSignal,
): Promise<{ companies_count: number }> {
  return api.post<{ companies_count: number }>('/searches/result?skip_handle_error=true', query, { signal });
}

export const SEARCH_COUNT_QUERY_KEY = ['search', 'count'] as const;

export function countSearchQueryOptions(query: SearchQueryInput) {
  return queryOptions({
    queryKey: [...SEARCH_COUNT_QUERY_KEY, query],
    queryFn: ({ signal }) => countSearch(query, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The potential count of the (debounced) query; `null` keeps the previous figure while waiting. */
export function useCountSearch(query: SearchQueryInput | null) {
  return useQuery({ ...countSearchQueryOptions(query ?? { search: {} }), enabled: query !== null });
}
