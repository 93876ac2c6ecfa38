// The search screen's URL: the filter parameters of spec §4 plus `page`.
import { LIST_ORDER_OPTION } from '@prospecta/contracts/filter-catalogue-options';
import { defaultFilterState, type FilterState } from '@prospecta/contracts/filter-state';
import { fromUrlParams, toUrlParams, URL_PARAM_KEYS } from '@prospecta/contracts/filter-state-url';
import { SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import { MAX_OFFSET } from '@prospecta/contracts/search-fields';
import { pageCount } from '@/features/search/lib/search-format';

export function hasFilterParams(params: URLSearchParams): boolean {
  return URL_PARAM_KEYS.some((key) => params.has(key));
}

/** The deepest page a search reaches (the API refuses offsets past the maximum). */
const DEEPEST_PAGE = pageCount(Number.POSITIVE_INFINITY, SEARCH_PAGE_SIZE, MAX_OFFSET);

/**
 * The page of the address, the one the screen asks for: past the deepest page a search reaches (an edited
 * address), the deepest. A saved search opened by its address is read by this page, which is the first one
 * its results show (app/routes/search.tsx).
 */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, DEEPEST_PAGE) : 1;
}

/**
 * The page the address must be corrected to once an answer is in, or null when it already says the page shown:
 * a page past the last of the results, or past the deepest a search reaches (`?page=99999`, searched as the
 * deepest by `readPage`), shows the last one; a `page` that is no page (`?page=abc`, `?page=0`) shows page 1,
 * which the address writes as no `page` at all. `written`: the address's `page`, as text (null when absent).
 */
export function pageToCorrect(written: string | null, asked: number, lastPage: number): number | null {
  const shown = Math.min(asked, lastPage);
  return written === (shown > 1 ? String(shown) : null) ? null : shown;
}

/** The parameters for a state and page (page 1 is left out). */
export function searchParamsFor(state: FilterState, page = 1): URLSearchParams {
  const params = toUrlParams(state);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function stateFromParams(params: URLSearchParams): FilterState {
  return fromUrlParams(params);
}

/** "/search/abc?where=…" — the href a saved search or a re-run opens. */
export function searchHref(searchPath: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${searchPath}?${query}` : searchPath;
}

/**
 * A search of these CNPJs alone, in their order (the default options kept: active, not yet exported), e.g.
 * similar companies, most similar first.
 */
export function cnpjListSearchHref(searchPath: string, cnpjs: readonly string[]): string {
  return searchHref(
    searchPath,
    searchParamsFor({ ...defaultFilterState(), cnpjInclude: [...cnpjs], order: LIST_ORDER_OPTION }),
  );
}

/**
 * The filters' URL parameters travel with each search as the DSL's `special_filter` (kept for the
 * original client's screen state; the registry ignores it), so /search/{id} alone restores its filters.
 */
export function withSavedUrl<Q extends object>(
  query: Q,
  url: string,
): Q & { special_filter: { url: string } } {
  return { ...query, special_filter: { url } };
}

export function savedUrlOfQuery(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  const special = (query as { special_filter?: unknown }).special_filter;
  if (typeof special !== 'object' || special === null) return null;
  const url = (special as { url?: unknown }).url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** Navigation state of the screen's own URL updates: they never trigger a restore. */
export const INTERNAL_NAVIGATION = { searchInternal: true } as const;

/**
 * Navigation state of a company opened from a row of the results at `resultsHref` (path and query): that page
 * is the history entry just below, so closing the drawer goes back to it instead of adding another.
 */
export const openedFromResults = (resultsHref: string) => ({ ...INTERNAL_NAVIGATION, resultsHref });

/** The results page a company was opened from (see openedFromResults), if the state says so. */
export function resultsHrefOf(state: unknown): string | null {
  const href =
    typeof state === 'object' && state !== null ? (state as { resultsHref?: unknown }).resultsHref : null;
  return typeof href === 'string' ? href : null;
}

export function isInternalNavigation(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { searchInternal?: unknown }).searchInternal === true
  );
}
