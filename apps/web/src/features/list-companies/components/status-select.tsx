import { ColorSwatch, Group, Select } from '@mantine/core';
import {
  PROSPECTING_STATUS_LABELS,
  PROSPECTING_STATUSES,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { STATUS_COLORS } from '@/features/list-companies/lib/status-colors';

const data = PROSPECTING_STATUSES.map((s) => ({ value: s, label: PROSPECTING_STATUS_LABELS[s] }));

/** The prospecting status of one company for the signed-in user. */
export function StatusSelect(props: {
  value: ProspectingStatus;
  onChange: (status: ProspectingStatus) => void;
  label?: string;
  companyName: string;
  size?: 'xs' | 'sm';
  /** Why it cannot be changed (another user's status is shown); the select is disabled with it as its title. */
  lockedBecause?: string | null;
}) {
  return (
    <Select
      size={props.size ?? 'xs'}
      w={170}
      label={props.label}
      aria-label={`Status de prospecção de ${props.companyName}`}
      data={data}
      value={props.value}
      allowDeselect={false}
      disabled={Boolean(props.lockedBecause)}
      title={props.lockedBecause ?? undefined}
      onChange={(value) => value && value !== props.value && props.onChange(value as ProspectingStatus)}
      leftSection={<ColorSwatch size={10} color={`var(--mantine-color-${STATUS_COLORS[props.value]}-6)`} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch
            size={10}
            color={`var(--mantine-color-${STATUS_COLORS[option.value as ProspectingStatus]}-6)`}
          />
          {option.label}
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
