import type { DefaultSearchResponse as DefaultSearch } from '@prospecta/contracts/history-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SEARCH_QUERY_KEY } from '@/features/history/api/get-default-search';
import { api } from '@/lib/api-client';

export type UpdateDefaultSearchInput = { default_search?: string | null; use_default_search: boolean };

/** PATCH /user/update_default_search — set a saved search as the default, or turn the default off. */
export function updateDefaultSearch(input: UpdateDefaultSearchInput): Promise<DefaultSearch> {
  return api.patch<DefaultSearch>('/user/update_default_search', input);
}

export function useUpdateDefaultSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDefaultSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEFAULT_SEARCH_QUERY_KEY }),
  });
}
