import type { InfoSet } from '@prospecta/contracts/lists-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { removeListFromPage } from '@/features/lists/lib/lists-cache';
import { applyToListPages, restoreListPages } from '@/features/lists/lib/optimistic-lists';
import { api } from '@/lib/api-client';

/** DELETE /info_sets/:id — recoverable (POST /info_sets/:id/recover). */
export function deleteList(id: string): Promise<InfoSet> {
  return api.delete<InfoSet>(`/info_sets/${encodeURIComponent(id)}`);
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onMutate: (id) => applyToListPages(queryClient, (page) => removeListFromPage(page, id)),
    onError: (_error, _id, snapshot) => restoreListPages(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}
