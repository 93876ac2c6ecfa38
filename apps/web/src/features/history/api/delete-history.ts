import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SEARCH_QUERY_KEY } from '@/features/history/api/get-default-search';
import { HISTORY_QUERY_KEY } from '@/features/history/api/get-history';
import { api } from '@/lib/api-client';

/** DELETE /history_search/:id */
export function deleteHistory(id: string): Promise<unknown> {
  return api.delete<unknown>(`/history_search/${encodeURIComponent(id)}`);
}

export function useDeleteHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistory,
    // The default search stops when its entry goes (the server clears it).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DEFAULT_SEARCH_QUERY_KEY }),
      ]),
  });
}
