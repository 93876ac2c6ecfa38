import { Badge, Group, Switch, Tooltip } from '@mantine/core';
import type { ExclusiveOptionId } from '@prospecta/contracts/filter-state';
import { IconLock } from '@tabler/icons-react';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';

function isExclusiveId(id: string, state: FilterFieldProps['state']): id is ExclusiveOptionId {
  return id in state.exclusive;
}

/**
 * A locked option is on and stays on: drawn on (the primary colour, faded), not in the grey of a disabled
 * switch, which read as off.
 */
const LOCKED_ON = {
  track: {
    backgroundColor: 'var(--mantine-primary-color-filled)',
    borderColor: 'var(--mantine-primary-color-filled)',
    opacity: 0.55,
  },
  label: { color: 'var(--mantine-color-text)' },
};

/**
 * An on/off option of "Opções exclusivas"; the ones the role keeps on, and those a search term leaves out
 * (shown off, the user's choice kept for when the term goes), are locked with the reason.
 */
export function ExclusiveFilter({ filter, state, update, locked }: FilterFieldProps) {
  const id = filter.id;
  if (!isExclusiveId(id, state)) return null;
  const isLocked = locked.ids.includes(id);
  const isLockedOff = locked.offIds.includes(id);
  const label = (
    <Group gap={6} component="span">
      {filter.title}
      {isLocked || isLockedOff ? <IconLock size={12} aria-label="Opção fixa" /> : null}
      {filter.pending ? (
        <Badge size="xs" variant="light" color="gray">
          Em breve
        </Badge>
      ) : null}
    </Group>
  );
  const control = (
    <Switch
      size="sm"
      label={label}
      checked={isLocked || (!isLockedOff && state.exclusive[id])}
      disabled={isLocked || isLockedOff || filter.pending}
      styles={isLocked ? LOCKED_ON : undefined}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        update((s) => ({ ...s, exclusive: { ...s.exclusive, [id]: on } }));
      }}
      data-testid={`exclusive-${id}`}
    />
  );
  return isLocked || isLockedOff ? (
    <Tooltip label={locked.reason} multiline w={260} withArrow position="right">
      <div>{control}</div>
    </Tooltip>
  ) : (
    control
  );
}
