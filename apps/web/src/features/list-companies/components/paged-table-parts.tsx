import { Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { type StatusFilter, statusFilterPhrase } from '@/features/list-companies/lib/status-filter';

/** A list's paged table that could not load: what failed and a button to ask again. */
export function TableLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card p="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        <Button variant="light" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Card>
  );
}

/** The pages under a list's paged table; nothing when there is one page. */
export function TablePages(props: { total: number; page: number; onChange: (page: number) => void }) {
  if (props.total <= 1) return null;
  return (
    <Group justify="center" p="md">
      <Pagination total={props.total} value={props.page} onChange={props.onChange} />
    </Group>
  );
}

/** No row: an empty list, or a search or status filter that finds nothing (with the way out of the filter). */
export function EmptyTable(props: { query: string; filter: StatusFilter | null; onShowAll: () => void }) {
  const { query, filter } = props;
  if (!query && !filter)
    return (
      <Text c="dimmed" ta="center" p="xl" data-testid="list-companies-empty">
        Esta lista ainda não tem empresas.
      </Text>
    );
  const what = filter ? statusFilterPhrase(filter) : '';
  return (
    <Stack align="center" gap="xs" p="xl">
      <Text c="dimmed" ta="center" data-testid="list-companies-empty">
        {query && filter
          ? `Nenhuma empresa ${what} encontrada com esta busca.`
          : query
            ? 'Nenhuma empresa encontrada com esta busca.'
            : `Nenhuma empresa ${what} nesta lista.`}
      </Text>
      {filter ? (
        <Button variant="light" size="xs" onClick={props.onShowAll}>
          Mostrar todos os status
        </Button>
      ) : null}
    </Stack>
  );
}
