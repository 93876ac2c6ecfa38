import { Anchor, Breadcrumbs, Button, Grid, Group, Stack, Text } from '@mantine/core';
import {
  type ListCompany,
  PROSPECTING_STATUS_LABELS,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCanSearch } from '@/app/guards';
import { useStatusChange } from '@/app/routes/list-status-change';
import { useListTableAddress } from '@/app/routes/list-table-address';
import { viewedProspector } from '@/app/routes/view-as-select';
import { cutCrumb, ONE_LINE_CRUMBS } from '@/components/ui/cut-crumb';
import { StepNav } from '@/components/ui/step-nav';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { getLookAlikeCnpjs } from '@/features/company/api/get-look-alike';
import { SimilarSearchButton } from '@/features/company/components/similar-search-button';
import { ExportButton } from '@/features/exports/components/export-button';
import {
  LIST_COMPANIES_KEY,
  type ListTableScope,
  scopeKey,
} from '@/features/list-companies/api/get-list-companies';
import { listCompanyQueryOptions, useListCompany } from '@/features/list-companies/api/get-list-company';
import { companyTitle } from '@/features/list-companies/components/kanban-card';
import { ListCompanyDetail } from '@/features/list-companies/components/list-company-detail';
import { useRemoveOne } from '@/features/list-companies/components/removal-question';
import { useEarlyStatusKey } from '@/features/list-companies/hooks/use-early-status-key';
import { useListSync } from '@/features/list-companies/hooks/use-list-sync';
import { useRemoveFromList } from '@/features/list-companies/hooks/use-remove-from-list';
import { type Steps, stepsFromNeighbours } from '@/features/list-companies/lib/move-steps';
import { changeStatusWithUndo } from '@/features/list-companies/lib/status-toast';
import { stepsWhere } from '@/features/list-companies/lib/steps-where';
import { useList } from '@/features/lists/api/get-list';
import { AccuracyFeedbackButton } from '@/features/lists/components/accuracy-feedback-button';
import { ListNotFound } from '@/features/lists/components/list-not-found';
import { listUnavailable } from '@/features/lists/lib/list-gone';
import { canManageList, workedByOthers } from '@/features/lists/lib/list-permissions';
import { listsRootLabel } from '@/features/lists/lib/lists-root-label';
import { NotesPanel } from '@/features/notes/components/notes-panel';
import { useOpenSimilarSearch } from '@/features/search/hooks/use-open-similar-search';
import { LOADING_PAGE_NAME } from '@/lib/page-title';
import { readTabJson, writeTabJson } from '@/lib/tab-storage';
import { usePageTitle } from '@/lib/use-page-title';

