import { Anchor, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import type { RecentEvent } from '@prospecta/contracts/sales-signals-api';
import { USER_EVENT_KINDS, USER_EVENT_LABELS, type UserEventKind } from '@prospecta/contracts/user-events';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { breakableAddress } from '@/components/ui/breakable-address';
import { PagedResults } from '@/components/ui/paged-results';
import { AccountDrawer } from '@/features/admin/components/account-drawer';
import type { Viewer } from '@/features/admin/lib/user-actions';
import { readOpenAccount, writeOpenAccount } from '@/features/admin/lib/users-filters';
import { useRecentEvents } from '@/features/sales-signals/api/get-recent-events';
import {
  periodProblem,
  type RecentEventsFilters,
  readRecentEventsFilters,
  totalText,
  writeRecentEventsFilters,
} from '@/features/sales-signals/lib/recent-events-filters';
import { formatDateTime, formatInteger } from '@/lib/format';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

const kindData = [
  { value: '', label: 'Todos' },
  ...USER_EVENT_KINDS.map((kind) => ({ value: kind, label: USER_EVENT_LABELS[kind] })),
];
const sizeData = [
  { value: '10', label: '10 por página' },
  { value: '20', label: '20 por página' },
];

function EventRow({ event, accountSearch }: { event: RecentEvent; accountSearch: (id: string) => string }) {
  return (
    <Table.Tr data-testid="sales-signal-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.created_at)}</Table.Td>
      <Table.Td maw={220}>
        <Anchor component={Link} to={{ search: accountSearch(event.account.id) }} fz="sm">
          {event.account.name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {event.cs ? `CS: ${event.cs.name}` : 'Sem CS'}
        </Text>
      </Table.Td>
      <Table.Td maw={240}>
        <Text fz="sm">{event.user.name}</Text>
        <Anchor href={`mailto:${event.user.email}`} fz="xs">
          {breakableAddress(event.user.email)}
        </Anchor>
      </Table.Td>
      <Table.Td>{USER_EVENT_LABELS[event.kind]}</Table.Td>
      <Table.Td maw={320} style={{ overflowWrap: 'anywhere' }}>
        {event.detail ?? '—'}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * "Sinais de venda" (staff): what customers ran into (the seats, the export credits) and the interest they
 * showed (upgrade links, a consultant asked for, the offer seen or put off), newest first, with the account
 * (a link to its drawer) and its CS. The kind, the period (the last 30 days by default), "Só minhas contas",
 * the page size and the page live in the address.
 */
export function SalesSignalsPanel({ viewer }: { viewer: Viewer }) {
  const [params, setParams] = useSearchParams();
  // An account opens in its drawer over the feed (its filters and page stay; Escape comes back to them).
  const accountSearch = (id: string) => `?${writeOpenAccount(params, id)}`;
  const openAccount = readOpenAccount(params);
  const today = brasiliaDay();
  // A kind it does not know or a page 0 (an old link, a typo) leaves the address.
  const read = useCallback((p: URLSearchParams) => readRecentEventsFilters(p, today), [today]);
  const write = useCallback(
    (p: URLSearchParams, f: RecentEventsFilters) => writeRecentEventsFilters(p, f, today),
    [today],
  );
  useCanonicalParams(read, write);
  const filters = readRecentEventsFilters(params, today);
  const change = (patch: Partial<RecentEventsFilters>) =>
    setParams(
      (current) =>
        writeRecentEventsFilters(
          current,
          { ...readRecentEventsFilters(current, today), page: 1, ...patch },
          today,
        ),
      { replace: true },
    );
  const invalidPeriod = periodProblem(filters);
  const list = useRecentEvents(filters, invalidPeriod === null);
  const filtered = filters.kind !== '' || filters.mine;

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        Clientes que esbarraram num limite do plano ou mostraram interesse em crescer: bons momentos para o
        time comercial e o sucesso do cliente entrarem em contato. A equipe interna nunca aparece aqui.
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Tipo"
          w={300}
          data={kindData}
          value={filters.kind}
          allowDeselect={false}
          onChange={(kind) => change({ kind: (kind ?? '') as UserEventKind | '' })}
        />
        <DatePickerInput
          label="De"
          w={150}
          valueFormat="DD/MM/YYYY"
          value={filters.from}
          maxDate={today}
          onChange={(day) => day && change({ from: day })}
        />
        <DatePickerInput
          label="Até"
          w={150}
          valueFormat="DD/MM/YYYY"
          value={filters.to}
          maxDate={today}
          onChange={(day) => day && change({ to: day })}
          error={invalidPeriod}
        />
        <Select
          label="Por página"
          w={150}
          data={sizeData}
          value={String(filters.pageSize)}
          allowDeselect={false}
          onChange={(size) => change({ pageSize: size === '20' ? 20 : 10 })}
        />
        <Checkbox
          label="Só minhas contas"
          description="Contas em que você é o CS"
          checked={filters.mine}
          onChange={(event) => change({ mine: event.currentTarget.checked })}
        />
      </Group>
      <PagedResults
        query={list}
        paging={(d) => ({ total: d.total, pages: Math.max(1, Math.ceil(d.total / d.page_size)) })}
        idle={invalidPeriod !== null}
        page={filters.page}
        onPage={(page) =>
          setParams((current) => writeRecentEventsFilters(current, { ...filters, page }, today))
        }
        what="os sinais de venda"
        errorTitle="Não foi possível carregar os sinais de venda"
        emptyText={
          filtered
            ? 'Nenhum sinal com esses filtros no período.'
            : 'Nenhum sinal no período: eles aparecem aqui quando um cliente esbarra num limite ou mostra interesse.'
        }
        rows={(d) => d.events.length}
        pastEndText="Esta página não tem sinais."
        emptyTestId="sales-signals-empty"
      >
        {(data) => (
          <Stack gap="xs">
            <Text fz="sm" c="dimmed" data-testid="sales-signals-total">
              {totalText(data.total, filtered, formatInteger)}
            </Text>
            <Table.ScrollContainer minWidth={900}>
              <Table verticalSpacing="sm" fz="sm" aria-label="Sinais de venda" data-testid="sales-signals">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Quando</Table.Th>
                    <Table.Th>Conta</Table.Th>
                    <Table.Th>Usuário</Table.Th>
                    <Table.Th>Sinal</Table.Th>
                    <Table.Th>Detalhe</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.events.map((event) => (
                    <EventRow key={event.id} event={event} accountSearch={accountSearch} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </PagedResults>
      <AccountDrawer
        accountId={openAccount}
        onClose={() => setParams((current) => writeOpenAccount(current, null))}
        viewer={viewer}
      />
    </Stack>
  );
}
