import { Box, Button, Card, Group, Pagination, Text } from '@mantine/core';
import { SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import { MAX_OFFSET } from '@prospecta/contracts/search-fields';
import { type ReactNode, useRef } from 'react';
import { ResultsTable, type ResultsTableProps } from '@/features/search/components/results-table';
import { pageCount, pageRangeText, pagesCappedText } from '@/features/search/lib/search-format';

export type ResultsCardProps = ResultsTableProps & {
  total: number;
  page: number;
  setPage: (page: number) => void;
  clearChecked: () => void;
  /** The order menu, beside the page's range. */
  sort: ReactNode;
  /** A change waits or loads: the rows on screen are dimmed and busy. */
  updating: boolean;
  /** The rows are the page or search before, still shown while the new ones come. */
  previous: boolean;
};

/** A page of results: its range and the rows ticked, the order, the table and the pagination. */
export function ResultsCard({
  total,
  page,
  setPage,
  clearChecked,
  sort,
  updating,
  previous,
  ...table
}: ResultsCardProps) {
  const resultsTop = useRef<HTMLDivElement>(null);
  const { checked } = table;
  const capped = pagesCappedText(total, SEARCH_PAGE_SIZE, MAX_OFFSET);
  const pages = pageCount(total, SEARCH_PAGE_SIZE, MAX_OFFSET);
  // A page past the last (an edited address, results that shrank) is corrected to the last one as soon as its
  // answer is in (useShownAnswer); meanwhile no range is said ("Mostrando 4.991–925 de 925" flashed).
  const past = page > pages;
  return (
    <Card
      ref={resultsTop}
      p={0}
      component="section"
      aria-label="Resultados da busca"
      tabIndex={-1}
      data-results-focus="table"
      aria-busy={updating}
      style={{
        cursor: previous ? 'progress' : undefined,
        opacity: updating ? 0.6 : 1,
        transition: 'opacity 150ms',
        scrollMarginTop: 'calc(var(--app-shell-header-height) + 16px)',
      }}
    >
      <Group justify="space-between" p="md" pb="xs">
        <Group gap="sm">
          <Text fz="sm" c="dimmed" data-testid="page-range">
            {past ? null : pageRangeText(page, SEARCH_PAGE_SIZE, total)}
          </Text>
          {checked.size > 0 ? (
            <Group gap={4}>
              <Text fz="sm" fw={600} c="brand.8" data-testid="checked-count">
                {checked.size.toLocaleString('pt-BR')}{' '}
                {checked.size === 1 ? 'empresa selecionada' : 'empresas selecionadas'}
              </Text>
              <Button variant="subtle" size="compact-xs" onClick={clearChecked}>
                Limpar seleção
              </Button>
            </Group>
          ) : null}
        </Group>
        {sort}
      </Group>
      <ResultsTable {...table} />
      <Box p="md">
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(to) => {
            setPage(to);
            // The new page is read from its first row, not from the pagination under the last:
            // brought down below the sticky header (its scroll margin) when it is above it or under it.
            const card = resultsTop.current;
            if (card && card.getBoundingClientRect().top < parseFloat(getComputedStyle(card).scrollMarginTop))
              card.scrollIntoView({ block: 'start' });
          }}
          withEdges
          data-testid="pagination"
        />
        {capped ? (
          <Text fz="xs" c="dimmed" mt="xs" data-testid="pages-capped">
            {capped}
          </Text>
        ) : null}
      </Box>
    </Card>
  );
}
