import type { CatalogueFilter } from '@prospecta/contracts/filter-catalogue';
import type { ExclusiveOptionId, FilterState } from '@prospecta/contracts/filter-state';

export type UpdateFilters = (change: (current: FilterState) => FilterState) => void;

export type FilterFieldProps = {
  filter: CatalogueFilter;
  state: FilterState;
  update: UpdateFilters;
  /** Exclusive options the user's role keeps on (spec §5), with the reason shown in a tooltip. */
  /** `ids`: kept on by the role; `offIds`: left out by it (with a search term); `reason` says why. */
  locked: { ids: readonly ExclusiveOptionId[]; offIds: readonly ExclusiveOptionId[]; reason: string };
  /**
   * Enter in a text filter: run the search now instead of after the recount debounce. Stable for the panel's
   * life (ref-backed): the memoised FilterField does not compare it.
   */
  onApplyNow?: () => void;
};
