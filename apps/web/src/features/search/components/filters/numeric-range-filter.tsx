import { Group, NumberInput, Stack, Text } from '@mantine/core';
import type { NumericRange } from '@prospecta/contracts/filter-state';
import { searchField } from '@prospecta/contracts/search-fields';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';

const EMPTY: NumericRange = { value_start: null, value_end: null };

function asNumber(value: NumericRange['value_start']): number | null {
  if (value === null || String(value).trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** "De" / "Até"; a range applies only when both bounds are numbers and the end is not below the start. */
export function NumericRangeFilter({ filter, state, update }: FilterFieldProps) {
  const range = state.numericRanges[filter.id] ?? EMPTY;
  const start = asNumber(range.value_start);
  const end = asNumber(range.value_end);
  const set = (patch: Partial<NumericRange>) =>
    update((s) => {
      const nextRange = { ...(s.numericRanges[filter.id] ?? EMPTY), ...patch };
      const numericRanges = { ...s.numericRanges, [filter.id]: nextRange };
      if (nextRange.value_start === null && nextRange.value_end === null) delete numericRanges[filter.id];
      return { ...s, numericRanges };
    });
  const toBound = (v: string | number) => (v === '' ? null : v);
  const inverted = start !== null && end !== null && end < start;
  // The field's own bounds (quality 0–100): a value outside is said at its box, as the query leaves it out.
  const field = searchField(filter.queryField);
  const outside = (n: number | null) =>
    n !== null &&
    ((field?.min !== undefined && n < field.min) || (field?.max !== undefined && n > field.max));
  const boundsError =
    field?.min !== undefined && field.max !== undefined
      ? `Use valores de ${field.min.toLocaleString('pt-BR')} a ${field.max.toLocaleString('pt-BR')}`
      : 'Valor fora do permitido';
  const incomplete = (start === null) !== (end === null);
  const describedBy = filter.description ? `${filter.id}-description` : undefined;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {filter.title}
      </Text>
      {filter.description ? (
        <Text fz="xs" c="dimmed" id={`${filter.id}-description`}>
          {filter.description}
        </Text>
      ) : null}
      <Group gap="xs" grow>
        <NumberInput
          size="xs"
          placeholder="De"
          aria-label={`${filter.title}: de`}
          aria-describedby={describedBy}
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          value={start ?? ''}
          onChange={(v) => set({ value_start: toBound(v) })}
          error={outside(start) ? boundsError : undefined}
        />
        <NumberInput
          size="xs"
          placeholder="Até"
          aria-label={`${filter.title}: até`}
          aria-describedby={describedBy}
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          value={end ?? ''}
          onChange={(v) => set({ value_end: toBound(v) })}
          error={
            outside(end) ? boundsError : inverted ? 'O fim deve ser maior ou igual ao início' : undefined
          }
        />
      </Group>
      {incomplete ? (
        <Text fz="xs" c="dimmed">
          Preencha os dois valores para aplicar.
        </Text>
      ) : null}
    </Stack>
  );
}
