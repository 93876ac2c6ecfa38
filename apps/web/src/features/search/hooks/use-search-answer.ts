import { SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import type { SearchQuery, SearchQueryInput } from '@prospecta/contracts/search-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import {
  SEARCH_RESULTS_STALE_MS,
  searchResultsQueryOptions,
  useSearchResults,
} from '@/features/search/api/create-search';
import { useSavedSearchPage } from '@/features/search/api/find-search';
import { useCommittedQuery } from '@/features/search/hooks/use-committed-query';
import { type SavedSearch, savedPageQuery, savedSearchIdOf } from '@/features/search/lib/saved-search';
import { withSavedUrl } from '@/features/search/lib/url-state';

/**
 * The results on screen: the filters' query (`POST /v4/search/create`) once committed by the debounce rules,
 * or, while the screen follows a saved search it opened with (`saved`), that search's own pages by its id
 * (`GET /v4/search/find/:id?page=`), the query waited for being a stand-in for its page. `appliedSort` is the
 * order the search applies (relevance first while a name is searched under the default order).
 */
export function useSearchAnswer(options: {
  query: SearchQuery | null;
  url: string;
  page: number;
  saved: SavedSearch | null;
  /** The filters are an entry of the history gone back to: searched without the debounce. */
  fromHistory?: boolean;
}) {
  const { query, url, page, saved, fromHistory = false } = options;
  const next = useMemo(
    () => (saved ? savedPageQuery(saved.id, page) : query ? withSavedUrl(query, url) : null),
    [saved, page, query, url],
  );
  // Filters that build no query (a value refused whole) keep the last query that was built: the results on
  // screen stay those of filters they match, and no empty query is committed after the debounce (whose
  // situação filter then split the summary's counts of the results still shown wrongly).
  const lastBuilt = useRef<SearchQueryInput | null>(null);
  if (next) lastBuilt.current = next;
  const queryClient = useQueryClient();
  // A page of these filters answered a moment ago (still fresh) is shown again at once, without the wait.
  const answered = useCallback(
    (q: SearchQueryInput) => {
      const state = queryClient.getQueryState(searchResultsQueryOptions(q).queryKey);
      return (
        state?.status === 'success' &&
        !state.isInvalidated &&
        Date.now() - state.dataUpdatedAt < SEARCH_RESULTS_STALE_MS
      );
    },
    [queryClient],
  );
  const commit = useCommittedQuery(next ?? lastBuilt.current ?? { search: {} }, page, fromHistory, answered);
  const committedPage = Math.floor((commit.committed?.search.offset ?? 0) / SEARCH_PAGE_SIZE) + 1;
  // The saved search's page stays committed after a filter changed, while the filters' query waits for its
  // debounce: its answer stays on screen meanwhile. Sent as a search of its own (no filters), the whole base
  // ran, and was stored, on the way out of every saved search.
  const savedId = savedSearchIdOf(commit.committed);
  const fromFilters = useSearchResults(savedId === null && query ? commit.committed : null);
  const fromSaved = useSavedSearchPage(savedId, committedPage);
  const appliedSort = saved ? fromSaved.data?.query.search.sort_by : query?.search.sort_by;
  return { ...commit, results: savedId !== null ? fromSaved : fromFilters, appliedSort };
}
