import { Badge, Group, Switch, Tooltip } from '@mantine/core';
import type { ExclusiveOptionId } from '@prospecta/contracts/filter-state';
import { IconLock } from '@tabler/icons-react';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';

function isExclusiveId(id: string, state: FilterFieldProps['state']): id is ExclusiveOptionId {
  return id in state.exclusive;
}

/** An on/off option of "Opções exclusivas"; the ones the role keeps on are locked with the reason. */
export function ExclusiveFilter({ filter, state, update, locked }: FilterFieldProps) {
  const id = filter.id;
  if (!isExclusiveId(id, state)) return null;
  const isLocked = locked.ids.includes(id);
  const label = (
    <Group gap={6} component="span">
      {filter.title}
      {isLocked ? <IconLock size={12} aria-label="Opção fixa" /> : null}
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
      checked={isLocked || state.exclusive[id]}
      disabled={isLocked || filter.pending}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        update((s) => ({ ...s, exclusive: { ...s.exclusive, [id]: on } }));
      }}
      data-testid={`exclusive-${id}`}
    />
  );
  return isLocked ? (
    <Tooltip label={locked.reason} multiline w={260} withArrow position="right">
      <div>{control}</div>
    </Tooltip>
  ) : (
    control
  );
}
