import type { InfoSet } from '@prospecta/contracts/lists-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/features/lists/api/get-list';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { patchListInPage } from '@/features/lists/lib/lists-cache';
import { applyToListPages, restoreListPages } from '@/features/lists/lib/optimistic-lists';
import { api } from '@/lib/api-client';

type Member = InfoSet['members'][number];
export type ShareInput = { list: InfoSet; member: Member; action: 'add' | 'remove' };

/** POST /info_sets/:id/coordinator (add) or DELETE …/coordinator?user_id= (remove). */
export function shareList({ list, member, action }: ShareInput): Promise<InfoSet> {
  const url = `/info_sets/${encodeURIComponent(list.id)}/coordinator`;
  return action === 'add'
    ? api.post<InfoSet>(url, { user_id: member.id })
    : api.delete<InfoSet>(`${url}?user_id=${encodeURIComponent(member.id)}`);
}

/** Member changes apply locally first and are reverted when the server refuses (spec §4). */
export function useShareList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareList,
    onMutate: async ({ list, member, action }) => {
      const members =
        action === 'add'
          ? [...list.members.filter((m) => m.id !== member.id), member]
          : list.members.filter((m) => m.id !== member.id);
      const pages = await applyToListPages(queryClient, (page, params) =>
        patchListInPage(page, list.id, { members }, params.view),
      );
      const one = queryClient.getQueryData<InfoSet>(listQueryKey(list.id));
      if (one) queryClient.setQueryData<InfoSet>(listQueryKey(list.id), { ...one, members });
      return { pages, one };
    },
    onError: (_error, { list }, context) => {
      restoreListPages(queryClient, context?.pages);
      if (context?.one) queryClient.setQueryData(listQueryKey(list.id), context.one);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}
