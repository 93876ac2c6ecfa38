import type { HistoryEntry, historyListResponseSchema } from '@prospecta/contracts/history-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { readSavedFilters } from '@/features/history/lib/history-status';
import { findSearch } from '@/features/search/api/find-search';
import { api } from '@/lib/api-client';

type HistoryPage = z.infer<typeof historyListResponseSchema>;
/** Saved searches scanned for the ones behind a list (10 a page). */
const MAX_PAGES = 5;
/** The list's searches whose filters are compared with the saved ones'. */
const FILTERS_LOOKED_UP = 5;

/** The filters' address a stored search carries (`special_filter.url`), or null. */
function filtersOf(query: unknown): string | null {
  const url = (query as { special_filter?: { url?: unknown } } | undefined)?.special_filter?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * GET /history_search?page= — the saved searches that fed this list: by its search_ids, or with the same
 * filters as one of them. A saved search run again ("Repetir busca") is a new search with the same filters,
 * and the companies added from it named that one: the list offered no autoplay though its search was saved.
 */
export async function getListSearches(searchIds: readonly string[]): Promise<HistoryEntry[]> {
  // The latest few: each is read whole (a list filled from many searches does not read them all).
  const stored = await Promise.all(
    searchIds.slice(-FILTERS_LOOKED_UP).map((id) => findSearch(id).catch(() => null)),
  );
  const filters = new Set(stored.map((s) => filtersOf(s?.query)).filter((url) => url !== null));
  const fed = (h: HistoryEntry) => {
    const url = readSavedFilters(h.selected_filters)?.url;
    return searchIds.includes(h.searchId) || (url !== undefined && filters.has(url));
  };
  const found: HistoryEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.get<HistoryPage>(`/history_search?page=${page}`);
    found.push(...answer.history.filter(fed));
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
