import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
          {props.label}
        </Text>
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
