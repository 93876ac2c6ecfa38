import { Select } from '@mantine/core';
import { SORT_OPTIONS } from '@prospecta/contracts/filter-catalogue-options';
import type { FilterState } from '@prospecta/contracts/filter-state';
import { IconArrowsSort } from '@tabler/icons-react';

const DATA = SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }));

export function SortSelect(props: {
  value: FilterState['order'];
  onChange: (order: FilterState['order']) => void;
}) {
  return (
    <Select
      size="sm"
      w={260}
      aria-label="Ordenar por"
      leftSection={<IconArrowsSort size={16} />}
      data={DATA}
      value={props.value}
      allowDeselect={false}
      onChange={(value) => {
        const option = SORT_OPTIONS.find((o) => o.value === value);
        if (option) props.onChange(option.value);
      }}
    />
  );
}
