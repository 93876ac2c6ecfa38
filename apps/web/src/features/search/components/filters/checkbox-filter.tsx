import { Badge, Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { selectedValues, withCheckbox } from '@prospecta/contracts/filter-state';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';

/** Several options; the counter shows how many are selected. Many options (states) go in columns. */
export function CheckboxFilter({ filter, state, update }: FilterFieldProps) {
  const selected = selectedValues(state, filter.id);
  const all = filter.options ?? [];
  const columns = all.length > 12 ? 3 : all.length > 4 ? 2 : 1;
  // Long lists of codes (the 27 states) read best in alphabetical order.
  const options = columns === 3 ? [...all].sort((a, b) => a.value.localeCompare(b.value)) : all;
  return (
    <Checkbox.Group
      value={selected}
      onChange={(values) => update((s) => withCheckbox(s, filter.id, values))}
      label={
        <Group gap={6}>
          <Text fz="sm" fw={600} component="span">
            {filter.title}
          </Text>
          {selected.length > 0 ? (
            <Badge size="xs" circle data-testid={`counter-${filter.id}`}>
              {selected.length}
            </Badge>
          ) : null}
        </Group>
      }
      description={filter.description}
    >
      <SimpleGrid cols={columns} spacing={6} verticalSpacing={6} mt={6}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={columns === 3 ? option.value : option.label}
            title={option.label}
            size="xs"
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
