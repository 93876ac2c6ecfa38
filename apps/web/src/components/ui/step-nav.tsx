import { Button, Group, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { dialogOver } from '@/lib/dialog-over';

/** Widgets whose own keyboard use takes the arrow keys. */
const ARROW_WIDGETS = ['tablist', 'radiogroup', 'listbox', 'menu', 'slider', 'grid', 'tree']
  .map((role) => `[role="${role}"]`)
  .join(',');

/**
 * Where a step leads: a path of the app and the navigation state to go with it (`replace`: in place of the
 * current history entry); `onGo` runs as the step is taken (by click or key), before the navigation.
 */
export type StepTarget = { to: string; state?: unknown; replace?: boolean; onGo?: () => void };

/**
 * "Anterior", where we are, "Próxima": steps through a sequence of companies (a list's, a page of results)
 * without going back to it, also with the ← and → keys (outside text fields, and not while a dialog is open
 * over it). A step with no target is shown disabled.
 */
export function StepNav(props: {
  /** The navigation's accessible name. */
  label: string;
  /** "6 de 10", "13 de 1.234". */
  where: string;
  previous: StepTarget | null;
  next: StepTarget | null;
}) {
  const navigate = useNavigate();
  const nav = useRef<HTMLDivElement>(null);
  const go = (target: StepTarget | null) => (event: KeyboardEvent) => {
    // A focused widget that moves with the arrows (the drawer's tabs, a radio group) keeps them.
    if (!target || (event.target instanceof Element && event.target.closest(ARROW_WIDGETS))) return;
    if (dialogOver(nav.current)) return;
    target.onGo?.();
    // At once, not in a transition: a key pressed right after (a status on a company's page) reached the page
    // being left while the next one was still rendering.
    navigate(target.to, { state: target.state, replace: target.replace, flushSync: true });
  };
  useHotkeys([
    ['ArrowLeft', go(props.previous)],
    ['ArrowRight', go(props.next)],
  ]);
  const step = (target: StepTarget | null, text: string, side: 'left' | 'right') => {
    const [icon, key, arrow] =
      side === 'left'
        ? [{ leftSection: <IconChevronLeft size={16} /> }, 'ArrowLeft', '←']
        : [{ rightSection: <IconChevronRight size={16} /> }, 'ArrowRight', '→'];
    return target ? (
      <Button
        component={Link}
        to={target.to}
        state={target.state}
        replace={target.replace}
        onClick={target.onGo}
        variant="default"
        size="sm"
        title={`${text} (tecla ${arrow})`}
        aria-keyshortcuts={key}
        {...icon}
      >
        {text}
      </Button>
    ) : (
      <Button variant="default" size="sm" disabled {...icon}>
        {text}
      </Button>
    );
  };
  return (
    <Group ref={nav} gap={6} wrap="nowrap" role="navigation" aria-label={props.label}>
      {step(props.previous, 'Anterior', 'left')}
      <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {props.where}
      </Text>
      {step(props.next, 'Próxima', 'right')}
    </Group>
  );
}
