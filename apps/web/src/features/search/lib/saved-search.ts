// A saved search opened without the screen's address (`special_filter.url`), e.g. one an API user created
// with POST /v4/search/create: the filters are read back from its stored query (filterStateFromQuery in the
// contracts), and what the screen cannot show is said, while the results stay the saved search's own.

import type { FilterState } from '@prospecta/contracts/filter-state';
import { filterStateFromQuery, type UnshownPart } from '@prospecta/contracts/filter-state-from-query';
import { unshownText } from '@prospecta/contracts/query-differences';
import { pageOffset, SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import type { SearchQueryInput } from '@prospecta/contracts/search-query';

export type SavedSearch = {
  /** The stored search: its results are asked for by its id while no filter changed. */
  id: string;
  state: FilterState;
  unshown: UnshownPart[];
};

export function savedSearchOf(id: string, query: unknown): SavedSearch {
  return { id, ...filterStateFromQuery(query) };
}

/** What the screen says above the results of a saved search it cannot show whole; null when it can. */
export function savedSearchNotice(unshown: readonly UnshownPart[]): string | null {
  if (unshown.length === 0) return null;
  return `Esta busca tem filtros que a tela não mostra (${unshownText(unshown)}); os resultados seguem a busca salva. Ao mudar um filtro, a busca passa a usar só os filtros da tela.`;
}

/**
 * The query the screen follows for a page of a saved search (its debounce rules apply to it as to the
 * filters'): a stand-in, its results asked by the search's id (`GET /v4/search/find/:id?page=`).
 */
export function savedPageQuery(id: string, page: number): SearchQueryInput {
  return {
    search: { offset: pageOffset(page), return_size: SEARCH_PAGE_SIZE },
    special_filter: { savedSearchId: id },
  };
}

/**
 * The saved search a query stands in for (`savedPageQuery`), else null: such a query is never sent as a
 * search of its own (with no filters, it ran the whole base).
 */
export function savedSearchIdOf(query: SearchQueryInput | null): string | null {
  const special: unknown = query?.special_filter;
  if (typeof special !== 'object' || special === null) return null;
  const id = (special as { savedSearchId?: unknown }).savedSearchId;
  return typeof id === 'string' ? id : null;
}
