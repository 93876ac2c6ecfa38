import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportStatusQueryKey } from '@/features/exports/api/get-export-status';
import { api } from '@/lib/api-client';

/** POST /export/:id/cancelExport — stops one running export (what was sent stays sent). */
export function cancelExport(input: { listId: string; eventId: string }): Promise<{ cancelled: number }> {
  return api.post<{ cancelled: number }>(`/export/${encodeURIComponent(input.listId)}/cancelExport`, {
    eventId: input.eventId,
  });
}

export function useCancelExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelExport,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: exportStatusQueryKey(input.listId, input.eventId) }),
  });
}
