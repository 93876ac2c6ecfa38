import type { FilterState } from '@prospecta/contracts/filter-state';
import { FILTER_RECOUNT_DEBOUNCE_MS } from '@prospecta/contracts/query-rules';
import { stateToQuery } from '@prospecta/contracts/query-rules-state';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigationType, useParams } from 'react-router';
import { filtersToRestore, saveFilters } from '@/features/search/lib/filter-storage';
import type { SavedSearch } from '@/features/search/lib/saved-search';
import {
  hasFilterParams,
  INTERNAL_NAVIGATION,
  readPage,
  searchParamsFor,
  stateFromParams,
} from '@/features/search/lib/url-state';
import { useSearchParams } from '@/lib/use-search-params';

/** Addresses asked for that may still land. */
const ASKED_KEPT = 100;
/** Edits closer than this to the previous one are one step of the history (the recount waits as long). */
const EDIT_BURST_MS = FILTER_RECOUNT_DEBOUNCE_MS;

export type FilterStateApi = {
  state: FilterState;
  page: number;
  /**
   * Replaces the filters (page back to 1); the URL and browser storage follow. The first edit after a pause adds
   * an entry to the browser's history (Back returns to the filters before it), the edits right after it correct
   * that entry (a word typed, boxes ticked in a row: one step back, not one per key).
   */
  setState: (next: FilterState | ((current: FilterState) => FilterState)) => void;
  /**
   * The address's own `page` (its text, null when absent) once the address is the filters shown; undefined
   * while it catches up with filters just set (it still carries the page of the filters before).
   */
  addressPage: string | null | undefined;
  /** `replace`: correct the address in place (no new history entry). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** The screen still shows the saved search it opened with (see `saved`): no filter changed since. */
  followingSaved: boolean;
  /**
   * The filters and page are an entry of the history the user went Back or Forward to (or the address the
   * screen opened at), not an edit of theirs: they are searched at once, without the recount's wait.
   */
  fromHistory: boolean;
};

/** What a state searches: two states with the same key find the same companies (a place's name, labels aside). */
const searchKey = (state: FilterState) => JSON.stringify(stateToQuery(state).raw);

/**
 * The filters live in the URL (spec §4 restore list), so a reload or a shared link restores them. A URL
 * without filter parameters takes the filters kept in browser storage when at least 19 entries are there.
 *
 * `saved`: a saved search that came without the screen's address (one created through the API), its filters
 * read from its query. Until a filter changes, the address keeps no filters (a reload reads the saved search
 * again) and `followingSaved` tells the screen to show that search's own results; what only names the filters
 * (the place a CEP is in, a city's name) changes them without leaving it. Back or Forward to one of its
 * entries follows it again.
 */
