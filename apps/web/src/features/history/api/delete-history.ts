import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
