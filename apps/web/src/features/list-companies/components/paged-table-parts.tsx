import { Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ListTableScope } from '@/features/list-companies/api/get-list-companies';
import { emptyListHint } from '@/features/list-companies/lib/empty-list';
import { type StatusFilter, statusFilterPhrase } from '@/features/list-companies/lib/status-filter';
import { isRetryUseless } from '@/lib/api-errors';

/** What a list's paged table of companies (the table, the list by decision makers) takes from its screen. */
export type ListTableViewProps = {
  listId: string;
  /** The search, statuses and whose statuses (the API's request). */
  scope: ListTableScope;
  /** The status filter those statuses come from, named when it leaves the table empty. */
  filter: StatusFilter | null;
  onShowAll: () => void;
  /** Why the statuses cannot be changed here (another user's are shown), or nothing. */
  statusLocked?: string | null;
  /**
   * The page shown (1-based), kept by the screen (in its address) so coming back from a company returns to it;
   * a page turned is a new history entry, one corrected by the table (`replace`) is not.
   */
  page: number;
  onPageChange: (page: number, change?: { replace?: boolean }) => void;
  companyHref: (companyId: string) => string;
};

/**
 * A list's paged table that could not load: what failed and a button to ask again — or, when asking again
 * cannot help (a 403, a 404: the list is no longer the user's to see), the server's reason instead.
 */
export function TableLoadFailed({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  const final = isRetryUseless(error);
  return (
    <Card p="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        {final && error instanceof Error ? <Text fz="sm">{error.message}</Text> : null}
        {final ? null : (
          <Button variant="light" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
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
export function EmptyTable(props: {
  query: string;
  filter: StatusFilter | null;
  onShowAll: () => void;
  /** Where to find companies to add; none when the user may not search. */
  searchHref?: string | null;
}) {
  const { query, filter } = props;
  if (!query && !filter)
    return (
      <Stack align="center" gap="sm" p="xl">
        <Text c="dimmed" ta="center" data-testid="list-companies-empty">
          Esta lista ainda não tem empresas.
        </Text>
        <Text c="dimmed" ta="center" fz="sm" maw={520} data-testid="list-companies-empty-hint">
          {emptyListHint(Boolean(props.searchHref))}
        </Text>
        {props.searchHref ? (
          <Button component={Link} to={props.searchHref} variant="light" size="xs">
            Buscar empresas para adicionar
          </Button>
        ) : null}
      </Stack>
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
