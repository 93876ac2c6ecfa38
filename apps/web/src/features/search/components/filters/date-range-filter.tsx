import { Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import type { DateFilter } from '@prospecta/contracts/filter-state';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import { datePresets } from '@/features/search/lib/date-presets';

/** "DD/MM/YYYY" (older URLs) or "YYYY-MM-DD" → "YYYY-MM-DD"; '' stays empty. */
function toIso(value: string): string | null {
  if (!value) return null;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return br ? `${br[3]}-${br[2]}-${br[1]}` : value;
}

/** A period; it applies once both the start and the end are chosen (spec §5). */
export function DateRangeFilter({ filter, state, update }: FilterFieldProps) {
  const current: DateFilter = state.dateRanges[filter.id] ?? {
    inDate: '',
    toDate: '',
    queryField: filter.queryField,
  };
  const set = (patch: Partial<DateFilter>) =>
    update((s) => {
      const next = { ...current, ...patch };
      const dateRanges = { ...s.dateRanges, [filter.id]: next };
      if (!next.inDate && !next.toDate && next.queryField === filter.queryField) delete dateRanges[filter.id];
      return { ...s, dateRanges };
    });
  const incomplete = Boolean(current.inDate) !== Boolean(current.toDate);
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {filter.title}
      </Text>
      {filter.queryFieldChoices ? (
        <Select
          size="xs"
          aria-label={`${filter.title}: tipo de data`}
          data={filter.queryFieldChoices.map((c) => ({ value: c.value, label: c.label }))}
          value={current.queryField}
          allowDeselect={false}
          onChange={(value) => value && set({ queryField: value })}
        />
      ) : null}
      <DatePickerInput
        type="range"
        size="xs"
        aria-label={filter.title}
        placeholder="Escolha o período"
        valueFormat="DD/MM/YYYY"
        clearable
        allowSingleDateInRange
        // One click for the usual periods ("Últimos 12 meses"), beside the calendar.
        presets={datePresets(brasiliaDay())}
        value={[toIso(current.inDate), toIso(current.toDate)]}
        onChange={([start, end]) => set({ inDate: start ?? '', toDate: end ?? '' })}
        error={incomplete ? 'Escolha o início e o fim do período' : undefined}
      />
    </Stack>
  );
}
