import { Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';

type Page = { total: number; pages: number };

/**
 * The states of a paged list in a panel, said the same way everywhere: a skeleton named for screen readers while
 * the first answer comes (none while the filters are invalid and nothing is asked), the failure with "Tentar de
 * novo", the empty text, else the rows and the pager when there is more than one page.
 */
export function PagedResults<T>(props: {
  /** The list's query: its answer (the previous one while another page comes), its failure and retry. */
  query: {
    data: T | undefined;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** How many rows in all, and in how many pages. */
  paging: (data: T) => Page;
  /** Nothing is asked (e.g. a period whose end comes before its start): no skeleton. */
  idle?: boolean;
  page: number;
  onPage: (page: number) => void;
  /** "os onboardings": "Carregando os onboardings". */
  what: string;
  errorTitle: string;
  emptyText: string;
  emptyTestId?: string;
  /**
   * The rows of the answer's page, and what to say when there are none though the list has some: a page from
   * the address past the last one (an old link, rows filtered out since), with "Ir para a primeira página".
   */
  rows?: (data: T) => number;
  pastEndText?: string;
  children: (data: T) => ReactNode;
}) {
  const { query, idle = false } = props;
  const data = query.isError ? undefined : query.data;
  const paging = data === undefined ? null : props.paging(data);
  return (
    <>
      {query.isError ? (
        <RetryAlert
          title={props.errorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {data === undefined && !query.isError && !idle ? (
        <Stack gap="xs" role="status" aria-label={`Carregando ${props.what}`}>
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : null}
      {data !== undefined && paging?.total === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid={props.emptyTestId}>
          {props.emptyText}
        </Text>
      ) : null}
      {data !== undefined && paging && paging.total > 0 && props.rows?.(data) === 0 ? (
        <Group gap="sm">
          <Text fz="sm" c="dimmed">
            {props.pastEndText ?? 'Esta página não tem resultados.'}
          </Text>
          <Button size="xs" variant="light" onClick={() => props.onPage(1)}>
            Ir para a primeira página
          </Button>
        </Group>
      ) : data !== undefined && paging && paging.total > 0 ? (
        <>
          {props.children(data)}
          {paging.pages > 1 ? (
            <Group justify="center">
              <Pagination size="sm" total={paging.pages} value={props.page} onChange={props.onPage} />
            </Group>
          ) : null}
        </>
      ) : null}
    </>
  );
}
