import { Alert, Box, Button, Card, Group, Pagination, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { DEFAULT_SORT_OPTION, LIST_ORDER_OPTION } from '@prospecta/contracts/filter-catalogue-options';
import { clearAllFilters, type FilterState } from '@prospecta/contracts/filter-state';
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import {
  appliedFilterState,
  buildSearchQuery,
  type QueryContext,
  SEARCH_PAGE_SIZE,
} from '@prospecta/contracts/query-rules';
import { searchesTerm } from '@prospecta/contracts/query-rules-values';
import { MAX_OFFSET } from '@prospecta/contracts/search-fields';
import { IconBolt, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFindCompany } from '@/features/search/api/find-company';
import { CnpjListNotice } from '@/features/search/components/cnpj-list-notice';
import { FacetCharts } from '@/features/search/components/facet-charts';
import { FilterPanel } from '@/features/search/components/filter-panel';
import type { UpdateFilters } from '@/features/search/components/filters/filter-props';
import { ResultsEmpty, ResultsError, ResultsSkeleton } from '@/features/search/components/result-states';
import { ResultsTable } from '@/features/search/components/results-table';
import { SearchHeader } from '@/features/search/components/search-header';
import { SortSelect } from '@/features/search/components/sort-select';
import { SummaryBar } from '@/features/search/components/summary-bar';
import { useFilterState } from '@/features/search/hooks/use-filter-state';
import { useSearchAnswer } from '@/features/search/hooks/use-search-answer';
import { type CnpjLookup, emptyResultsHint, searchedCnpj } from '@/features/search/lib/empty-results';
import {
  ignoredExclusiveOptions,
  lockedExclusiveOptions,
  lockReason,
} from '@/features/search/lib/role-locks';
import { type SavedSearch, savedSearchNotice } from '@/features/search/lib/saved-search';
import { foundText, pageCount, pageRangeText, pagesCappedText } from '@/features/search/lib/search-format';
import { relevanceFirst } from '@/features/search/lib/sort-choices';
import { ApiError } from '@/lib/api-errors';
import { showUndoToast } from '@/lib/undo-toast';

const FILTERS_CLEARED_TOAST = 'filters-cleared';

export type SearchActionsInfo = {
  searchId: string | null;
  total: number;
  totalEmployees: number;
  state: FilterState;
  /**
   * The filters as URL parameters, as the search runs them (what a saved search keeps to be re-run and its
   * summary describes): the options the role rules force are written as they apply.
   */
  url: string;
  /** CNPJs ticked in the results (on any page of this search). */
  checked: string[];
  clearChecked: () => void;
};

const NONE: ReadonlySet<string> = new Set();

/** "Ir para os resultados": the results table, else the screen's heading (no results, an error, loading). */
function focusResults() {
  const target =
    document.querySelector<HTMLElement>('[data-results-focus="table"]') ??
    document.querySelector<HTMLElement>('[data-results-focus="heading"]');
  target?.focus();
  target?.scrollIntoView({ block: 'start' });
}

export type SearchWorkspaceProps = {
  context: QueryContext;
  selectedCnpj: string | null;
  onOpenCompany: (searchId: string, cnpj: string) => void;
  /** The stored search behind the results (its id goes in the URL). */
  onSearchStored: (searchId: string) => void;
  renderActions: (info: SearchActionsInfo) => ReactNode;
  /** Restore the filters kept in browser storage when the URL has none (the plain /search). */
  restoreStoredFilters: boolean;
  /**
   * A saved search opened without the screen's address (created through the API): its filters read back from
   * its query. Its own results show (by its id) until a filter changes.
   */
  saved?: SavedSearch | null;
  /** Each page of results once its answer is in (the drawer steps through them). */
  onPageShown?: (shown: ShownPage) => void;
  /** A page's answer failed (the error shows in the results). */
  onPageFailed?: () => void;
};

/** A page of results on screen: its stored search, its CNPJs in order, where it is among the pages. */
export type ShownPage = {
  searchId: string;
  cnpjs: string[];
  page: number;
  /** Pages a user may reach (the deepest offset bounds them). */
  pages: number;
  total: number;
};

/** The search screen: filter panel on the left; summary, results, pagination and graphs on the right. */
export function SearchWorkspace(props: SearchWorkspaceProps) {
  const {
    state,
    page: asked,
    setState,
    setPage,
    followingSaved,
  } = useFilterState(props.restoreStoredFilters, props.saved?.state ?? null);
  const saved = followingSaved ? (props.saved ?? null) : null;
  // A page past the deepest one a search reaches (an edited address) asks for the last reachable one.
  const page = Math.min(asked, pageCount(Number.POSITIVE_INFINITY, SEARCH_PAGE_SIZE, MAX_OFFSET));
  const update: UpdateFilters = useCallback((change) => setState(change), [setState]);
  // "Limpar filtros" can be taken back: a detailed search not saved was lost in one click. Only here: its
  // toast goes when the search screen does (pressed elsewhere, it wrote the filters into that screen's address).
  useEffect(
    () => () => {
      notifications.hide(FILTERS_CLEARED_TOAST);
    },
    [],
  );
  const clearFilters = useCallback(() => {
    const before = state;
    setState(clearAllFilters());
    showUndoToast({
      id: FILTERS_CLEARED_TOAST,
      title: 'Filtros limpos',
      message: 'A busca voltou a todas as empresas.',
      onUndo: () => setState(before),
    });
  }, [state, setState]);
  const resultsTop = useRef<HTMLDivElement>(null);
  const built = useMemo(() => buildSearchQuery(state, props.context, { page }), [state, props.context, page]);
  const url = useMemo(() => toUrlParams(state).toString(), [state]);
  const appliedUrl = useMemo(
    () => toUrlParams(appliedFilterState(state, props.context)).toString(),
    [state, props.context],
  );
  const { committed, pending, current, commitNow, results, appliedSort } = useSearchAnswer({
    query: built.ok ? built.query : null,
    url,
    page,
    saved,
  });
  const savedNotice = saved ? savedSearchNotice(saved.unshown) : null;
  const answer = results.data?.search;
  const capped = answer ? pagesCappedText(answer.total, SEARCH_PAGE_SIZE, MAX_OFFSET) : null;
  const searchId = results.data?.id ?? null;
  const { onSearchStored, onPageShown, onPageFailed } = props;
  // The answer of the committed query (not the previous one kept on screen while it loads).
  const settled = answer && searchId && committed && !results.isPlaceholderData;
  // ... and of the filters and page asked for now: the address moved (Back, a link) while it was shown, it
  // is the previous one's until the new query commits. Its total must not correct the new address's page
  // (Back to a page 2 replaced the address with page 1 of the filters left, Forward's entry included).
  const answered = settled && current;
  const shownOffset = committed?.search.offset ?? 0;
  useEffect(() => {
    if (!settled || !answer || !searchId) return;
    onPageShown?.({
      searchId,
      cnpjs: answer.rows.map((row) => row.cnpj),
      page: Math.floor(shownOffset / SEARCH_PAGE_SIZE) + 1,
      pages: pageCount(answer.total, SEARCH_PAGE_SIZE, MAX_OFFSET),
      total: answer.total,
    });
  }, [settled, answer, searchId, shownOffset, onPageShown]);
  // A page past the last of the answer (an edited address, or results that shrank): go to the last one.
  const lastPage = answered && answer ? pageCount(answer.total, SEARCH_PAGE_SIZE, MAX_OFFSET) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);
  useEffect(() => {
    if (results.isError) onPageFailed?.();
  }, [results.isError, onPageFailed]);
  // Ticked rows belong to the filters they were ticked under: changing a filter (or the order) starts over.
  const [ticked, setTicked] = useState<{ url: string; cnpjs: ReadonlySet<string> }>({ url, cnpjs: NONE });
  const checked = ticked.url === url ? ticked.cnpjs : NONE;
  const onCheck = useCallback(
    (cnpjs: string[], on: boolean) =>
      setTicked((t) => {
        const next = new Set(t.url === url ? t.cnpjs : NONE);
        for (const cnpj of cnpjs) {
          if (on) next.add(cnpj);
          else next.delete(cnpj);
        }
        return { url, cnpjs: next };
      }),
    [url],
  );
  const clearChecked = useCallback(() => setTicked({ url, cnpjs: NONE }), [url]);
  useEffect(() => {
    if (searchId) onSearchStored(searchId);
  }, [searchId, onSearchStored]);

  // A mistyped CNPJ is not searched: the exclusive options stay as without a term.
  const hasTerm = searchesTerm(state.term);
  const locked = {
    ids: lockedExclusiveOptions(props.context, hasTerm),
    offIds: ignoredExclusiveOptions(props.context, hasTerm),
    reason: lockReason(hasTerm),
  };
  const updating = pending !== null || !current || results.isFetching;
  // "Por empresa" on the employee / revenue filters: rows show the company's figures; the graphs (each CNPJ by
  // its own) say so while such a filter is applied.
  const companyFigures = useMemo(
    () => ({ employees: state.radios.employees === 'empresa', revenue: state.radios.revenues === 'empresa' }),
    [state.radios.employees, state.radios.revenues],
  );
  const where = built.ok ? built.query.search.where : undefined;
  const companyFilters = useMemo(
    () => ({
      employees: where?.qt_funcionarios_empresa !== undefined,
      revenue: where?.vl_faturamento_empresa !== undefined,
    }),
    [where],
  );
  // One polite live region says the total once a search's answer is in (not while typing: the recount waits
  // for the debounce); another page of the same results says the same words, so nothing is read again.
  const [announced, setAnnounced] = useState('');
  const answeredTotal = answered && answer ? answer.total : null;
  useEffect(() => {
    if (answeredTotal !== null) setAnnounced(foundText(answeredTotal));
  }, [answeredTotal]);
  // A search of one CNPJ that finds nothing asks the registry (free) whether the company is there at all:
  // hidden by the filters, it can be opened anyway; missing, the filters are not to blame.
  const emptyCnpj = answered && answer?.total === 0 ? searchedCnpj(state) : null;
  const company = useFindCompany(emptyCnpj);
  const lookup: CnpjLookup | null =
    emptyCnpj === null
      ? null
      : company.data
        ? {
            found: {
              cnpj: company.data.cnpj,
              name: company.data.razao_social ?? company.data.nome_fantasia ?? formatCnpj(emptyCnpj),
              situacao: company.data.situacao.label,
            },
          }
        : company.error instanceof ApiError && company.error.status === 404
          ? { missing: true, releaseDate: answer?.releaseDate ?? null }
          : null;
  const updatingLabel =
    pending?.reason === 'filters' ? 'Atualizando a contagem em instantes…' : 'Atualizando resultados…';

  return (
    // A grid so that the page's header comes first in the document while the filter panel keeps the left
    // column from the top: the heading (where the keyboard lands on arriving), "Ir para os resultados", the
    // header's actions, the panel's hundred stops, then the results.
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gridTemplateRows: 'auto 1fr',
        gridTemplateAreas: '"panel header" "panel results"',
        columnGap: 'var(--mantine-spacing-lg)',
        rowGap: 'var(--mantine-spacing-md)',
        alignItems: 'start',
      }}
    >
      <SearchHeader style={{ gridArea: 'header' }} onSkipToResults={focusResults}>
        {pending ? (
          <Button variant="light" leftSection={<IconBolt size={16} />} onClick={commitNow}>
            Atualizar agora
          </Button>
        ) : null}
        {props.renderActions({
          // While a change waits or loads, the results on screen are the previous search's: nothing is
          // saved or added from them.
          searchId: answered ? searchId : null,
          total: answer?.total ?? 0,
          totalEmployees: answer?.summary.totalEmployees ?? 0,
          state,
          url: appliedUrl,
          checked: [...checked],
          clearChecked,
        })}
      </SearchHeader>
      <Card
        w={{ base: 300, xl: 340 }}
        p="md"
        style={{
          gridArea: 'panel',
          position: 'sticky',
          top: 'calc(var(--app-shell-header-height) + 16px)',
        }}
        h="calc(100vh - var(--app-shell-header-height) - 48px)"
      >
        <FilterPanel
          state={state}
          update={update}
          locked={locked}
          onApplyNow={commitNow}
          onClear={clearFilters}
        />
      </Card>
      <Stack gap="md" style={{ gridArea: 'results', minWidth: 0 }}>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic data-testid="results-announcement">
          {announced}
        </VisuallyHidden>
        <CnpjListNotice
          cnpjs={state.cnpjInclude}
          found={answered ? (answer?.total ?? null) : null}
          onClear={() =>
            setState((s) => ({
              ...s,
              cnpjInclude: [],
              order: s.order === LIST_ORDER_OPTION ? DEFAULT_SORT_OPTION : s.order,
            }))
          }
        />
        {savedNotice ? (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle />}
            p="xs"
            data-testid="saved-search-notice"
          >
            <Text fz="sm">{savedNotice}</Text>
          </Alert>
        ) : null}
        {built.issues.length > 0 ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle />} p="xs" data-testid="query-issues">
            <Text fz="sm">
              Alguns filtros ainda não foram aplicados: {built.issues.map((i) => i.message).join('; ')}
            </Text>
          </Alert>
        ) : null}
        {results.isError && !answer ? (
          <ResultsError error={results.error} onRetry={() => void results.refetch()} />
        ) : null}
        {!answer && !results.isError ? <ResultsSkeleton /> : null}
        {answer ? (
          <>
            <SummaryBar
              summary={answer.summary}
              search={committed?.search}
              releaseDate={answer.releaseDate}
              updating={updating}
              updatingLabel={updatingLabel}
            />
            {results.isError ? (
              <ResultsError error={results.error} onRetry={() => void results.refetch()} />
            ) : null}
            {answer.total === 0 ? (
              <ResultsEmpty
                hint={emptyResultsHint(state, locked, lookup)}
                onClear={clearFilters}
                onOpen={(cnpj) => searchId && props.onOpenCompany(searchId, cnpj)}
              />
            ) : (
              <Card
                ref={resultsTop}
                p={0}
                component="section"
                aria-label="Resultados da busca"
                tabIndex={-1}
                data-results-focus="table"
                aria-busy={updating}
                style={{
                  cursor: results.isPlaceholderData ? 'progress' : undefined,
                  opacity: updating ? 0.6 : 1,
                  transition: 'opacity 150ms',
                  scrollMarginTop: 'calc(var(--app-shell-header-height) + 16px)',
                }}
              >
                <Group justify="space-between" p="md" pb="xs">
                  <Group gap="sm">
                    <Text fz="sm" c="dimmed" data-testid="page-range">
                      {pageRangeText(page, SEARCH_PAGE_SIZE, answer.total)}
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
                  <SortSelect
                    value={state.order}
                    hasList={state.cnpjInclude.length > 0}
                    relevanceFirst={relevanceFirst(appliedSort)}
                    onChange={(order) => setState((s) => ({ ...s, order }))}
                  />
                </Group>
                <ResultsTable
                  rows={answer.rows}
                  selectedCnpj={props.selectedCnpj}
                  checked={checked}
                  onCheck={onCheck}
                  // The rows of the page or search before, still shown while the new ones come, open nothing: the
                  // drawer's steps walk the new answer, where that company is not (it opened without them).
                  onOpen={(cnpj) =>
                    searchId && !results.isPlaceholderData && props.onOpenCompany(searchId, cnpj)
                  }
                  companyFigures={companyFigures}
                />
                <Box p="md">
                  <Pagination
                    total={pageCount(answer.total, SEARCH_PAGE_SIZE, MAX_OFFSET)}
                    value={page}
                    onChange={(to) => {
                      setPage(to);
                      // The new page is read from its first row, not from the pagination under the last:
                      // brought down below the sticky header (its scroll margin) when it is above it or under it.
                      const card = resultsTop.current;
                      if (
                        card &&
                        card.getBoundingClientRect().top < parseFloat(getComputedStyle(card).scrollMarginTop)
                      )
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
            )}
            <FacetCharts facets={answer.facets} companyFilters={companyFilters} />
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
