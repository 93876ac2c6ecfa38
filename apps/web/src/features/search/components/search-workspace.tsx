import { Alert, Box, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { clearAllFilters, type FilterState } from '@prospecta/contracts/filter-state';
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import { buildSearchQuery, type QueryContext, SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import { MAX_OFFSET } from '@prospecta/contracts/search-fields';
import { IconBolt, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useSearchResults } from '@/features/search/api/create-search';
import { FacetCharts } from '@/features/search/components/facet-charts';
import { FilterPanel } from '@/features/search/components/filter-panel';
import type { UpdateFilters } from '@/features/search/components/filters/filter-props';
import { ResultsEmpty, ResultsError, ResultsSkeleton } from '@/features/search/components/result-states';
import { ResultsTable } from '@/features/search/components/results-table';
import { SortSelect } from '@/features/search/components/sort-select';
import { SummaryBar } from '@/features/search/components/summary-bar';
import { useCommittedQuery } from '@/features/search/hooks/use-committed-query';
import { useFilterState } from '@/features/search/hooks/use-filter-state';
import { lockedExclusiveOptions, lockReason } from '@/features/search/lib/role-locks';
import { pageCount, pageRangeText } from '@/features/search/lib/search-format';
import { withSavedUrl } from '@/features/search/lib/url-state';

export type SearchActionsInfo = {
  searchId: string | null;
  total: number;
  totalEmployees: number;
  state: FilterState;
  /** The filters as URL parameters (what a saved search keeps to be re-run). */
  url: string;
};

export type SearchWorkspaceProps = {
  context: QueryContext;
  selectedCnpj: string | null;
  onOpenCompany: (searchId: string, cnpj: string) => void;
  /** The stored search behind the results (its id goes in the URL). */
  onSearchStored: (searchId: string) => void;
  renderActions: (info: SearchActionsInfo) => ReactNode;
  /** Restore the filters kept in browser storage when the URL has none (the plain /search). */
  restoreStoredFilters: boolean;
};

/** The search screen: filter panel on the left; summary, results, pagination and graphs on the right. */
export function SearchWorkspace(props: SearchWorkspaceProps) {
  const { state, page, setState, setPage } = useFilterState(props.restoreStoredFilters);
  const update: UpdateFilters = useCallback((change) => setState(change), [setState]);
  const built = useMemo(() => buildSearchQuery(state, props.context, { page }), [state, props.context, page]);
  const url = useMemo(() => toUrlParams(state).toString(), [state]);
  const next = useMemo(() => (built.ok ? withSavedUrl(built.query, url) : null), [built, url]);
  const { committed, pending, commitNow } = useCommittedQuery(next ?? { search: {} }, page);
  const results = useSearchResults(built.ok ? committed : null);
  const answer = results.data?.search;
  const searchId = results.data?.id ?? null;
  const { onSearchStored } = props;
  useEffect(() => {
    if (searchId) onSearchStored(searchId);
  }, [searchId, onSearchStored]);

  const hasTerm = state.term.trim() !== '';
  const locked = { ids: lockedExclusiveOptions(props.context, hasTerm), reason: lockReason(hasTerm) };
  const updating = pending !== null || results.isFetching;
  const updatingLabel =
    pending?.reason === 'filters' ? 'Atualizando a contagem em instantes…' : 'Atualizando resultados…';

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Card
        w={340}
        p="md"
        style={{ flexShrink: 0, position: 'sticky', top: 'calc(var(--app-shell-header-height) + 16px)' }}
        h="calc(100vh - var(--app-shell-header-height) - 48px)"
      >
        <FilterPanel state={state} update={update} locked={locked} />
      </Card>
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} fz={26}>
              Busca de empresas
            </Title>
            <Text c="dimmed" fz="sm">
              Combine filtros para encontrar as empresas certas para prospectar.
            </Text>
          </Stack>
          <Group gap="sm">
            {pending ? (
              <Button variant="light" leftSection={<IconBolt size={16} />} onClick={commitNow}>
                Atualizar agora
              </Button>
            ) : null}
            {props.renderActions({
              searchId,
              total: answer?.total ?? 0,
              totalEmployees: answer?.summary.totalEmployees ?? 0,
              state,
              url,
            })}
          </Group>
        </Group>
        {built.issues.length > 0 ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle />} p="xs" data-testid="query-issues">
            <Text fz="sm">
              Alguns filtros ainda não foram aplicados: {built.issues.map((i) => i.message).join('; ')}
            </Text>
          </Alert>
        ) : null}
        {results.isError && !answer ? (
          <ResultsError message={results.error.message} onRetry={() => void results.refetch()} />
        ) : null}
        {!answer && !results.isError ? <ResultsSkeleton /> : null}
        {answer ? (
          <>
            <SummaryBar
              summary={answer.summary}
              releaseDate={answer.releaseDate}
              updating={updating}
              updatingLabel={updatingLabel}
            />
            {results.isError ? (
              <ResultsError message={results.error.message} onRetry={() => void results.refetch()} />
            ) : null}
            {answer.total === 0 ? (
              <ResultsEmpty onClear={() => setState(clearAllFilters())} />
            ) : (
              <Card p={0} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}>
                <Group justify="space-between" p="md" pb="xs">
                  <Text fz="sm" c="dimmed" data-testid="page-range">
                    {pageRangeText(page, SEARCH_PAGE_SIZE, answer.total)}
                  </Text>
                  <SortSelect value={state.order} onChange={(order) => setState((s) => ({ ...s, order }))} />
                </Group>
                <ResultsTable
                  rows={answer.rows}
                  selectedCnpj={props.selectedCnpj}
                  onOpen={(cnpj) => searchId && props.onOpenCompany(searchId, cnpj)}
                />
                <Box p="md">
                  <Pagination
                    total={pageCount(answer.total, SEARCH_PAGE_SIZE, MAX_OFFSET)}
                    value={page}
                    onChange={setPage}
                    withEdges
                    getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
                    data-testid="pagination"
                  />
                </Box>
              </Card>
            )}
            <FacetCharts facets={answer.facets} />
          </>
        ) : null}
      </Stack>
    </Group>
  );
}
