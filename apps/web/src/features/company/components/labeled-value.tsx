import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The small upper-case label of a value, or the heading of a block of them (the economic activity). */
export function FieldLabel({ children }: { children: ReactNode }) {
  return (
    <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
      {children}
    </Text>
  );
}

/** A label above its value, used by every section of the company drawer. */
export function LabeledValue(props: {
  label: string;
  children: ReactNode;
  estimate?: boolean;
  testId?: string;
}) {
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <FieldLabel>{props.label}</FieldLabel>
        {props.estimate ? (
          <Badge size="xs" variant="light" color="grape">
            estimativa
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm" fw={500} data-testid={props.testId} component="div">
        {props.children}
      </Text>
    </Stack>
  );
}
