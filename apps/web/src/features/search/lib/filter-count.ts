// The filter panel's counters: the "Filtros N" badge and each group's. They count what the search applies:
// a range only with both bounds in order, a CEP radius only with a CEP it places; the exclusive options as their switches show them (on when the role locks them on, off when a term turns
// them off) and the search box's text as one filter, as the words or CNPJ it searches (a mistyped CNPJ is
// not searched, so it is not counted).
import { countSelections, type ExclusiveOptionId, type FilterState } from '@prospecta/contracts/filter-state';
import { searchesTerm } from '@prospecta/contracts/query-rules-values';

export type LockedOptions = { ids: readonly ExclusiveOptionId[]; offIds: readonly ExclusiveOptionId[] };

/** Each group's counter (by group id) and the panel's total. */
export type PanelCounts = { groups: Record<string, number>; total: number };

/**
 * `state`: the filters as searched (`withoutUnknownCep`); a range, a period or a CEP radius the query does not
 * apply is not counted (`filterSelectionCounts` in the contracts).
 */
export function panelCounts(state: FilterState, locked: LockedOptions): PanelCounts {
  const exclusive = { ...state.exclusive };
  for (const id of locked.ids) exclusive[id] = true;
  for (const id of locked.offIds) exclusive[id] = false;
  const groups = countSelections({ ...state, exclusive });
  const term = searchesTerm(state.term) ? 1 : 0;
  return { groups, total: Object.values(groups).reduce((a, b) => a + b, term) };
}
