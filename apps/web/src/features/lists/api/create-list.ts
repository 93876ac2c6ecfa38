import type { CreateListBody, InfoSet } from '@prospecta/contracts/lists-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { draftList, insertListInPage } from '@/features/lists/lib/lists-cache';
import { applyToListPages, restoreListPages } from '@/features/lists/lib/optimistic-lists';
import { api } from '@/lib/api-client';

/**
 * POST /info_sets — a new list starts with both validation statuses "not initialized". Its form says a
 * refusal itself (a name another active list has: on the name field), so no global toast.
 */
export function createList(body: CreateListBody): Promise<InfoSet> {
  return api.post<InfoSet>('/info_sets?skip_handle_error=true', body);
}

export function useCreateList(author: InfoSet['author'] | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; description?: string }) => createList({ info_set: input }),
    onMutate: (input) =>
      author
        ? applyToListPages(queryClient, (page, params) =>
            params.page === 1 &&
            params.view === 'active' &&
            !params.query &&
            (!params.author || params.author === author.id)
              ? insertListInPage(page, draftList(input, author, new Date()))
              : page,
          )
        : undefined,
    onError: (_error, _input, snapshot) => restoreListPages(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}
