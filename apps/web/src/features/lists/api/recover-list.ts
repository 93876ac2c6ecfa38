import type { InfoSet } from '@prospecta/contracts/lists-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { removeListFromPage } from '@/features/lists/lib/lists-cache';
import { applyToListPages, restoreListPages } from '@/features/lists/lib/optimistic-lists';
import { api } from '@/lib/api-client';

/** POST /info_sets/:id/recover — brings a deleted list back. */
export function recoverList(id: string): Promise<InfoSet> {
  return api.post<InfoSet>(`/info_sets/${encodeURIComponent(id)}/recover`);
}

/** Leaves the deleted view at once; the active pages refetch with the list back in place. */
export function useRecoverList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverList,
    onMutate: (id) =>
      applyToListPages(queryClient, (page, params) =>
        params.view === 'deleted' ? removeListFromPage(page, id) : page,
      ),
    onError: (_error, _id, snapshot) => restoreListPages(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}
