import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One option of a question: a checkbox drawn as a card (a button with role checkbox, so Tab reaches it and
 * Enter or Space ticks it). `name` is what a screen reader says; the card shows `children`.
 */
export function OptionCard(props: {
  name: string;
  checked: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Card
      checked={props.checked}
      onChange={props.onToggle}
      aria-label={props.name}
      radius="md"
      p="sm"
      h="100%"
      data-testid="welcome-option"
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Checkbox.Indicator size="sm" />
        {props.children}
      </Group>
    </Checkbox.Card>
  );
}
