import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import {
  EMPLOYEE_SLIDER_MARKS,
  REVENUE_SLIDER_MARKS,
  REVENUE_SLIDER_MAX,
} from '@prospecta/contracts/filter-catalogue-options';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import { employeeSliderLabel } from '@/features/search/lib/search-format';
import {
  employeePositionToValue,
  employeeValueToPosition,
  LAST_EMPLOYEE_MARK,
} from '@/features/search/lib/slider-marks';

function Header(props: { title: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fz="sm" fw={600}>
        {props.title}
      </Text>
      <Text fz="xs" c="brand.7" fw={600} data-testid="slider-value">
        {props.value}
      </Text>
    </Group>
  );
}

/**
 * A mark label at an end of the track, drawn inward from its mark instead of centred on it: "+500 mi" centred
 * on the last mark stuck out past the filter card's right edge.
 */
function EdgeLabel({ end, children }: { end: 'start' | 'end'; children: string }) {
  return (
    <span style={{ display: 'inline-block', transform: `translateX(${end === 'end' ? '-50%' : '50%'})` }}>
      {children}
    </span>
  );
}

/** The label of mark `index` of `count`, kept inside the track at both ends. */
function markLabel(index: number, count: number, label: string | undefined) {
  if (label === undefined) return undefined;
  if (index === 0) return <EdgeLabel end="start">{label}</EdgeLabel>;
  if (index === count - 1) return <EdgeLabel end="end">{label}</EdgeLabel>;
  return label;
}

export function EmployeeSliderFilter({ filter, state, update }: FilterFieldProps) {
  const [start, end] = state.employees;
  return (
    <Stack gap={6} pb="md">
      <Header title={filter.title} value={`${employeeSliderLabel(start)} a ${employeeSliderLabel(end)}`} />
      <RangeSlider
        min={0}
        max={LAST_EMPLOYEE_MARK}
        step={1}
        minRange={1}
        label={null}
        aria-label={filter.title}
        thumbFromLabel={`${filter.title}: mínimo`}
        thumbToLabel={`${filter.title}: máximo`}
        // A screen reader says the number of employees the thumb stands for, not its position.
        thumbValueText={(position) => {
          const value = employeePositionToValue(position);
          return `${employeeSliderLabel(value)} ${value === 1 ? 'funcionário' : 'funcionários'}`;
        }}
        marks={EMPLOYEE_SLIDER_MARKS.map((m, i) => ({
          value: i,
          // "500" ran into "+500" beside it: the dot stays, the header above says the exact range.
          label: markLabel(
            i,
            EMPLOYEE_SLIDER_MARKS.length,
            i === LAST_EMPLOYEE_MARK - 1 ? undefined : m.label,
          ),
        }))}
        value={[employeeValueToPosition(start), employeeValueToPosition(end)]}
        onChange={([a, b]) =>
          update((s) => ({ ...s, employees: [employeePositionToValue(a), employeePositionToValue(b)] }))
        }
      />
    </Stack>
  );
}

const REVENUE_LABELLED = new Set([0, 3, 6, REVENUE_SLIDER_MAX]);

export function RevenueSliderFilter({ filter, state, update }: FilterFieldProps) {
  const [start, end] = state.revenues;
  const label = (i: number) => (i === 0 ? 'R$ 0' : `R$ ${REVENUE_SLIDER_MARKS[i]?.label ?? ''}`);
  return (
    <Stack gap={6} pb="md">
      <Header title={filter.title} value={`${label(start)} a ${label(end)}`} />
      <RangeSlider
        min={0}
        max={REVENUE_SLIDER_MAX}
        step={1}
        minRange={1}
        label={null}
        aria-label={filter.title}
        thumbFromLabel={`${filter.title}: mínimo`}
        thumbToLabel={`${filter.title}: máximo`}
        thumbValueText={label}
        // A tick at every step, a label at three-step intervals: labels two steps apart ran together on a
        // 1 280-px screen ("360 mil5 mi", "300 mi+500 mi").
        marks={REVENUE_SLIDER_MARKS.map((m) => ({
          value: m.index,
          label: markLabel(
            m.index,
            REVENUE_SLIDER_MARKS.length,
            REVENUE_LABELLED.has(m.index) ? m.label : undefined,
          ),
        }))}
        value={[start, end]}
        onChange={([a, b]) => update((s) => ({ ...s, revenues: [a, b] }))}
      />
    </Stack>
  );
}
