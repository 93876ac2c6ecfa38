import { Box, Card, Text, VisuallyHidden } from '@mantine/core';
import type { FacetBucket } from '@prospecta/contracts/search-result';
import { type ReactNode, useId } from 'react';
import { chartFigures } from '@/features/search/lib/chart-text';

/**
 * A graph's card, named by its title (a region of the page). The drawing is hidden from screen readers, which
 * read `figures` instead as a list of every count it shows ("Sudeste: 12.345 empresas (40%)").
 */
export function FacetCard(props: {
  title: string;
  note?: string;
  children: ReactNode;
  testId?: string;
  figures: FacetBucket[];
  /** Under the graph, read by screen readers too (the drawing is hidden from them): e.g. "Ver todos". */
  footer?: ReactNode;
}) {
  const titleId = useId();
  const lines = chartFigures(props.figures);
  return (
    <Card p="md" data-testid={props.testId} component="section" aria-labelledby={titleId}>
      <Text fw={600} fz="sm" mb={props.note ? 2 : 'sm'} id={titleId}>
        {props.title}
      </Text>
      {props.note ? (
        <Text fz="xs" c="dimmed" mb="sm">
          {props.note}
        </Text>
      ) : null}
      {lines.length === 0 ? (
        props.children
      ) : (
        <>
          <Box aria-hidden>{props.children}</Box>
          <VisuallyHidden component="ul">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </VisuallyHidden>
        </>
      )}
      {props.footer}
    </Card>
  );
}
