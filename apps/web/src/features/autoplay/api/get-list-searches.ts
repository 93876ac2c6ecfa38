import type { HistoryEntry, historyListResponseSchema } from '@prospecta/contracts/history-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type HistoryPage = z.infer<typeof historyListResponseSchema>;
/** Saved searches scanned for the ones behind a list (10 a page). */
const MAX_PAGES = 5;

/** GET /history_search?page= — the saved searches whose search fed this list (its search_ids). */
export async function getListSearches(searchIds: readonly string[]): Promise<HistoryEntry[]> {
  const found: HistoryEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.get<HistoryPage>(`/history_search?page=${page}`);
    found.push(...answer.history.filter((h) => searchIds.includes(h.searchId)));
    if (page * answer.page_size >= answer.total) break;
  }
  return found;
}

export function listSearchesQueryOptions(searchIds: readonly string[]) {
  return queryOptions({
    queryKey: ['autoplay', 'list-searches', [...searchIds].sort()],
    queryFn: () => getListSearches(searchIds),
  });
}

export function useListSearches(searchIds: readonly string[], enabled: boolean) {
  return useQuery({ ...listSearchesQueryOptions(searchIds), enabled: enabled && searchIds.length > 0 });
}
