import { Alert, Box, Button, Card, Drawer, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DEFAULT_SORT_OPTION, LIST_ORDER_OPTION } from '@prospecta/contracts/filter-catalogue-options';
import type { FilterState } from '@prospecta/contracts/filter-state';
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import { appliedFilterState, buildSearchQuery, type QueryContext } from '@prospecta/contracts/query-rules';
import { type QueryIssue, searchesTerm } from '@prospecta/contracts/query-rules-values';
import { IconAdjustmentsHorizontal, IconBolt, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useCountSearch } from '@/features/search/api/count-search';
import { useZipDistance } from '@/features/search/api/zip-distance';
import { CnpjListNotice } from '@/features/search/components/cnpj-list-notice';
import { FacetCharts } from '@/features/search/components/facet-charts';
import { FilterPanel } from '@/features/search/components/filter-panel';
import type { UpdateFilters } from '@/features/search/components/filters/filter-props';
import { ResultsEmpty, ResultsError, ResultsSkeleton } from '@/features/search/components/result-states';
import { ResultsCard } from '@/features/search/components/results-card';
import type { RowMark } from '@/features/search/components/results-table';
import { SearchHeader } from '@/features/search/components/search-header';
import { SortSelect } from '@/features/search/components/sort-select';
import { SummaryBar } from '@/features/search/components/summary-bar';
import { useClearFilters } from '@/features/search/hooks/use-clear-filters';
import { useEmptyCnpjLookup } from '@/features/search/hooks/use-empty-cnpj-lookup';
import { useFilterState } from '@/features/search/hooks/use-filter-state';
import { useSearchAnswer } from '@/features/search/hooks/use-search-answer';
import { type ShownAnswerHandlers, useShownAnswer } from '@/features/search/hooks/use-shown-answer';
import { useTickedRows } from '@/features/search/hooks/use-ticked-rows';
import { withoutUnknownCep } from '@/features/search/lib/cep-place';
import {
  EXPLAINING_EMPTY,
  emptyResultsHint,
  hidesExported,
  searchedCnpj,
  withExported,
} from '@/features/search/lib/empty-results';
import { panelCounts } from '@/features/search/lib/filter-count';
import {
  ignoredExclusiveOptions,
  lockedExclusiveOptions,
  lockReason,
} from '@/features/search/lib/role-locks';
import { type SavedSearch, savedSearchNotice } from '@/features/search/lib/saved-search';
import { searchedSecondaryCnaes } from '@/features/search/lib/secondary-cnae';
import { relevanceFirst } from '@/features/search/lib/sort-choices';
import { ApiError } from '@/lib/api-errors';
import { useNarrowWindow } from '@/lib/use-narrow-window';

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

/** "Ir para os resultados": the results table, else the screen's heading (no results, an error, loading). */
function focusResults() {
  const target =
    document.querySelector<HTMLElement>('[data-results-focus="table"]') ??
    document.querySelector<HTMLElement>('[data-results-focus="heading"]');
  target?.focus();
  target?.scrollIntoView({ block: 'start' });
}

export type SearchWorkspaceProps = ShownAnswerHandlers & {
  context: QueryContext;
  selectedCnpj: string | null;
  onOpenCompany: (searchId: string, cnpj: string) => void;
  renderActions: (info: SearchActionsInfo) => ReactNode;
  /** A mark beside a result's CNPJ (the screen's: the user's lists that already hold the company). */
  rowMark?: RowMark;
  /** Restore the filters kept in browser storage when the URL has none (the plain /search). */
  restoreStoredFilters: boolean;
  /**
   * A saved search opened without the screen's address (created through the API): its filters read back from
   * its query. Its own results show (by its id) until a filter changes.
   */
  saved?: SavedSearch | null;
};

