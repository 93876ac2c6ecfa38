import { Button, Group, SegmentedControl, Stack, Tabs } from '@mantine/core';
import type { ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { IconLayoutKanban, IconTable, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCanSearch } from '@/app/guards';
import { useStatusChange } from '@/app/routes/list-status-change';
import {
  tableAddress,
  useKanbanPages,
  useListTableAddress,
  useSetListSort,
  useSetStatusFilter,
} from '@/app/routes/list-table-address';
import { ListTableFilters } from '@/app/routes/list-table-filters';
import { usePageParam } from '@/app/routes/page-param';
import {
  ViewAsNotOnListNotice,
  ViewAsSelect,
  ViewingOtherNotice,
  viewedProspector,
} from '@/app/routes/view-as-select';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { AutoplayControls } from '@/features/autoplay/components/autoplay-controls';
import { ExportButton } from '@/features/exports/components/export-button';
import { CompaniesTable } from '@/features/list-companies/components/companies-table';
import { KanbanBoard } from '@/features/list-companies/components/kanban-board';
import { companyTitle } from '@/features/list-companies/components/kanban-card';
import { LookAlikeButton } from '@/features/list-companies/components/look-alike-button';
import { MetricsPanel } from '@/features/list-companies/components/metrics-panel';
import { useRemoveOne } from '@/features/list-companies/components/removal-question';
import { useListSync } from '@/features/list-companies/hooks/use-list-sync';
import { useRemoveFromList } from '@/features/list-companies/hooks/use-remove-from-list';
import { useList } from '@/features/lists/api/get-list';
import { ListActionsMenu, useListActions } from '@/features/lists/components/list-actions';
import { ListHeader } from '@/features/lists/components/list-header';
import { ListNotFound } from '@/features/lists/components/list-not-found';
import { OverviewPanel } from '@/features/lists/components/overview-panel';
import { ShareListButton } from '@/features/lists/components/share-list-dialog';
import { exportDisabledReason } from '@/features/lists/lib/list-export';
import { canManageList, workedByOthers } from '@/features/lists/lib/list-permissions';
import { listsRootLabel } from '@/features/lists/lib/lists-root-label';
import { useOpenSimilarSearch } from '@/features/search/hooks/use-open-similar-search';
import { ValidationPanel } from '@/features/validation/components/validation-panel';
import { isMissing } from '@/lib/api-errors';
import { readTabJson, writeTabJson } from '@/lib/tab-storage';
import { usePageTitle } from '@/lib/use-page-title';
import { useSearchParams } from '@/lib/use-search-params';

const NONE: string[] = [];
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** /infosets/{infosetId}: one list as a table or a kanban (`?modo=kanban`), its validation and activity. */
export function ListRoute() {
  const { infosetId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const mode = params.get('modo') === 'kanban' ? 'kanban' : 'tabela';
  const tab = params.get('aba') ?? 'empresas';
  // The table's search, status filter and page live in the address, so coming back from a company finds the
  // list as it was left (a page turned is a history entry; the search and filters replace theirs).
  const { query, filter, viewAs, viewAsRefused, scope, withTable, columns } = useListTableAddress();
  // A `ver_como` the user may not use leaves the address (replaced, not a new entry): one's own prospecting is
  // shown, and an owner or a manager who named someone not on this list is told so.
  const [notOnList, setNotOnList] = useState(false);
  useEffect(() => {
    if (!viewAsRefused) return;
    if (viewAsRefused === 'not-on-list') setNotOnList(true);
    setParams(
      (p) => {
        p.delete('ver_como');
        return p;
      },
      { replace: true },
    );
  }, [viewAsRefused, setParams]);
  // Someone picked in "Prospecção de" since: the notice has done its work.
  useEffect(() => {
    if (viewAs) setNotOnList(false);
  }, [viewAs]);
  const [kanbanPages, setKanbanPage] = useKanbanPages();
  // The companies ticked in the table, this list's only, kept in the tab: a look at one of them (and Back, or
  // the way back to the list) finds them still ticked.
  const [selection, setSelection] = useState<{ listId: string; cnpjs: string[] }>({ listId: '', cnpjs: [] });
  const selected =
    selection.listId === infosetId
      ? selection.cnpjs
      : (readTabJson(`list-selection:${infosetId}`, isStringArray) ?? NONE);
  const setSelected = (cnpjs: string[]) => {
    setSelection({ listId: infosetId, cnpjs });
    writeTabJson(`list-selection:${infosetId}`, cnpjs.length > 0 ? cnpjs : null);
  };
  const [page, setPage] = usePageParam();
  const removal = useRemoveFromList(infosetId);
  const list = useList(infosetId);
  usePageTitle(list.data?.name);
  const me = useMe();
  const shared = list.data !== undefined && workedByOthers(list.data, me.data);
  const removeOne = useRemoveOne(shared);
  // A change of this list in another tab shows here at once (table, kanban, metrics).
  useListSync(infosetId);
  const onStatusChange = useStatusChange();
  const showStatus = useSetStatusFilter();
  const setSort = useSetListSort();
  const canSearch = useCanSearch();
  const openSimilar = useOpenSimilarSearch();
  const navigate = useNavigate();
  // The lists root's "Mais ações" (rename, archive, delete) here too; a list deleted leaves for the root, its
  // "Desfazer" still offered there.
  const { renameForm, ...listActions } = useListActions({
    listHref: paths.infoset.getHref,
    onDeleted: () => navigate(paths.home.getHref()),
  });
  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        if (value === null) p.delete(key);
        else p.set(key, value);
        return p;
      },
      { replace: true },
    );

  // A list no longer there (unshared or deleted while open: its next read is a 404) is not shown from the
  // cache; a server error over a list already read keeps it on screen.
  const gone = list.isError && isMissing(list.error);
  if (!list.data || gone)
    return list.isError ? (
      <ListNotFound homeHref={paths.home.getHref()} error={list.error} onRetry={() => void list.refetch()} />
    ) : (
      <PageLoader />
    );
  // A company opened from a searched or filtered table keeps both: its steps follow them, and so does the way
  // back. From the kanban its steps walk its column (the status filter it carries), the way back finds the kanban.
  const companyHref = (companyId: string, column?: ProspectingStatus) => {
    const path = paths.infoset.company.getHref(infosetId, companyId);
    return mode === 'kanban'
      ? path + tableAddress({ query, filter: column ?? null, viewAs, kanban: true, columns })
      : withTable(path);
  };
  const viewed = viewedProspector(list.data, viewAs);
  const listName = list.data.name;
  const canManage = canManageList(list.data, me.data);

  return (
    <Stack gap="lg">
      <ListHeader
        list={list.data}
        homeHref={paths.home.getHref()}
        homeLabel={listsRootLabel(me.data?.role)}
        canManage={canManage}
        actions={
          <>
            <ViewAsSelect list={list.data} me={me.data} viewAs={viewAs} />
            <ShareListButton list={list.data} canManage={canManage} />
            <ExportButton
              listId={infosetId}
              userId={me.data?.id ?? null}
              accountId={me.data?.account_id ?? null}
              // The ticked companies are exported whole: the table's status filter does not narrow them.
              statuses={mode === 'tabela' && selected.length === 0 ? scope.statuses : undefined}
              // Companies ticked in the table: the export starts with "Empresas escolhidas" (spec exports §4).
              cnpjs={mode === 'tabela' && selected.length > 0 ? selected : undefined}
              label={
                mode === 'tabela' && selected.length > 0
                  ? `Exportar (${selected.length.toLocaleString('pt-BR')})`
                  : undefined
              }
              viewAs={viewAs && viewed.name ? { id: viewAs, name: viewed.name } : null}
              disabledReason={exportDisabledReason(list.data)}
              // A notification's "Ver detalhes": the export it tells of, with each failure and why.
              shownExport={params.get('exportacao')}
              onShown={() => setParam('exportacao', null)}
            />
            {canManage ? <ListActionsMenu list={list.data} deleted={false} {...listActions} /> : null}
          </>
        }
      />
      {viewed.name ? (
        <ViewingOtherNotice name={viewed.name} onBack={() => setParam('ver_como', null)} />
      ) : null}
      {renameForm}
      {notOnList ? <ViewAsNotOnListNotice onClose={() => setNotOnList(false)} /> : null}
      <MetricsPanel
        listId={infosetId}
        viewAs={viewAs}
        selected={mode === 'tabela' ? filter : undefined}
        onSelect={showStatus}
        compact={mode === 'kanban' && tab === 'empresas'}
      />
      <Tabs value={tab} onChange={(v) => setParam('aba', v === 'empresas' ? null : v)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="empresas">Empresas</Tabs.Tab>
          <Tabs.Tab value="validacao">Validação de contatos</Tabs.Tab>
          <Tabs.Tab value="atividade">Atividade e autoplay</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="empresas">
          <Stack gap="md">
            <Group justify="space-between">
              <ListTableFilters statusSelect={mode === 'tabela'} />
              <Group gap="sm">
                {canSearch ? (
                  <LookAlikeButton
                    listId={infosetId}
                    scope={mode === 'tabela' ? scope : { ...scope, statuses: [] }}
                    onFound={(cnpjs) => openSimilar(cnpjs, `a lista ${listName}`)}
                  />
                ) : null}
                <Button
                  component={Link}
                  to={withTable(paths.infosetByDecisor.getHref(infosetId))}
                  variant="default"
                  leftSection={<IconUsers size={16} />}
                >
                  Decisores
                </Button>
                <SegmentedControl
                  value={mode}
                  onChange={(v) => setParam('modo', v === 'kanban' ? 'kanban' : null)}
                  aria-label="Modo de visualização"
                  data={[
                    {
                      value: 'tabela',
                      label: (
                        <Group gap={6} wrap="nowrap">
                          <IconTable size={16} />
                          Tabela
                        </Group>
                      ),
                    },
                    {
                      value: 'kanban',
                      label: (
                        <Group gap={6} wrap="nowrap">
                          <IconLayoutKanban size={16} />
                          Kanban
                        </Group>
                      ),
                    },
                  ]}
                />
              </Group>
            </Group>
            {mode === 'kanban' ? (
              <KanbanBoard
                listId={infosetId}
                query={query}
                viewAs={viewAs}
                companyHref={companyHref}
                onMove={onStatusChange}
                pages={kanbanPages}
                onPage={setKanbanPage}
                canSearch={canSearch}
                onRemove={
                  canManage
                    ? (company) => {
                        const name = companyTitle(company);
                        removeOne.ask(name, () => void removal.remove([company.cnpj], { name }));
                      }
                    : undefined
                }
              />
            ) : (
              <CompaniesTable
                listId={infosetId}
                scope={scope}
                filter={filter}
                onShowAll={() => showStatus(null)}
                statusLocked={viewed.statusLocked}
                page={page}
                onPageChange={setPage}
                companyHref={companyHref}
                searchHref={canSearch ? paths.search.getHref() : null}
                onStatusChange={(company, to, onRolledBack) =>
                  onStatusChange({ listId: infosetId, company, to, onRolledBack })
                }
                onSortChange={setSort}
                selected={selected}
                onSelectedChange={setSelected}
                removal={
                  canManage
                    ? {
                        pending: removal.pending,
                        shared,
                        onRemove: () => void removal.remove(selected, { onRemoved: () => setSelected([]) }),
                      }
                    : undefined
                }
              />
            )}
            {removeOne.question}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="validacao">
          <ValidationPanel
            listId={infosetId}
            empty={list.data.contacts === 0}
            addedSince={{
              emails: list.data.emailsAddedSinceValidation,
              phones: list.data.phonesAddedSinceValidation,
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="atividade">
          <Stack gap="md">
            <OverviewPanel
              listId={infosetId}
              userId={viewAs && viewed.name ? viewAs : (me.data?.id ?? null)}
              viewedName={viewed.name}
            />
            <AutoplayControls
              listId={infosetId}
              searchIds={list.data.search_ids}
              accountType={me.data?.account_type ?? null}
              canSearch={canSearch}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