export function useFilterState(
  restoreFromStorage: boolean,
  saved: SavedSearch | null = null,
): FilterStateApi {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const { searchId } = useParams();
  const paramsText = params.toString();
  const [savedState, setSavedState] = useState(saved?.state ?? null);
  const following = savedState !== null && !hasFilterParams(params);
  const fromAddress = useMemo(
    () => (following && savedState ? savedState : stateFromParams(new URLSearchParams(paramsText))),
    [paramsText, following, savedState],
  );
  // The filters the user set, shown at once: the address follows through a router navigation, which lands
  // later (asynchronously), and text boxes bound to the address alone lost the keys typed meanwhile ("padaria
  // pao de mel" typed briskly became "pr  l"). When the address moves to one we did not ask for (back, a link,
  // the history), that one wins.
  // Arriving without filters in the address: the filters kept in browser storage are the screen's from its
  // first render, so the first search carries them. Put in the address by an effect only, they came one
  // render late, after the first search had gone without them (the whole registry's count showed, and could
  // be added to a list, until the recount debounce ran the stored filters).
  const [restoring] = useState(() => filtersToRestore(window.localStorage, params, restoreFromStorage));
  const [mine, setMine] = useState<{ state: FilterState; text: string } | null>(restoring);
  const asked = useRef(new Set<string>(restoring ? [restoring.text] : []));
  const state = mine?.state ?? fromAddress;
  const lastAddress = useRef(paramsText);
  useEffect(() => {
    if (paramsText === lastAddress.current) return;
    lastAddress.current = paramsText;
    // Back or Forward to an entry of the saved search the screen opened with (its id, no filters in the
    // address): the address alone does not hold its filters, so the screen follows it again (it ran the
    // whole base under another id).
    const ownEntry = !hasFilterParams(new URLSearchParams(paramsText)) && searchId === saved?.id;
    if (navigationType === 'POP' && saved && ownEntry) setSavedState((current) => current ?? saved.state);
    if (mine === null || paramsText === mine.text) return;
    // Back and Forward are the user's: an entry of filters asked for earlier is not a late landing of ours.
    if (navigationType !== 'POP' && asked.current.has(paramsText)) {
      // An older address of ours landed after the newest (a navigation that started from the address bar
      // while ours was on its way): the address goes back to the filters shown.
      setParams(new URLSearchParams(mine.text), { replace: true, state: INTERNAL_NAVIGATION });
    } else {
      asked.current.clear();
      setMine(null);
    }
  }, [paramsText, mine, setParams, navigationType, searchId, saved]);
  // Filters just set start at page 1, also before the address (still on the old page) has caught up with
  // them: a new order asked for page 2's offset and then page 1 (two searches) when it no longer waited.
  const addressFilters = useMemo(() => {
    const filters = new URLSearchParams(paramsText);
    filters.delete('page');
    return filters.toString();
  }, [paramsText]);
  const addressLags = mine !== null && addressFilters !== mine.text;
  const page = addressLags ? 1 : readPage(params);
  const addressPage = addressLags ? undefined : params.get('page');
  const stateRef = useRef(state);
  stateRef.current = state;
  const followingRef = useRef(following);
  followingRef.current = following;
  const savedRef = useRef(savedState);
  savedRef.current = savedState;

  const lastEdit = useRef(Number.NEGATIVE_INFINITY);
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (restoring)
      setParams(searchParamsFor(restoring.state, readPage(params)), {
        replace: true,
        state: INTERNAL_NAVIGATION,
      });
  }, [params, setParams, restoring]);

  // The router's setter changes with every address; the screen's own setters stay the same functions, so
  // the filter panel (memoised) is not drawn again when only the page changed.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const setState = useCallback((next: FilterState | ((current: FilterState) => FilterState)) => {
    const value = typeof next === 'function' ? next(stateRef.current) : next;
    stateRef.current = value;
    if (followingRef.current && savedRef.current && searchKey(value) === searchKey(savedRef.current)) {
      setSavedState(value);
      return;
    }
    followingRef.current = false;
    setSavedState(null);
    saveFilters(window.localStorage, value);
    const address = searchParamsFor(value);
    const text = address.toString();
    asked.current.add(text);
    // Only the last few can still be on their way.
    if (asked.current.size > ASKED_KEPT) asked.current.delete(asked.current.values().next().value as string);
    setMine({ state: value, text });
    const now = Date.now();
    const burst = now - lastEdit.current < EDIT_BURST_MS;
    lastEdit.current = now;
    setParamsRef.current(address, { replace: burst, state: INTERNAL_NAVIGATION });
  }, []);

  const setPage = useCallback((nextPage: number, options?: { replace?: boolean }) => {
    // Following a saved search, the address carries its page only (its filters stay the saved search's).
    const address = followingRef.current
      ? new URLSearchParams(nextPage > 1 ? { page: String(nextPage) } : {})
      : searchParamsFor(stateRef.current, nextPage);
    setParamsRef.current(address, { replace: options?.replace ?? false, state: INTERNAL_NAVIGATION });
  }, []);

  // An edit (a filter, a page) pushes the address, or replaces it within a burst of edits; Back and Forward pop
  // it, and the address then is the state (`mine` is cleared once it lands).
  const fromHistory = navigationType === 'POP' && mine === null;
  return { state, page, addressPage, setState, setPage, followingSaved: following, fromHistory };
}
