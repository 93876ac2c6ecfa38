// When the committed query follows the edited one (spec §9): a filter change waits 3000 ms before the
// potential is recounted; moving to a page above 1 waits 800 ms; page 1, the first load and a new order
// (the same companies, sorted otherwise: nothing to recount, and it was the slowest click of the screen)
// go at once; so does a page whose answer is in hand or on its way (`answered`: a page seen a moment ago, or the
// next page, asked for while the seller reads this one — the wait is there to spare the server the pages
// clicked past).
import { FILTER_RECOUNT_DEBOUNCE_MS, SEARCH_PAGE_DEBOUNCE_MS } from '@prospecta/contracts/query-rules';
import type { SearchQueryInput } from '@prospecta/contracts/search-query';

/**
 * The query without its paging and order: two queries with the same key find the same companies. The screen's
 * own state (`special_filter`, the address that restores the filters) is left out too: it names the order as
 * well, and every filter it holds is in the query itself.
 */
export function filterKey(query: SearchQueryInput): string {
  const { offset: _offset, return_size: _size, sort_by: _sort, ...search } = query.search;
  const { special_filter: _screen, ...rest } = query;
  return JSON.stringify({ ...rest, search });
}

const orderKey = (query: SearchQueryInput) => JSON.stringify(query.search.sort_by ?? null);

export type CommitDecision = {
  delayMs: number;
  reason: 'initial' | 'filters' | 'order' | 'page' | 'none';
};

export function decideCommit(
  committed: SearchQueryInput | null,
  next: SearchQueryInput,
  page: number,
  answered = false,
): CommitDecision {
  if (committed === null) return { delayMs: 0, reason: 'initial' };
  if (filterKey(committed) !== filterKey(next))
    return { delayMs: FILTER_RECOUNT_DEBOUNCE_MS, reason: 'filters' };
  if (orderKey(committed) !== orderKey(next)) return { delayMs: 0, reason: 'order' };
  if ((committed.search.offset ?? 0) !== (next.search.offset ?? 0)) {
    return { delayMs: page > 1 && !answered ? SEARCH_PAGE_DEBOUNCE_MS : 0, reason: 'page' };
  }
  return { delayMs: 0, reason: 'none' };
}
