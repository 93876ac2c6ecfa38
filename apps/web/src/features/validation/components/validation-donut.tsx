import { DonutChart, type DonutChartCell } from '@mantine/charts';

/**
 * The validation card's donut, in a chunk of its own (`lazy` in validation-panel.tsx): the charts library is
 * 342 KB, and every list page mounts the validation tab hidden. Out of the Tab order: recharts makes the chart
 * and its pie focusable "application"s by default.
 */
export function ValidationDonut({ slices }: { slices: DonutChartCell[] }) {
  return (
    <DonutChart
      data={slices}
      size={92}
      thickness={14}
      withTooltip={false}
      accessibilityLayer={false}
      pieProps={{ rootTabIndex: -1 }}
    />
  );
}
