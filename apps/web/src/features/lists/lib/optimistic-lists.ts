// Applies an edit to every cached lists page at once and gives back what rollback needs (TanStack Query
// onMutate / onError): the change shows immediately and is undone when the server answers above 399.
import type { ListsResponse } from '@prospecta/contracts/lists-api';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { LISTS_PAGES_KEY, type ListsParams } from '@/features/lists/api/get-lists';

export type ListsSnapshot = [QueryKey, ListsResponse | undefined][];

export async function applyToListPages(
  queryClient: QueryClient,
  edit: (page: ListsResponse, params: ListsParams) => ListsResponse,
): Promise<ListsSnapshot> {
  await queryClient.cancelQueries({ queryKey: LISTS_PAGES_KEY });
  const snapshot = queryClient.getQueriesData<ListsResponse>({ queryKey: LISTS_PAGES_KEY });
  for (const [key, page] of snapshot) {
    const params = key[2] as ListsParams | undefined;
    if (page && params) queryClient.setQueryData<ListsResponse>(key, edit(page, params));
  }
  return snapshot;
}

export function restoreListPages(queryClient: QueryClient, snapshot: ListsSnapshot | undefined): void {
  for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
}