/** The search screen: filter panel on the left; summary, results, pagination and graphs on the right. */
export function SearchWorkspace(props: SearchWorkspaceProps) {
  // A page past the deepest one a search reaches (an edited address) is the last reachable one (`readPage`).
  const { state, page, addressPage, setState, setPage, followingSaved, fromHistory } = useFilterState(
    props.restoreStoredFilters,
    props.saved ?? null,
  );
  const saved = followingSaved ? (props.saved ?? null) : null;
  const update: UpdateFilters = useCallback((change) => setState(change), [setState]);
  const clearFilters = useClearFilters(state, setState);
  // A CEP the registry does not know (its lookup refused, 422) is not searched: the distance is left out with
  // why, as a CEP still being typed is, and the results stay those of the other filters.
  const cepLookup = useZipDistance(state.cepDistance.zip, state.cepDistance.distance);
  const cepUnknown = cepLookup.error instanceof ApiError && cepLookup.error.status === 422;
  const searched = useMemo(() => withoutUnknownCep(state, cepUnknown), [state, cepUnknown]);
  const built = useMemo(() => {
    const result = buildSearchQuery(searched, props.context, { page });
    if (!cepUnknown) return result;
    const issue: QueryIssue = {
      code: 'invalid_cep',
      field: 'cep_distance',
      value: state.cepDistance.zip,
      message: `CEP ${state.cepDistance.zip.trim()} não encontrado: a distância não foi aplicada`,
    };
    return { ...result, issues: [...result.issues, issue] };
  }, [searched, state.cepDistance.zip, props.context, page, cepUnknown]);
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
    fromHistory,
  });
  const savedNotice = saved ? savedSearchNotice(saved.unshown) : null;
  const { answer, searchId, answered, announced } = useShownAnswer(
    { committed, current, results },
    { page, addressPage, setPage },
    props,
  );
  // Keyed by the filters as run: a saved search reopened writes the role's forced options into its address.
  const { checked, onCheck, clearChecked } = useTickedRows(appliedUrl);

  // A mistyped CNPJ is not searched: the exclusive options stay as without a term.
  const hasTerm = searchesTerm(state.term);
  const locked = useMemo(
    () => ({
      ids: lockedExclusiveOptions(props.context, hasTerm),
      offIds: ignoredExclusiveOptions(props.context, hasTerm),
      reason: lockReason(hasTerm),
    }),
    [props.context, hasTerm],
  );
  const updating = pending !== null || !current || results.isFetching;
  // "Por empresa" on the employee / revenue filters: rows show the company's figures; the graphs (each CNPJ by
  // its own) say so while such a filter is applied.
  const companyFigures = useMemo(
    () => ({ employees: state.radios.employees === 'empresa', revenue: state.radios.revenues === 'empresa' }),
    [state.radios.employees, state.radios.revenues],
  );
  // The CNAEs searched under "CNAE secundário": a row found by one names it under its main activity.
  const secondaryCnaes = useMemo(
    () => searchedSecondaryCnaes({ radios: { cnae: searched.radios.cnae }, cnaes: searched.cnaes }),
    [searched.radios.cnae, searched.cnaes],
  );
  const where = built.ok ? built.query.search.where : undefined;
  const companyFilters = useMemo(
    () => ({
      employees: where?.qt_funcionarios_empresa !== undefined,
      revenue: where?.vl_faturamento_empresa !== undefined,
    }),
    [where],
  );
  const lookup = useEmptyCnpjLookup(
    answered && answer?.total === 0 ? searchedCnpj(state) : null,
    answer?.releaseDate ?? null,
  );
  // An empty answer under the user's "ainda não exportadas" counts (free) what the same search finds without it:
  // a seller who just added every result to a list is told they are there, not to loosen the filters.
  const exportedQuery = useMemo(() => {
    if (!answered || answer?.total !== 0 || !hidesExported(searched, locked)) return null;
    const result = buildSearchQuery(withExported(searched), props.context, { page: 1 });
    return result.ok ? result.query : null;
  }, [answered, answer?.total, searched, locked, props.context]);
  const exportedCount = useCountSearch(exportedQuery);
  const exported =
    exportedQuery && exportedCount.data && !exportedCount.isPlaceholderData
      ? exportedCount.data.companies_count
      : null;
  // Until what hid the companies is known (the one CNPJ's lookup, the count without "ainda não exportadas"),
  // the empty answer says it is looking: the generic "afrouxe os filtros" with "Limpar filtros" came first
  // for a second or two, and a quick user cleared every filter for nothing.
  const explaining =
    lookup === 'pending' || (exported === null && exportedQuery !== null && !exportedCount.isError);
  const updatingLabel =
    pending?.reason === 'filters' ? 'Atualizando a contagem em instantes…' : 'Atualizando resultados…';
  // Below 1 024 px (half a laptop screen, beside a CRM) the panel beside the results left them a column of
  // one word per line: the filters open in a drawer from "Filtros" instead, the results take the width.
  const narrow = useNarrowWindow();
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  // The counters count what the search applies: the filters as searched (an unknown CEP left out).
  const counts = useMemo(() => panelCounts(searched, locked), [searched, locked]);
  const panel = (
    <FilterPanel
      state={state}
      counts={counts}
      update={update}
      locked={locked}
      onApplyNow={commitNow}
      onClear={clearFilters}
    />
  );

  return (
    // A grid so that the page's header comes first in the document while the filter panel keeps the left
    // column from the top: the heading (where the keyboard lands on arriving), "Ir para os resultados", the
    // header's actions, the panel's hundred stops, then the results.
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : 'auto minmax(0, 1fr)',
        gridTemplateRows: 'auto 1fr',
        gridTemplateAreas: narrow ? '"header" "results"' : '"panel header" "panel results"',
        columnGap: 'var(--mantine-spacing-lg)',
        rowGap: 'var(--mantine-spacing-md)',
        alignItems: 'start',
      }}
    >
      <SearchHeader style={{ gridArea: 'header' }} onSkipToResults={focusResults}>
        {narrow ? (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            onClick={filtersDrawer.open}
            aria-expanded={filtersOpen}
          >
            {counts.total > 0 ? `Filtros (${counts.total})` : 'Filtros'}
          </Button>
        ) : null}
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
      {narrow ? (
        <Drawer
          opened={filtersOpen}
          onClose={filtersDrawer.close}
          title="Filtros da busca"
          size={340}
          closeButtonProps={{ 'aria-label': 'Fechar' }}
        >
          <Box h="calc(100vh - 90px)">{panel}</Box>
        </Drawer>
      ) : (
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
          {panel}
        </Card>
      )}
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
                hint={
                  explaining
                    ? EXPLAINING_EMPTY
                    : emptyResultsHint(state, locked, lookup, answer.releaseDate, exported)
                }
                explaining={explaining}
                onClear={clearFilters}
                onShowExported={() => update(withExported)}
                onOpen={(cnpj) => searchId && props.onOpenCompany(searchId, cnpj)}
              />
            ) : (
              <ResultsCard
                total={answer.total}
                page={page}
                setPage={setPage}
                rows={answer.rows}
                selectedCnpj={props.selectedCnpj}
                checked={checked}
                onCheck={onCheck}
                clearChecked={clearChecked}
                // The rows of the page or search before, still shown while the new ones come, open nothing: the
                // drawer's steps walk the new answer, where that company is not (it opened without them).
                onOpen={(cnpj) =>
                  searchId && !results.isPlaceholderData && props.onOpenCompany(searchId, cnpj)
                }
                previous={results.isPlaceholderData}
                updating={updating}
                companyFigures={companyFigures}
                secondaryCnaes={secondaryCnaes}
                rowMark={props.rowMark}
                sort={
                  <SortSelect
                    value={state.order}
                    hasList={state.cnpjInclude.length > 0}
                    relevanceFirst={relevanceFirst(appliedSort)}
                    onChange={(order) => setState((s) => ({ ...s, order }))}
                  />
                }
              />
            )}
            <FacetCharts facets={answer.facets} companyFilters={companyFilters} />
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
