// A saved search opened without the screen's address (`special_filter.url`), e.g. one an API user created
// with POST /v4/search/create: the filters are read back from its stored query (filterStateFromQuery in the
// contracts), and what the screen cannot show is said, while the results stay the saved search's own.

import type { FilterState } from '@prospecta/contracts/filter-state';
import { filterStateFromQuery, type UnshownPart } from '@prospecta/contracts/filter-state-from-query';
import { unshownText } from '@prospecta/contracts/query-differences';

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
