import { useDroppable } from '@dnd-kit/core';
import { Badge, Card, Center, Group, Loader, Pagination, ScrollArea, Stack, Text } from '@mantine/core';
import { PROSPECTING_STATUS_LABELS, type ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { useEffect } from 'react';
import { useKanbanColumn } from '@/features/list-companies/api/get-kanban-column';
import { KanbanCard } from '@/features/list-companies/components/kanban-card';
import { pageAfterLoad } from '@/features/list-companies/lib/kanban-moves';
import { STATUS_COLORS } from '@/features/list-companies/lib/status-colors';

export const KANBAN_COLUMN_WIDTH = 272;

export function KanbanColumnView(props: {
  listId: string;
  status: ProspectingStatus;
  page: number;
  query: string;
  /** Whose statuses the column shows (null: the signed-in user's); another user's board is read-only. */
  viewAs: string | null;
  onPage: (page: number) => void;
  companyHref: (companyId: string) => string;
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
      w={KANBAN_COLUMN_WIDTH}
      p="xs"
      bg={isOver ? `var(--mantine-color-${color}-0)` : 'var(--mantine-color-gray-0)'}
      withBorder
      style={{
        flexShrink: 0,
        borderTop: `3px solid var(--mantine-color-${color}-6)`,
        transition: 'background 120ms',
      }}
      data-testid={`kanban-column-${status}`}
      aria-label={`Coluna ${PROSPECTING_STATUS_LABELS[status]}`}
    >
      <Group justify="space-between" px={4} pb="xs">
        <Text fw={700} fz="sm">
          {PROSPECTING_STATUS_LABELS[status]}
        </Text>
        <Badge variant="light" color={color} data-testid={`kanban-total-${status}`}>
          {data?.total ?? '…'}
        </Badge>
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - 360px)" type="auto" offsetScrollbars>
        <Stack gap={8} mih={120} p={2}>
          {column.isPending ? (
            <Center h={100}>
              <Loader size="sm" />
            </Center>
          ) : null}
          {column.isError ? (
            <Text fz="xs" c="red.9" ta="center" py="md">
              Não foi possível carregar esta coluna.
            </Text>
          ) : null}
          {data?.companies.map((company) => (
            <KanbanCard
              key={company.id}
              company={company}
              href={props.companyHref(company.id)}
              readOnly={viewAs !== null}
            />
          ))}
          {data && data.companies.length === 0 ? (
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
            getItemProps={(p) => ({ 'aria-label': `${PROSPECTING_STATUS_LABELS[status]}: página ${p}` })}
          />
        </Center>
      ) : null}
    </Card>
  );
}
