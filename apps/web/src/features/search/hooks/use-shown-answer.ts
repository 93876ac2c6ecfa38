import { SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import { MAX_OFFSET } from '@prospecta/contracts/search-fields';
import { useEffect, useRef, useState } from 'react';
import type { FilterStateApi } from '@/features/search/hooks/use-filter-state';
import type { useSearchAnswer } from '@/features/search/hooks/use-search-answer';
import { foundText, pageCount } from '@/features/search/lib/search-format';
import { pageToCorrect } from '@/features/search/lib/url-state';

/** A page of results on screen: its stored search, its CNPJs in order, where it is among the pages. */
export type ShownPage = {
  searchId: string;
  cnpjs: string[];
  page: number;
  /** Pages a user may reach (the deepest offset bounds them). */
  pages: number;
  total: number;
};

export type ShownAnswerHandlers = {
  /** The stored search behind the results (its id goes in the URL). */
  onSearchStored: (searchId: string) => void;
  /** Each page of results once its answer is in (the drawer steps through them). */
  onPageShown?: (shown: ShownPage) => void;
  /** A page's answer failed (the error shows in the results). */
  onPageFailed?: () => void;
};

/**
 * The answer on screen and what follows it: its stored search and each page handed to the screen, a page
 * past its last corrected, its total said to screen readers. `answered`: the answer is the committed query's
 * and of the filters and page asked for now.
 */
export function useShownAnswer(
  {
    committed,
    current,
    results,
  }: Pick<ReturnType<typeof useSearchAnswer>, 'committed' | 'current' | 'results'>,
  { page, addressPage, setPage }: Pick<FilterStateApi, 'page' | 'addressPage' | 'setPage'>,
  { onSearchStored, onPageShown, onPageFailed }: ShownAnswerHandlers,
) {
  const answer = results.data?.search;
  const searchId = results.data?.id ?? null;
  // The answer of the committed query (not the previous one kept on screen while it loads).
  const settled = answer && searchId && committed && !results.isPlaceholderData;
  // ... and of the filters and page asked for now: the address moved (Back, a link) while it was shown, it
  // is the previous one's until the new query commits. Its total must not correct the new address's page
  // (Back to a page 2 replaced the address with page 1 of the filters left, Forward's entry included).
  const answered = Boolean(settled && current);
  const shownOffset = committed?.search.offset ?? 0;
  useEffect(() => {
    if (!settled || !answer || !searchId) return;
    onPageShown?.({
      searchId,
      cnpjs: answer.rows.map((row) => row.cnpj),
      page: Math.floor(shownOffset / SEARCH_PAGE_SIZE) + 1,
      pages: pageCount(answer.total, SEARCH_PAGE_SIZE, MAX_OFFSET),
      total: answer.total,
    });
  }, [settled, answer, searchId, shownOffset, onPageShown]);
  // A page past the last of the answer (an edited address, or results that shrank): go to the last one. The
  // address says the page shown, in place: `?page=99999` (searched as the deepest page) stayed in it.
  const lastPage = answered && answer ? pageCount(answer.total, SEARCH_PAGE_SIZE, MAX_OFFSET) : null;
  const correctTo =
    lastPage !== null && addressPage !== undefined ? pageToCorrect(addressPage, page, lastPage) : null;
  useEffect(() => {
    if (correctTo !== null) setPage(correctTo, { replace: true });
  }, [correctTo, setPage]);
  useEffect(() => {
    if (results.isError) onPageFailed?.();
  }, [results.isError, onPageFailed]);
  // Each new answer's stored search, once: the handler changes with the address (Back, Forward), and the
  // answer still on screen then is the entry left's, whose id does not belong in the entry arrived at.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!searchId || searchId === reported.current) return;
    reported.current = searchId;
    onSearchStored(searchId);
  }, [searchId, onSearchStored]);
  // One polite live region says the total once a search's answer is in (not while typing: the recount waits
  // for the debounce); another page of the same results says the same words, so nothing is read again.
  const [announced, setAnnounced] = useState('');
  const answeredTotal = answered && answer ? answer.total : null;
  useEffect(() => {
    if (answeredTotal !== null) setAnnounced(foundText(answeredTotal));
  }, [answeredTotal]);
  return { answer, searchId, answered, announced };
}
