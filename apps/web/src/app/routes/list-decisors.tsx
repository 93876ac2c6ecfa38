import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useStatusChange } from '@/app/routes/list-status-change';
import { useListTableAddress, useSetStatusFilter } from '@/app/routes/list-table-address';
import { ListTableFilters } from '@/app/routes/list-table-filters';
import { usePageParam } from '@/app/routes/page-param';
import { ViewAsSelect, ViewingOtherNotice, viewedProspector } from '@/app/routes/view-as-select';
import { cutCrumb, ONE_LINE_CRUMBS } from '@/components/ui/cut-crumb';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { DecisorsTable } from '@/features/list-companies/components/decisors-table';
import { useListSync } from '@/features/list-companies/hooks/use-list-sync';
import { useList } from '@/features/lists/api/get-list';
import { ListNotFound } from '@/features/lists/components/list-not-found';
import { listUnavailable } from '@/features/lists/lib/list-gone';
import { listsRootLabel } from '@/features/lists/lib/lists-root-label';
import { useSearchParams } from '@/lib/use-search-params';

/** /infosets/{infosetId}/llm/by-decisor: the list by decision makers, the people to talk to in each company. */
export function ListDecisorsRoute() {
  const { infosetId = '' } = useParams();
  const [page, setPage] = usePageParam();
  const list = useList(infosetId);
  useListSync(infosetId);
  const onStatusChange = useStatusChange();
  // The list table's search and status filter come along (and go back with "the list" and to a company).
  const { scope, filter, viewAs, withTable } = useListTableAddress();
  const setStatus = useSetStatusFilter();
  const me = useMe();
  const [, setParams] = useSearchParams();
  if (listUnavailable(list))
    return (
      <ListNotFound homeHref={paths.home.getHref()} error={list.error} onRetry={() => void list.refetch()} />
    );
  if (!list.data) return <PageLoader />;
  const viewed = viewedProspector(list.data, viewAs);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {/* One line however long the list's name: cut with "…", whole on hover. */}
        <Breadcrumbs style={ONE_LINE_CRUMBS}>
          <Anchor component={Link} to={paths.home.getHref()} fz="sm">
            {listsRootLabel(me.data?.role)}
          </Anchor>
          <Anchor
            component={Link}
            to={withTable(paths.infoset.getHref(infosetId))}
            fz="sm"
            {...cutCrumb(list.data.name)}
          >
            {list.data.name}
          </Anchor>
          <Text fz="sm">Decisores</Text>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} fz={28}>
            Decisores da lista
          </Title>
          <ViewAsSelect list={list.data} me={me.data} viewAs={viewAs} />
        </Group>
        <Text c="dimmed">
          Com quem falar em cada empresa: sócios e representantes com o cargo, e os contatos do
          enriquecimento.
        </Text>
      </Stack>
      {viewAs && viewed.name ? (
        <ViewingOtherNotice
          name={viewed.name}
          onBack={() =>
            setParams(
              (p) => {
                p.delete('ver_como');
                return p;
              },
              { replace: true },
            )
          }
        />
      ) : null}
      <ListTableFilters />
      <DecisorsTable
        listId={infosetId}
        scope={scope}
        filter={filter}
        onShowAll={() => setStatus(null)}
        statusLocked={viewed.statusLocked}
        page={page}
        onPageChange={setPage}
        companyHref={(companyId) => withTable(paths.infoset.company.getHref(infosetId, companyId))}
        onStatusChange={(company, to, onRolledBack) =>
          onStatusChange({ listId: infosetId, company, to, onRolledBack })
        }
      />
    </Stack>
  );
}