/** /infosets/{infosetId}/companies/{companyId}: a company inside a list, with notes. */
export function ListCompanyRoute() {
  const { infosetId = '', companyId = '' } = useParams();
  // The table's search and status filter the company was opened from: its steps walk the companies the table
  // showed, and the way back to the list finds the table as it was.
  const { scope: tableScope, viewAs, withTable, listHref, kanban } = useListTableAddress();
  const scope: ListTableScope = useMemo(
    () => (kanban ? { ...tableScope, order: 'kanban' } : tableScope),
    [kanban, tableScope],
  );
  const list = useList(infosetId);
  const viewed = viewedProspector(list.data, viewAs);
  const company = useListCompany(infosetId, companyId, scope);
  const statusChange = useStatusChange();
  const me = useMe();
  // A change of this list in another tab shows here at once (the company's status, its steps).
  useListSync(infosetId);
  // As a kanban drop does: a status set here (the select, or the keys 1 to 6, easy to press by mistake) says
  // where the company went, with "Desfazer" for the toast's 5 s; a refused change closes it.
  // One toast for every change (lib/status-toast.ts): the next company's change replaces this one's.
  const onStatusChange = (c: ListCompany, to: ProspectingStatus) =>
    changeStatusWithUndo({
      company: c,
      to,
      name: companyTitle(c),
      apply: (company, status, onRolledBack) =>
        statusChange({ listId: infosetId, company, to: status, onRolledBack }),
    });
  const canSearch = useCanSearch();
  const openSimilar = useOpenSimilarSearch();
  const shown = company.data;
  // A company no longer in the list (removed meanwhile, found by a later read) keeps its name in the breadcrumb
  // but no actions nor notes: the detail says it left the list.
  const present = company.isError ? undefined : company.data;
  const loading = company.isPending;
  // While it loads the tab says so, as the screen does ("Empresa da lista" read as the company's name).
  usePageTitle(shown ? companyTitle(shown) : loading ? LOADING_PAGE_NAME : null);
  // While a company not fetched ahead loads, its steps as the companies beside it in the cache know them: the
  // bar stays, and "Anterior" (or "Próxima") works before the company is there.
  const loadingSteps = useLoadingSteps(infosetId, companyId, scope, loading);
  const neighbours = useColumnSteps(companyId, shown, scope) ?? loadingSteps;
  // A status key pressed before the company is there is applied once it is (or said refused), never lost.
  const earlyStatus = useEarlyStatusKey({
    companyId,
    company: present,
    failed: company.isError,
    locked: viewed.statusLocked,
    apply: onStatusChange,
  });
  const navigate = useNavigate();
  const removal = useRemoveFromList(infosetId);
  const removeOne = useRemoveOne(list.data !== undefined && workedByOthers(list.data, me.data));
  const companyHref = (id: string) => withTable(paths.infoset.company.getHref(infosetId, id));
  // Out of the list, the seller goes on to the next company (else back to the list); "Desfazer" brings them back here.
  const removeThis = (c: ListCompany) => {
    const next = neighbours?.next ?? neighbours?.previous;
    const name = companyTitle(c);
    removeOne.ask(name, () => {
      void removal.remove([c.cnpj], {
        name,
        onRemoved: () => navigate(next ? companyHref(next) : listHref(paths.infoset.getHref(infosetId))),
        onRestored: () => navigate(companyHref(c.id)),
      });
    });
  };
  const canRemove = list.data !== undefined && canManageList(list.data, me.data);
  // A list the user cannot see (not shared, deleted, a wrong link; deleted or unshared while open, found by its
  // refresh every 30 s): the list's own state, no company or notes.
  if (listUnavailable(list))
    return (
      <ListNotFound homeHref={paths.home.getHref()} error={list.error} onRetry={() => void list.refetch()} />
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        {/* One line however long the list's and the company's names (a razão social of 150 characters pushed
            the actions off the page): each cut with "…", whole on hover; the actions go under the crumbs when
            fewer than 320 px would be left to them. */}
        <Breadcrumbs style={{ ...ONE_LINE_CRUMBS, flex: '1 1 320px' }}>
          <Anchor component={Link} to={paths.home.getHref()} fz="sm">
            {listsRootLabel(me.data?.role)}
          </Anchor>
          <Anchor
            component={Link}
            to={listHref(paths.infoset.getHref(infosetId))}
            fz="sm"
            {...cutCrumb(list.data?.name ?? 'Lista')}
          >
            {list.data?.name ?? 'Lista'}
          </Anchor>
          <Text fz="sm" data-testid="company-crumb" {...cutCrumb(shown ? companyTitle(shown) : 'Empresa')}>
            {shown ? companyTitle(shown) : 'Empresa'}
          </Text>
        </Breadcrumbs>
        {loading ? (
          <CompanySteps listId={infosetId} scope={scope} neighbours={neighbours} hrefOf={companyHref} />
        ) : null}
        {present ? (
          <Group gap="sm">
            <CompanySteps listId={infosetId} scope={scope} neighbours={neighbours} hrefOf={companyHref} />
            {canSearch && shown?.cnpj ? (
              <SimilarSearchButton
                variant="default"
                size="sm"
                find={() => getLookAlikeCnpjs(shown.cnpj)}
                onFound={(cnpjs) => openSimilar(cnpjs, companyTitle(shown))}
              >
                Parecidas
              </SimilarSearchButton>
            ) : null}
            <AccuracyFeedbackButton cnpj={present.cnpj} listId={infosetId} />
            <ExportButton
              listId={infosetId}
              userId={me.data?.id ?? null}
              accountId={me.data?.account_id ?? null}
              cnpjs={[present.cnpj]}
              single
              viewAs={viewAs && viewed.name ? { id: viewAs, name: viewed.name } : null}
              variant="light"
              label="Exportar empresa"
            />
            {canRemove ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={removal.pending}
                onClick={() => removeThis(present)}
              >
                Remover da lista
              </Button>
            ) : null}
            {removeOne.question}
          </Group>
        ) : null}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {earlyStatus ? (
            <Text role="status" fz="sm" c="dimmed" mb="xs" data-testid="early-status">
              {`Status "${PROSPECTING_STATUS_LABELS[earlyStatus]}" será aplicado assim que a empresa carregar.`}
            </Text>
          ) : null}
          <ListCompanyDetail
            listId={infosetId}
            companyId={companyId}
            scope={scope}
            statusLocked={viewed.statusLocked}
            statusOwner={viewed.name}
            onStatusChange={onStatusChange}
            listHref={listHref(paths.infoset.getHref(infosetId))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {/* Keyed by company: stepping to the next one must not carry a draft note or a notes page over.
              Only for a company found in the list: a note on one not there would be lost. */}
          {present ? <NotesPanel key={companyId} companyId={companyId} /> : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * A kanban column is ordered by the last move, so a company just moved out of the column the seller is working
 * would come back first in it ("1 de 19", "Próxima" the column's first company): its steps stay those it had
 * in the column (the table's order does not move, so the table's steps are the API's as they come).
 */
function useColumnSteps(
  companyId: string,
  company: ListCompany | undefined,
  scope: ListTableScope,
): ListCompany['neighbours'] {
  const fresh = company?.neighbours;
  // Kept in the tab, by company and column: stepping on and coming back (Back, a reload) finds them too.
  const key = `column-steps:${companyId}:${scope.statuses.join(',')}`;
  const inColumn = company !== undefined && scope.statuses.includes(company.status);
  useEffect(() => {
    if (scope.order === 'kanban' && inColumn && fresh) writeTabJson(key, fresh);
  }, [scope.order, inColumn, fresh, key]);
  if (scope.order !== 'kanban' || !company || scope.statuses.length === 0 || inColumn) return fresh;
  const kept = readTabJson(key, isSteps);
  // Kept from when it was in the column: it has left it since.
  return kept ? { ...kept, outside: true } : fresh;
}

const isSteps = (v: unknown): v is NonNullable<ListCompany['neighbours']> =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { position?: unknown }).position === 'number' &&
  typeof (v as { total?: unknown }).total === 'number';

/**
 * The steps of a company still loading, from the pages of the companies beside it the cache holds in the same
 * scope (the one the seller came from, fetched a moment ago); undefined when loaded or none is known.
 */
function useLoadingSteps(
  listId: string,
  companyId: string,
  scope: ListTableScope,
  loading: boolean,
): Steps | undefined {
  const queryClient = useQueryClient();
  if (!loading) return undefined;
  const inScope = JSON.stringify(scopeKey(scope));
  const known = queryClient
    .getQueriesData<ListCompany>({ queryKey: [...LIST_COMPANIES_KEY, listId, 'one'] })
    .flatMap(([key, one]) =>
      one?.neighbours && JSON.stringify(key.at(-1)) === inScope ? [[one.id, one.neighbours] as const] : [],
    );
  return stepsFromNeighbours(companyId, known) ?? undefined;
}

/**
 * "Anterior" and "Próxima": the companies around this one in the list's table order, so a seller works
 * through the list without going back to the table; the position says how far along they are.
 */
function CompanySteps(props: {
  listId: string;
  scope: ListTableScope;
  neighbours: ListCompany['neighbours'];
  hrefOf: (companyId: string) => string;
}) {
  const { listId, scope, neighbours } = props;
  const queryClient = useQueryClient();
  const next = neighbours?.next;
  // The next company is fetched while this one is read, so "Próxima" opens at once.
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(listCompanyQueryOptions(listId, next, scope));
  }, [queryClient, listId, next, scope]);
  if (!neighbours || neighbours.total < 2) return null;
  const target = (id: string | null) => (id ? { to: props.hrefOf(id) } : null);
  return (
    <StepNav
      label="Navegar pelas empresas da lista"
      where={stepsWhere(neighbours)}
      previous={target(neighbours.previous)}
      next={target(neighbours.next)}
    />
  );
}
