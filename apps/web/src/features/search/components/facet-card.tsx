import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function FacetCard(props: { title: string; note?: string; children: ReactNode; testId?: string }) {
  return (
    <Card p="md" data-testid={props.testId}>
      <Text fw={600} fz="sm" mb={props.note ? 2 : 'sm'}>
        {props.title}
      </Text>
      {props.note ? (
        <Text fz="xs" c="dimmed" mb="sm">
          {props.note}
        </Text>
      ) : null}
      {props.children}
    </Card>
  );
}
