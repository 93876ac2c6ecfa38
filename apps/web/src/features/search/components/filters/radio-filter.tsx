import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { FilterState } from '@prospecta/contracts/filter-state';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';

/** The radio filters of the catalogue and the state key each one sets. */
const RADIO_KEYS: Record<string, keyof FilterState['radios']> = {
  cnae_escopo: 'cnae',
  funcionarios_nivel: 'employees',
  faturamento_nivel: 'revenues',
};

export function RadioFilter({ filter, state, update }: FilterFieldProps) {
  const key = RADIO_KEYS[filter.id];
  if (!key) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {filter.title}
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        // Two words that do not fit side by side ("CNAE secundário") go on two lines, not under the edge.
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
        value={state.radios[key]}
        data={(filter.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
        onChange={(value) =>
          update((s) => ({ ...s, radios: { ...s.radios, [key]: value } as FilterState['radios'] }))
        }
      />
    </Stack>
  );
}
