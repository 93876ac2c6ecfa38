import { Select } from '@mantine/core';
import {
  DEFAULT_SORT_OPTION,
  LIST_ORDER_OPTION,
  SORT_OPTIONS,
} from '@prospecta/contracts/filter-catalogue-options';
import type { FilterState } from '@prospecta/contracts/filter-state';
import { IconArrowsSort } from '@tabler/icons-react';
import { sortChoices } from '@/features/search/lib/sort-choices';

/**
 * The results' order, named as the search applies it (lib/sort-choices.ts): "Relevância" while a name is
 * searched under the default order; the list's order is offered (and applies) only to a search of a CNPJ list.
 */
export function SortSelect(props: {
  value: FilterState['order'];
  onChange: (order: FilterState['order']) => void;
  hasList: boolean;
  /** The applied order starts with relevance (a name searched under the default order). */
  relevanceFirst: boolean;
}) {
  const value = !props.hasList && props.value === LIST_ORDER_OPTION ? DEFAULT_SORT_OPTION : props.value;
  return (
    <Select
      size="sm"
      // The longest labels ("Menor faturamento por empresa") whole: "por empresa" / "por CNPJ" is what differs.
      w={300}
      aria-label="Ordenar por"
      leftSection={<IconArrowsSort size={16} />}
      data={sortChoices({ hasList: props.hasList, relevanceFirst: props.relevanceFirst })}
      value={value}
      allowDeselect={false}
      onChange={(value) => {
        const option = SORT_OPTIONS.find((o) => o.value === value);
        if (option) props.onChange(option.value);
      }}
    />
  );
}
