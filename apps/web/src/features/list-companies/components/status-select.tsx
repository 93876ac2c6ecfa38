import { ColorSwatch, Group, Kbd, Select } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  PROSPECTING_STATUS_LABELS,
  PROSPECTING_STATUSES,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { STATUS_COLORS } from '@/features/list-companies/lib/status-colors';
import { statusSelectText } from '@/features/list-companies/lib/status-select-text';
import { dialogOver } from '@/lib/dialog-over';

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
  /** Whose status it is when locked (another user's): with a label, said in it with why it is read-only. */
  owner?: string | null;
  /**
   * The keys 1 to 6 choose the statuses in their order (outside text fields, and not while a dialog is open:
   * a key pressed in the export or report dialog changed the status behind it): the one select of a page, so
   * a seller calling through a list sets the outcome and steps on without the mouse.
   */
  withShortcuts?: boolean;
}) {
  const shortcuts = Boolean(props.withShortcuts && !props.lockedBecause);
  const text = statusSelectText({
    label: props.label,
    owner: props.lockedBecause ? (props.owner ?? 'outro usuário') : null,
    shortcuts,
  });
  useHotkeys(
    shortcuts
      ? PROSPECTING_STATUSES.map((status, index) => [
          String(index + 1),
          () => status !== props.value && !dialogOver() && props.onChange(status),
        ])
      : [],
  );
  return (
    <Select
      size={props.size ?? 'xs'}
      w={props.lockedBecause && props.label ? 260 : shortcuts || props.label ? 210 : 170}
      label={text.label}
      aria-label={`Status de prospecção de ${props.companyName}`}
      aria-keyshortcuts={shortcuts ? PROSPECTING_STATUSES.map((_, i) => i + 1).join(' ') : undefined}
      description={text.description}
      data={data}
      value={props.value}
      allowDeselect={false}
      disabled={Boolean(props.lockedBecause)}
      title={props.lockedBecause ?? undefined}
      onChange={(value) => value && value !== props.value && props.onChange(value as ProspectingStatus)}
      leftSection={<ColorSwatch size={10} color={`var(--mantine-color-${STATUS_COLORS[props.value]}-6)`} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap" w="100%">
          <ColorSwatch
            size={10}
            color={`var(--mantine-color-${STATUS_COLORS[option.value as ProspectingStatus]}-6)`}
          />
          {option.label}
          {shortcuts ? (
            <Kbd size="xs" ml="auto">
              {PROSPECTING_STATUSES.indexOf(option.value as ProspectingStatus) + 1}
            </Kbd>
          ) : null}
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
