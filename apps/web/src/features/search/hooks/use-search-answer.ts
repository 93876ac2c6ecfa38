import { pageOffset, SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { useMemo } from 'react';
import { useSearchResults } from '@/features/search/api/create-search';
import { useSavedSearchPage } from '@/features/search/api/find-search';
import { useCommittedQuery } from '@/features/search/hooks/use-committed-query';
import type { SavedSearch } from '@/features/search/lib/saved-search';
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
}) {
  const { query, url, page, saved } = options;
  const next = useMemo(
    () =>
      saved
        ? {
            search: { offset: pageOffset(page), return_size: SEARCH_PAGE_SIZE },
            special_filter: { savedSearchId: saved.id },
          }
        : query
          ? withSavedUrl(query, url)
          : null,
    [saved, page, query, url],
  );
  const commit = useCommittedQuery(next ?? { search: {} }, page);
  const committedPage = Math.floor((commit.committed?.search.offset ?? 0) / SEARCH_PAGE_SIZE) + 1;
  const fromFilters = useSearchResults(!saved && query ? commit.committed : null);
  const fromSaved = useSavedSearchPage(saved && commit.committed ? saved.id : null, committedPage);
  const appliedSort = saved ? fromSaved.data?.query.search.sort_by : query?.search.sort_by;
  return { ...commit, results: saved ? fromSaved : fromFilters, appliedSort };
}
