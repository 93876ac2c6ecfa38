import type { DefaultSearchResponse as DefaultSearch } from '@prospecta/contracts/history-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DEFAULT_SEARCH_QUERY_KEY = ['user', 'default-search'] as const;

/** GET /user/default_search → { id, active } */
export function getDefaultSearch(): Promise<DefaultSearch> {
  return api.get<DefaultSearch>('/user/default_search?skip_handle_error=true');
}

export function defaultSearchQueryOptions() {
  return queryOptions({ queryKey: DEFAULT_SEARCH_QUERY_KEY, queryFn: getDefaultSearch, staleTime: 0 });
}

export function useDefaultSearch() {
  return useQuery(defaultSearchQueryOptions());
}
