import { Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import {
  USER_CONSUMPTION_PAGE_SIZE,
  type UserConsumptionResponse,
} from '@prospecta/contracts/admin-reports-api';
import { useState } from 'react';
import { PagedResults } from '@/components/ui/paged-results';
import { type UserConsumptionFilters, useUserConsumption } from '@/features/admin/api/get-user-consumption';
import { periodLabel } from '@/features/admin/lib/consumption';
import {
  CREDIT_TYPE_LABELS,
  consumptionLineText,
  USER_CONSUMPTION_TYPES,
  USER_CONSUMPTION_VIEWS,
} from '@/features/admin/lib/user-consumption';
import { pageCount } from '@/features/admin/lib/users-filters';
import { formatDate, formatDateTime, formatInteger } from '@/lib/format';

/**
 * One user's consumption in the tab's period (`GET /credit_histories/:accountId?user_id=`): each spend with what
 * it was for, or by day or month, by type, 20 a page. Opened over the account's drawer.
 */
export function UserConsumptionModal(props: {
  accountId: string;
  user: { id: string; name: string };
  period: { from: string; to: string };
  onClose: () => void;
}) {
  const [filters, setFilters] = useState<UserConsumptionFilters>({
    userId: props.user.id,
    from: props.period.from,
    to: props.period.to,
    type: '',
    grouping: '',
    page: 1,
  });
  const query = useUserConsumption(props.accountId, filters);
  const change = (patch: Partial<UserConsumptionFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  const span =
    props.period.from || props.period.to
      ? `de ${props.period.from ? formatDate(props.period.from) : 'o início'} a ${props.period.to ? formatDate(props.period.to) : 'hoje'}`
      : 'em todo o período';

  return (
    <Modal opened onClose={props.onClose} size="xl" title={`Consumo de ${props.user.name}`}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Créditos usados {span}.
        </Text>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Ver"
            data={[...USER_CONSUMPTION_VIEWS]}
            value={filters.grouping}
            onChange={(value) => change({ grouping: value as UserConsumptionFilters['grouping'] })}
          />
          <SegmentedControl
            aria-label="Tipo de crédito"
            data={[...USER_CONSUMPTION_TYPES]}
            value={filters.type}
            onChange={(value) => change({ type: value as UserConsumptionFilters['type'] })}
          />
        </Group>
        <PagedResults<UserConsumptionResponse>
          query={query}
          paging={(data) => ({ total: data.total, pages: pageCount(data.total, USER_CONSUMPTION_PAGE_SIZE) })}
          page={filters.page}
          onPage={(page) => setFilters((current) => ({ ...current, page }))}
          what="o consumo do usuário"
          errorTitle="Não foi possível carregar o consumo do usuário"
          emptyText="Nenhum crédito usado por este usuário nesse período."
          emptyTestId="user-consumption-empty"
        >
          {(data) => (
            <Stack gap="xs">
              <Text fz="sm" data-testid="user-consumption-totals">
                No período: {formatInteger(data.totals.click)}{' '}
                {data.totals.click === 1 ? 'consulta' : 'consultas'} e {formatInteger(data.totals.export)}{' '}
                {data.totals.export === 1 ? 'exportação' : 'exportações'}.
              </Text>
              {data.kind === 'lines' ? (
                <Table
                  fz="sm"
                  verticalSpacing="xs"
                  aria-label="Usos de créditos"
                  data-testid="user-consumption-table"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Quando</Table.Th>
                      <Table.Th>Tipo</Table.Th>
                      <Table.Th>Uso</Table.Th>
                      <Table.Th ta="right">Créditos</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.lines.map((line) => (
                      <Table.Tr key={line.id} data-testid="user-consumption-line">
                        <Table.Td>{formatDateTime(line.created_at)}</Table.Td>
                        <Table.Td>{CREDIT_TYPE_LABELS[line.type]}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{consumptionLineText(line)}</Table.Td>
                        <Table.Td ta="right">{formatInteger(line.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Table
                  fz="sm"
                  verticalSpacing="xs"
                  aria-label="Consumo por período"
                  data-testid="user-consumption-table"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{filters.grouping === 'day' ? 'Dia' : 'Mês'}</Table.Th>
                      <Table.Th ta="right">Consultas</Table.Th>
                      <Table.Th ta="right">Exportações</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.groups.map((group) => (
                      <Table.Tr key={group.period} data-testid="user-consumption-line">
                        <Table.Td>{periodLabel(group.period)}</Table.Td>
                        <Table.Td ta="right">{formatInteger(group.click)}</Table.Td>
                        <Table.Td ta="right">{formatInteger(group.export)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          )}
        </PagedResults>
      </Stack>
    </Modal>
  );
}
