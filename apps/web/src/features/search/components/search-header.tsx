import { Group, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from '@/features/search/components/skip-link.module.css';

/**
 * The search screen's heading, "Ir para os resultados" and the screen's actions (`children`), first in the
 * document: the heading is where the keyboard lands on arriving, the skip button the first Tab stop after it,
 * so a keyboard user passes the filter panel's hundred stops at once.
 */
export function SearchHeader(props: {
  style?: CSSProperties;
  onSkipToResults: () => void;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" pos="relative" style={props.style}>
      <Stack gap={2}>
        {/* Focusable from code only: where the keyboard goes when a drawer closes with no results shown. */}
        <Title order={1} fz={26} tabIndex={-1} data-results-focus="heading">
          Busca de empresas
        </Title>
        <Text c="dimmed" fz="sm">
          Combine filtros para encontrar as empresas certas para prospectar.
        </Text>
      </Stack>
      {/* A button, not a link to "#resultados": a hash in the address would be a history entry of the search. */}
      <button type="button" className={classes.skipLink} onClick={props.onSkipToResults}>
        Ir para os resultados
      </button>
      <Group gap="sm">{props.children}</Group>
    </Group>
  );
}
