// The order menu's options: what the search applies, under the name it has. With a name typed in the search
// box, the default order is relevance (spec §5: relevance first when the order is the default, best data
// next), so the menu says "Relevância" there instead of "Melhores dados primeiro"; the other orders stay
// choosable (relevance then comes after them). The list's order is offered only with a CNPJ list.
import {
  DEFAULT_SORT_OPTION,
  LIST_ORDER_OPTION,
  SORT_OPTIONS,
  type SortOptionId,
} from '@prospecta/contracts/filter-catalogue-options';
import type { SearchSort } from '@prospecta/contracts/search-query';

export const RELEVANCE_LABEL = 'Relevância (nome buscado)';

/** Whether the applied order puts relevance first (a name is searched under the default order). */
export function relevanceFirst(sortBy: readonly Pick<SearchSort, 'field'>[] | undefined): boolean {
  return sortBy?.[0]?.field === 'relevance';
}

export function sortChoices(options: { hasList: boolean; relevanceFirst: boolean }): {
  value: SortOptionId;
  label: string;
}[] {
  return SORT_OPTIONS.filter((o) => options.hasList || o.value !== LIST_ORDER_OPTION).map((o) => ({
    value: o.value,
    label: o.value === DEFAULT_SORT_OPTION && options.relevanceFirst ? RELEVANCE_LABEL : o.label,
  }));
}
