import { Button, Group, SegmentedControl, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter, IconLayoutKanban, IconSearch, IconTable, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useStatusChange } from '@/app/routes/list-status-change';
import { tableAddress, useListTableAddress } from '@/app/routes/list-table-address';
import { usePageParam } from '@/app/routes/page-param';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { AutoplayControls } from '@/features/autoplay/components/autoplay-controls';
import { ExportButton } from '@/features/exports/components/export-button';
import { CompaniesTable } from '@/features/list-companies/components/companies-table';
import { KanbanBoard } from '@/features/list-companies/components/kanban-board';
import { MetricsPanel } from '@/features/list-companies/components/metrics-panel';
import {
  parseStatusFilter,
  STATUS_FILTER_OPTIONS,
  type StatusFilter,
} from '@/features/list-companies/lib/status-filter';
import { useList } from '@/features/lists/api/get-list';
import { ListHeader } from '@/features/lists/components/list-header';
import { ListNotFound } from '@/features/lists/components/list-not-found';
import { OverviewPanel } from '@/features/lists/components/overview-panel';
import { ShareListButton } from '@/features/lists/components/share-list-dialog';
import { ValidationPanel } from '@/features/validation/components/validation-panel';
import { ApiError } from '@/lib/api-errors';

/** /infosets/{infosetId}: one list as a table or a kanban (`?modo=kanban`), its validation and activity. */
export function ListRoute() {
  const { infosetId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const mode = params.get('modo') === 'kanban' ? 'kanban' : 'tabela';
  const tab = params.get('aba') ?? 'empresas';
  // The table's search, status filter and page live in the address (replaced, not pushed), so coming back
  // from a company finds the list as it was left.
  const { query, filter, scope, withTable } = useListTableAddress();
  const [page, setPage] = usePageParam();
  const [text, setText] = useState(query);
  const [typed] = useDebouncedValue(text, 500);
  const list = useList(infosetId);
  const me = useMe();
  const onStatusChange = useStatusChange();
  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        if (value === null) p.delete(key);
        else p.set(key, value);
        return p;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed.trim() === query) return;
    setParams(
      (p) => {
        if (typed.trim()) p.set('busca', typed.trim());
        else p.delete('busca');
        p.delete('pagina');
        return p;
      },
      { replace: true },
    );
  }, [typed, query, setParams]);

  // A metric tile or the status select: the table (in table mode, on its first page) shows those companies.
  const showStatus = (next: StatusFilter | null) =>
    setParams(
      (p) => {
        if (next) p.set('status', next);
        else p.delete('status');
        for (const key of ['pagina', 'modo', 'aba']) p.delete(key);
        return p;
      },
      { replace: true },
    );

  if (list.isError && list.error instanceof ApiError && list.error.status === 404)
    return <ListNotFound homeHref={paths.home.getHref()} />;
  if (!list.data) return list.isError ? <ListNotFound homeHref={paths.home.getHref()} /> : <PageLoader />;
  // A company opened from a searched or filtered table keeps both: its steps follow them, and so does the way
  // back. The kanban has no status filter (its columns are the statuses).
  const companyHref = (companyId: string) => {
    const path = paths.infoset.company.getHref(infosetId, companyId);
    return mode === 'kanban' ? path + tableAddress(query, null) : withTable(path);
  };

  return (
    <Stack gap="lg">
      <ListHeader
        list={list.data}
        homeHref={paths.home.getHref()}
        actions={
          <>
            <ShareListButton list={list.data} />
            <ExportButton
              listId={infosetId}
              userId={me.data?.id ?? null}
              accountId={me.data?.account_id ?? null}
              statuses={mode === 'tabela' ? scope.statuses : undefined}
            />
          </>
        }
      />
      <MetricsPanel listId={infosetId} selected={mode === 'tabela' ? filter : null} onSelect={showStatus} />
      <Tabs value={tab} onChange={(v) => setParam('aba', v === 'empresas' ? null : v)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="empresas">Empresas</Tabs.Tab>
          <Tabs.Tab value="validacao">Validação de contatos</Tabs.Tab>
          <Tabs.Tab value="atividade">Atividade e autoplay</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="empresas">
          <Stack gap="md">
            <Group justify="space-between">
              <Group gap="sm">
                <TextInput
                  w={320}
                  placeholder="Buscar por nome ou CNPJ"
                  aria-label="Buscar empresa na lista"
                  leftSection={<IconSearch size={16} />}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                />
                {mode === 'tabela' ? (
                  <Select
                    w={210}
                    placeholder="Todos os status"
                    aria-label="Filtrar por status"
                    leftSection={<IconFilter size={16} />}
                    data={STATUS_FILTER_OPTIONS}
                    value={filter}
                    onChange={(value) => showStatus(parseStatusFilter(value))}
                    clearable
                    comboboxProps={{ withinPortal: true }}
                  />
                ) : null}
              </Group>
              <Group gap="sm">
                <Button
                  component={Link}
                  to={paths.infosetByDecisor.getHref(infosetId)}
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
                companyHref={companyHref}
                onMove={onStatusChange}
              />
            ) : (
              <CompaniesTable
                listId={infosetId}
                scope={scope}
                filter={filter}
                onShowAll={() => showStatus(null)}
                page={page}
                onPageChange={setPage}
                companyHref={companyHref}
                onStatusChange={(company, to) => onStatusChange({ listId: infosetId, company, to })}
              />
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="validacao">
          <ValidationPanel listId={infosetId} />
        </Tabs.Panel>
        <Tabs.Panel value="atividade">
          <Stack gap="md">
            <OverviewPanel listId={infosetId} userId={me.data?.id ?? null} />
            <AutoplayControls
              listId={infosetId}
              searchIds={list.data.search_ids}
              accountType={me.data?.account_type ?? null}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
