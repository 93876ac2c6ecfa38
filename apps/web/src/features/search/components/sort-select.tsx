import { Select } from '@mantine/core';
import {
  DEFAULT_SORT_OPTION,
  LIST_ORDER_OPTION,
  SORT_OPTIONS,
} from '@prospecta/contracts/filter-catalogue-options';
import type { FilterState } from '@prospecta/contracts/filter-state';
import { IconArrowsSort } from '@tabler/icons-react';

const DATA = SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
const WITHOUT_LIST = DATA.filter((o) => o.value !== LIST_ORDER_OPTION);

/** The results' order; the list's order is offered (and applies) only to a search of a CNPJ list. */
export function SortSelect(props: {
  value: FilterState['order'];
  onChange: (order: FilterState['order']) => void;
  hasList: boolean;
}) {
  const value = !props.hasList && props.value === LIST_ORDER_OPTION ? DEFAULT_SORT_OPTION : props.value;
  return (
    <Select
      size="sm"
      // The longest labels ("Menor faturamento por empresa") whole: "por empresa" / "por CNPJ" is what differs.
      w={300}
      aria-label="Ordenar por"
      leftSection={<IconArrowsSort size={16} />}
      data={props.hasList ? DATA : WITHOUT_LIST}
      value={value}
      allowDeselect={false}
      onChange={(value) => {
        const option = SORT_OPTIONS.find((o) => o.value === value);
        if (option) props.onChange(option.value);
      }}
    />
  );
}
