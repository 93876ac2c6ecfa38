// When the committed query follows the edited one (spec §9): a filter change waits 3000 ms before the
// potential is recounted; moving to a page above 1 waits 800 ms; page 1 and the first load go at once.
import { FILTER_RECOUNT_DEBOUNCE_MS, SEARCH_PAGE_DEBOUNCE_MS } from '@prospecta/contracts/query-rules';
import type { SearchQueryInput } from '@prospecta/contracts/search-query';

/** The query without its paging: two queries with the same key differ only by page. */
export function filterKey(query: SearchQueryInput): string {
  const { offset: _offset, return_size: _size, ...search } = query.search;
  return JSON.stringify({ ...query, search });
}

export type CommitDecision = { delayMs: number; reason: 'initial' | 'filters' | 'page' | 'none' };

export function decideCommit(
  committed: SearchQueryInput | null,
  next: SearchQueryInput,
  page: number,
): CommitDecision {
  if (committed === null) return { delayMs: 0, reason: 'initial' };
  if (filterKey(committed) !== filterKey(next))
    return { delayMs: FILTER_RECOUNT_DEBOUNCE_MS, reason: 'filters' };
  if ((committed.search.offset ?? 0) !== (next.search.offset ?? 0)) {
    return { delayMs: page > 1 ? SEARCH_PAGE_DEBOUNCE_MS : 0, reason: 'page' };
  }
  return { delayMs: 0, reason: 'none' };
}
