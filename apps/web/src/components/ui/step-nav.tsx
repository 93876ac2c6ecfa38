import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Where a step leads: a path of the app and the navigation state to go with it. */
export type StepTarget = { to: string; state?: unknown };

/**
 * "Anterior", where we are, "Próxima": steps through a sequence of companies (a list's, a page of results)
 * without going back to it. A step with no target is shown disabled.
 */
export function StepNav(props: {
  /** The navigation's accessible name. */
  label: string;
  /** "6 de 10", "3 de 10 nesta página". */
  where: string;
  previous: StepTarget | null;
  next: StepTarget | null;
}) {
  const step = (target: StepTarget | null, text: string, side: 'left' | 'right') => {
    const icon =
      side === 'left'
        ? { leftSection: <IconChevronLeft size={16} /> }
        : { rightSection: <IconChevronRight size={16} /> };
    return target ? (
      <Button component={Link} to={target.to} state={target.state} variant="default" size="sm" {...icon}>
        {text}
      </Button>
    ) : (
      <Button variant="default" size="sm" disabled {...icon}>
        {text}
      </Button>
    );
  };
  return (
    <Group gap={6} wrap="nowrap" role="navigation" aria-label={props.label}>
      {step(props.previous, 'Anterior', 'left')}
      <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {props.where}
      </Text>
      {step(props.next, 'Próxima', 'right')}
    </Group>
  );
}
