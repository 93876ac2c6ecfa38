import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function FacetCard(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card p="md" data-testid={props.testId}>
      <Text fw={600} fz="sm" mb="sm">
        {props.title}
      </Text>
      {props.children}
    </Card>
  );
}
