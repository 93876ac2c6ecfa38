import type { FilterState } from '@prospecta/contracts/filter-state';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { loadFilters, saveFilters } from '@/features/search/lib/filter-storage';
import {
  hasFilterParams,
  INTERNAL_NAVIGATION,
  readPage,
  searchParamsFor,
  stateFromParams,
} from '@/features/search/lib/url-state';

export type FilterStateApi = {
  state: FilterState;
  page: number;
  /** Replaces the filters (page back to 1); the URL and browser storage follow. */
  setState: (next: FilterState | ((current: FilterState) => FilterState)) => void;
  setPage: (page: number) => void;
};

/**
 * The filters live in the URL (spec §4 restore list), so a reload or a shared link restores them. A URL
 * without filter parameters takes the filters kept in browser storage when at least 19 entries are there.
 */
export function useFilterState(restoreFromStorage: boolean): FilterStateApi {
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const state = useMemo(() => stateFromParams(new URLSearchParams(paramsText)), [paramsText]);
  const page = readPage(params);
  const stateRef = useRef(state);
  stateRef.current = state;

  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (!restoreFromStorage || hasFilterParams(params)) return;
    const stored = loadFilters(window.localStorage);
    if (stored)
      setParams(searchParamsFor(stored, readPage(params)), { replace: true, state: INTERNAL_NAVIGATION });
  }, [params, setParams, restoreFromStorage]);

  const setState = useCallback(
    (next: FilterState | ((current: FilterState) => FilterState)) => {
      const value = typeof next === 'function' ? next(stateRef.current) : next;
      stateRef.current = value;
      saveFilters(window.localStorage, value);
      setParams(searchParamsFor(value), { replace: true, state: INTERNAL_NAVIGATION });
    },
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setParams(searchParamsFor(stateRef.current, nextPage), { replace: false, state: INTERNAL_NAVIGATION }),
    [setParams],
  );

  return { state, page, setState, setPage };
}
