import type { HistoryCreateBody, HistoryEntry } from '@prospecta/contracts/history-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HISTORY_QUERY_KEY } from '@/features/history/api/get-history';
import { api } from '@/lib/api-client';

/**
 * POST /history_search — the dialog shows its own errors (duplicate name), so the global toast is skipped: the
 * refusal is said once, in the dialog.
 */
export const CREATE_HISTORY_URL = '/history_search?skip_handle_error=true';

export function createHistory(input: HistoryCreateBody): Promise<HistoryEntry> {
  return api.post<HistoryEntry>(CREATE_HISTORY_URL, input);
}

export function useCreateHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
