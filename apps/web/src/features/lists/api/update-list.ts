import type { InfoSet, UpdateListBody } from '@prospecta/contracts/lists-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/features/lists/api/get-list';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { type ListPatch, patchListInPage } from '@/features/lists/lib/lists-cache';
import { applyToListPages, restoreListPages } from '@/features/lists/lib/optimistic-lists';
import { api } from '@/lib/api-client';

export type UpdateListInput = { id: string; patch: Required<UpdateListBody>['info_set'] & ListPatch };

/**
 * PATCH /info_sets/:id — rename, describe, star ("true"/"false") or archive. A rename's refusal is said in its
 * form (a name another active list has: on the name field), the others by the global toast.
 */
export function updateList({ id, patch }: UpdateListInput): Promise<InfoSet> {
  const quiet = patch.name !== undefined ? '?skip_handle_error=true' : '';
  return api.patch<InfoSet>(`/info_sets/${encodeURIComponent(id)}${quiet}`, { info_set: { id, ...patch } });
}

/** Applied to every cached page and to the list itself at once; undone when the server refuses. */
export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateList,
    onMutate: async ({ id, patch }) => {
      const pages = await applyToListPages(queryClient, (page, params) =>
        patchListInPage(page, id, patch, params.view),
      );
      const one = queryClient.getQueryData<InfoSet>(listQueryKey(id));
      if (one) queryClient.setQueryData<InfoSet>(listQueryKey(id), { ...one, ...patch });
      return { pages, one };
    },
    onError: (_error, { id }, context) => {
      restoreListPages(queryClient, context?.pages);
      if (context?.one) queryClient.setQueryData(listQueryKey(id), context.one);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}
