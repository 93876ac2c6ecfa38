import type { HistoryEntry } from '@prospecta/contracts/history-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HISTORY_QUERY_KEY } from '@/features/history/api/get-history';
import { api } from '@/lib/api-client';

/** PATCH /history_search/:id — rename (the duplicate-name rule applies). */
export function updateHistory(input: { id: string; name: string }): Promise<HistoryEntry> {
  return api.patch<HistoryEntry>(`/history_search/${encodeURIComponent(input.id)}?skip_handle_error=true`, {
    name: input.name,
  });
}

export function useUpdateHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
