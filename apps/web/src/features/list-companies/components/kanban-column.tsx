import { useDroppable } from '@dnd-kit/core';
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import {
  type ListCompany,
  PROSPECTING_STATUS_LABELS,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { useEffect } from 'react';
import { useKanbanColumn } from '@/features/list-companies/api/get-kanban-column';
import { KanbanCard } from '@/features/list-companies/components/kanban-card';
import {
  KANBAN_COLUMN_MAX_WIDTH,
  KANBAN_COLUMN_MIN_WIDTH,
} from '@/features/list-companies/lib/kanban-layout';
import { pageAfterLoad } from '@/features/list-companies/lib/kanban-moves';
import { STATUS_COLORS } from '@/features/list-companies/lib/status-colors';

/**
 * The columns share the board's width, so the six statuses fit side by side from a 1 366 px screen
 * (`lib/kanban-layout.ts`): "Sucesso" and "Descartado", where cards end up, stay in sight. Narrower, the board
 * scrolls sideways.
 */
export function KanbanColumnView(props: {
  listId: string;
  status: ProspectingStatus;
  page: number;
  query: string;
  /** Whose statuses the column shows (null: the signed-in user's); another user's board is read-only. */
  viewAs: string | null;
  onPage: (page: number) => void;
  companyHref: (companyId: string, column: ProspectingStatus) => string;
  onRemove?: (company: ListCompany) => void;
  /** False while the board says once that no column has a company (a search that found nothing). */
  dropHint: boolean;
}) {
  const { status, page, onPage, viewAs } = props;
  const column = useKanbanColumn(props.listId, status, page, props.query, viewAs);
  const { setNodeRef, isOver } = useDroppable({ id: `column:${status}` });
  const data = column.data;
  useEffect(() => {
    if (!data || column.isPlaceholderData) return;
    const next = pageAfterLoad(data, page);
    if (next !== page) onPage(next);
  }, [data, page, onPage, column.isPlaceholderData]);
  const color = STATUS_COLORS[status];
  return (
    <Card
      ref={setNodeRef}
      p={6}
      bg={isOver ? `var(--mantine-color-${color}-0)` : 'var(--mantine-color-gray-0)'}
      withBorder
      style={{
        flex: '1 0 0',
        minWidth: KANBAN_COLUMN_MIN_WIDTH,
        maxWidth: KANBAN_COLUMN_MAX_WIDTH,
        borderTop: `3px solid var(--mantine-color-${color}-6)`,
        transition: 'background 120ms',
      }}
      data-testid={`kanban-column-${status}`}
      aria-label={`Coluna ${PROSPECTING_STATUS_LABELS[status]}`}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} px={4} pb="xs">
        <Text fw={700} fz="sm" lh={1.25}>
          {PROSPECTING_STATUS_LABELS[status]}
        </Text>
        <Badge variant="light" style={{ flexShrink: 0 }} color={color} data-testid={`kanban-total-${status}`}>
          {data?.total ?? '…'}
        </Badge>
      </Group>
      {/* Vertical only, its content as wide as the column: ScrollArea's content is a table by default, which
          a card's unbreakable line (CNPJ, phone) would widen past the column's edge. */}
      <ScrollArea.Autosize
        mah="calc(100vh - 360px)"
        type="auto"
        scrollbars="y"
        // Thin: the scrollbar's room comes out of the cards' width.
        scrollbarSize={6}
        offsetScrollbars="present"
        styles={{ content: { display: 'block', minWidth: 0 } }}
      >
        <Stack gap={8} mih={120} p={2}>
          {column.isPending ? (
            <Center h={100}>
              <Loader size="sm" />
            </Center>
          ) : null}
          {column.isError ? (
            <Stack gap={6} align="center" py="md" role="alert">
              <Text fz="xs" c="red.9" ta="center">
                Não foi possível carregar esta coluna.
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                onClick={() => column.refetch()}
                loading={column.isFetching}
              >
                Tentar de novo
              </Button>
            </Stack>
          ) : null}
          {/* A column that failed to load shows only that, not the cards or the empty hint of an older answer. */}
          {column.isError
            ? null
            : data?.companies.map((company) => (
                <KanbanCard
                  key={company.id}
                  company={company}
                  href={props.companyHref(company.id, status)}
                  readOnly={viewAs !== null}
                  onRemove={props.onRemove}
                />
              ))}
          {props.dropHint && data && !column.isError && data.companies.length === 0 ? (
            <Text fz="xs" c="dimmed" ta="center" py="lg">
              {viewAs === null ? 'Arraste empresas para cá' : 'Nenhuma empresa'}
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      {data && data.total_pages > 1 ? (
        <Center pt="xs">
          <Pagination
            size="xs"
            total={data.total_pages}
            value={page}
            onChange={onPage}
            siblings={0}
            // Without the arrows the pages fit on one line of a column 154 px wide (a 1280-px screen).
            withControls={false}
            getItemProps={(p) => ({ 'aria-label': `${PROSPECTING_STATUS_LABELS[status]}: página ${p}` })}
          />
        </Center>
      ) : null}
    </Card>
  );
}
