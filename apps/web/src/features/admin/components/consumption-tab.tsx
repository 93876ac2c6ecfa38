import {
  ActionIcon,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { CONSUMPTION_PAGE_SIZE, type UserConsumption } from '@prospecta/contracts/admin-api';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useEffect, useState } from 'react';
import { breakableAddress } from '@/components/ui/breakable-address';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useConsumption } from '@/features/admin/api/get-consumption';
import { ClampedText } from '@/features/admin/components/clamped-text';
import { PeriodInputs } from '@/features/admin/components/period-inputs';
import { UserConsumptionModal } from '@/features/admin/components/user-consumption-modal';
import {
  CONSUMPTION_GROUPING_OPTIONS,
  type ConsumptionFilters,
  currentYearFilters,
  GROUPING_UNITS,
  periodLabel,
  readGrouping,
  toGrouping,
  writeGrouping,
} from '@/features/admin/lib/consumption';
import { periodError } from '@/features/admin/lib/credit-audit';
import { pageCount } from '@/features/admin/lib/users-filters';
import { formatInteger } from '@/lib/format';
import { useSearchParams } from '@/lib/use-search-params';

/** Who spent the account's credits in a period, the heaviest first; a user opens into their days, months or years. */
export function ConsumptionTab({
  accountId,
  onDialogChange,
}: {
  accountId: string;
  /** A user's uses open over the drawer: Escape closes them, not the drawer too. */
  onDialogChange: (open: boolean) => void;
}) {
  // The grouping lives in the address (like the users' filters); the period and the page in the tab.
  const [params, setParams] = useSearchParams();
  const [state, setFilters] = useState<Omit<ConsumptionFilters, 'grouping'>>(() =>
    currentYearFilters(new Date()),
  );
  const filters: ConsumptionFilters = { ...state, grouping: readGrouping(params) };
  const [open, setOpen] = useState<string | null>(null);
  // The user whose every spend in the period is open over the drawer.
  const [detailed, setDetailed] = useState<{ id: string; name: string } | null>(null);
  const invalidPeriod = periodError(filters);
  const consumption = useConsumption(accountId, filters, invalidPeriod === null);
  useEffect(() => {
    onDialogChange(detailed !== null);
    return () => onDialogChange(false);
  }, [detailed, onDialogChange]);
  const change = ({ grouping, ...patch }: Partial<ConsumptionFilters>) => {
    setOpen(null);
    if (grouping) setParams((current) => writeGrouping(current, grouping), { replace: true });
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  };
  const data = consumption.data;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <PeriodInputs from={filters.from} to={filters.to} onChange={change} error={invalidPeriod} />
        <SegmentedControl
          aria-label="Agrupar por"
          data={[...CONSUMPTION_GROUPING_OPTIONS]}
          value={filters.grouping}
          onChange={(grouping) => change({ grouping: toGrouping(grouping) })}
        />
      </Group>
      {consumption.isError && !data ? (
        <RetryAlert
          title="Não foi possível carregar o consumo"
          error={consumption.error}
          onRetry={() => void consumption.refetch()}
          retrying={consumption.isFetching}
        />
      ) : null}
      {!data && !consumption.isError && !invalidPeriod ? (
        <Stack gap="xs" role="status" aria-label="Carregando o consumo">
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : null}
      {data && data.total === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="consumption-empty">
          Nenhum crédito usado nesse período.
        </Text>
      ) : null}
      {data && data.total > 0 ? (
        <>
          <Text fz="sm" data-testid="consumption-totals">
            No período: {formatInteger(data.totals.click)}{' '}
            {data.totals.click === 1 ? 'consulta' : 'consultas'} e {formatInteger(data.totals.export)}{' '}
            {data.totals.export === 1 ? 'exportação' : 'exportações'}, por {data.total}{' '}
            {data.total === 1 ? 'usuário' : 'usuários'}.
          </Text>
          <Table
            verticalSpacing="xs"
            fz="sm"
            aria-label="Consumo de créditos por usuário"
            data-testid="consumption-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} aria-label="Detalhar" />
                <Table.Th>Usuário</Table.Th>
                <Table.Th ta="right">Consultas</Table.Th>
                <Table.Th ta="right">Exportações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.users.map((row) => {
                const key = row.user?.id ?? 'sem-usuario';
                return (
                  <ConsumptionRows
                    key={key}
                    row={row}
                    open={open === key}
                    onToggle={() => setOpen(open === key ? null : key)}
                    onDetails={row.user ? () => setDetailed(row.user) : undefined}
                    grouping={filters.grouping}
                  />
                );
              })}
            </Table.Tbody>
          </Table>
          {data.total > CONSUMPTION_PAGE_SIZE ? (
            <Group justify="center">
              <Pagination
                size="sm"
                total={pageCount(data.total, data.page_size)}
                value={filters.page}
                onChange={(page) => setFilters((current) => ({ ...current, page }))}
              />
            </Group>
          ) : null}
        </>
      ) : null}
      {detailed ? (
        <UserConsumptionModal
          accountId={accountId}
          user={detailed}
          period={{ from: filters.from, to: filters.to }}
          onClose={() => setDetailed(null)}
        />
      ) : null}
    </Stack>
  );
}

function ConsumptionRows(props: {
  row: UserConsumption;
  open: boolean;
  onToggle: () => void;
  /** Opens the user's every spend in the period (a removed user has none to open). */
  onDetails: (() => void) | undefined;
  grouping: ConsumptionFilters['grouping'];
}) {
  const { row, open } = props;
  const name = row.user ? row.user.name : 'Usuário removido';
  const unit = GROUPING_UNITS[props.grouping];
  return (
    <Fragment>
      <Table.Tr data-testid="consumption-row">
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={open}
            aria-label={`${open ? 'Fechar' : 'Ver'} o consumo de ${name} por ${unit}`}
            onClick={props.onToggle}
          >
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <ClampedText fw={600}>{name}</ClampedText>
          {row.user ? (
            <Text fz="xs" c="dimmed">
              {breakableAddress(row.user.email)}
            </Text>
          ) : null}
          {props.onDetails ? (
            <Button
              variant="subtle"
              size="compact-xs"
              px={0}
              onClick={props.onDetails}
              aria-label={`Ver cada uso de créditos de ${name}`}
            >
              Ver cada uso
            </Button>
          ) : null}
        </Table.Td>
        <Table.Td ta="right">{formatInteger(row.click)}</Table.Td>
        <Table.Td ta="right">{formatInteger(row.export)}</Table.Td>
      </Table.Tr>
      {open
        ? row.periods.map((period) => (
            <Table.Tr key={period.period} data-testid="consumption-period" bg="var(--mantine-color-gray-0)">
              <Table.Td />
              <Table.Td pl="lg">{periodLabel(period.period)}</Table.Td>
              <Table.Td ta="right">{formatInteger(period.click)}</Table.Td>
              <Table.Td ta="right">{formatInteger(period.export)}</Table.Td>
            </Table.Tr>
          ))
        : null}
    </Fragment>
  );
}
