import { SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import { MAX_OFFSET } from '@prospecta/contracts/search-fields';
import type { SearchQuery, SearchQueryInput } from '@prospecta/contracts/search-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  SEARCH_RESULTS_STALE_MS,
  searchResultsQueryOptions,
  useSearchResults,
} from '@/features/search/api/create-search';
import { savedSearchPageQueryOptions, useSavedSearchPage } from '@/features/search/api/find-search';
import { useCommittedQuery } from '@/features/search/hooks/use-committed-query';
import { type SavedSearch, savedPageQuery, savedSearchIdOf } from '@/features/search/lib/saved-search';
import { pageCount } from '@/features/search/lib/search-format';
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
  // A page of these filters answered a moment ago (still fresh), or already on its way (the next page asked for
  // ahead, below), is shown at once, without the wait: it costs the server nothing more.
  const answered = useCallback(
    (q: SearchQueryInput) => {
      const savedOf = savedSearchIdOf(q);
      const key =
        savedOf === null
          ? searchResultsQueryOptions(q).queryKey
          : savedSearchPageQueryOptions(savedOf, pageOfQuery(q)).queryKey;
      const state = queryClient.getQueryState(key);
      if (state?.status === 'pending') return state.fetchStatus === 'fetching';
      return (
        state?.status === 'success' &&
        !state.isInvalidated &&
        Date.now() - state.dataUpdatedAt < SEARCH_RESULTS_STALE_MS
      );
    },
    [queryClient],
  );
  const commit = useCommittedQuery(next ?? lastBuilt.current ?? { search: {} }, page, fromHistory, answered);
  const committedPage = pageOfQuery(commit.committed);
  // The saved search's page stays committed after a filter changed, while the filters' query waits for its
  // debounce: its answer stays on screen meanwhile. Sent as a search of its own (no filters), the whole base
  // ran, and was stored, on the way out of every saved search.
  const savedId = savedSearchIdOf(commit.committed);
  const fromFilters = useSearchResults(savedId === null && query ? commit.committed : null);
  const fromSaved = useSavedSearchPage(savedId, committedPage);
  const results = savedId !== null ? fromSaved : fromFilters;
  // The next page is asked for while the seller reads this one (one request per page shown, never a chain):
  // "Página 2", "Próxima" or the drawer stepping past the last row then shows it at once, as `answered` lets a
  // page in hand skip the 800 ms wait — the wait spares the server the pages clicked past, which this is not.
  const shownTotal = results.isSuccess && !results.isPlaceholderData ? results.data.search.total : null;
  const committed = commit.committed;
  useEffect(() => {
    if (shownTotal === null || committed === null) return;
    if (committedPage >= pageCount(shownTotal, SEARCH_PAGE_SIZE, MAX_OFFSET)) return;
    if (savedId !== null) {
      void queryClient.prefetchQuery(savedSearchPageQueryOptions(savedId, committedPage + 1));
      return;
    }
    const nextPage = {
      ...committed,
      search: { ...committed.search, offset: committedPage * SEARCH_PAGE_SIZE },
    };
    void queryClient.prefetchQuery(searchResultsQueryOptions(nextPage));
  }, [shownTotal, committed, committedPage, savedId, queryClient]);
  const appliedSort = saved ? fromSaved.data?.query.search.sort_by : query?.search.sort_by;
  return { ...commit, results, appliedSort };
}

const pageOfQuery = (query: SearchQueryInput | null) =>
  Math.floor((query?.search.offset ?? 0) / SEARCH_PAGE_SIZE) + 1;
