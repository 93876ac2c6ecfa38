import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  ONBOARDING_OPTION_LABELS,
  ONBOARDING_OPTIONS,
  ONBOARDING_PERIOD_LABELS,
  ONBOARDING_STATUS_LABELS,
  ONBOARDING_STATUSES,
  type OnboardingEntry,
  type OnboardingOption,
  type OnboardingStatus,
} from '@prospecta/contracts/onboarding-api';
import { breakableAddress } from '@/components/ui/breakable-address';
import { PagedResults } from '@/components/ui/paged-results';
import { useOnboardingResponsibles } from '@/features/admin/api/get-onboarding-responsibles';
import { useOnboardingCounts, useOnboardings } from '@/features/admin/api/get-onboardings';
import { useUpdateOnboardingConfirmation } from '@/features/admin/api/update-onboarding-confirmation';
import { ClampedText } from '@/features/admin/components/clamped-text';
import { PeriodInputs } from '@/features/admin/components/period-inputs';
import { SearchBox } from '@/features/admin/components/search-box';
import { periodError } from '@/features/admin/lib/credit-audit';
import {
  type OnboardingFilters,
  preferenceText,
  readOnboardingFilters,
  writeOnboardingFilters,
} from '@/features/admin/lib/onboarding-filters';
import { pageCount } from '@/features/admin/lib/users-filters';
import { formatDateTime } from '@/lib/format';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

const STATUS_COLORS: Record<OnboardingStatus, string> = {
  initial: 'orange',
  scheduled: 'blue',
  confirmed: 'green',
  refused: 'gray',
};
const optionData = [
  { value: '', label: 'Todas' },
  ...ONBOARDING_OPTIONS.map((o) => ({ value: o, label: ONBOARDING_OPTION_LABELS[o] })),
];
const statusData = ONBOARDING_STATUSES.map((s) => ({ value: s, label: ONBOARDING_STATUS_LABELS[s] }));

/** "Onboardings": the requests with the spec's filters; staff set each one's responsible and status. */
export function OnboardingsPanel() {
  const [params, setParams] = useSearchParams();
  useCanonicalParams(readOnboardingFilters, writeOnboardingFilters);
  const filters = readOnboardingFilters(params);
  const setFilters = (update: (current: OnboardingFilters) => OnboardingFilters) =>
    setParams((current) => writeOnboardingFilters(current, update(readOnboardingFilters(current))), {
      replace: true,
    });
  const invalidPeriod = periodError(filters);
  const list = useOnboardings(filters, invalidPeriod === null);
  const counts = useOnboardingCounts();
  const change = (patch: Partial<OnboardingFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  const _data = list.data;

  return (
    <Stack gap="md">
      {counts.data ? (
        <Group gap="xs" data-testid="onboarding-counts">
          {ONBOARDING_STATUSES.map((status) => (
            <Badge key={status} color={STATUS_COLORS[status]} variant="light" size="lg">
              {ONBOARDING_STATUS_LABELS[status]}: {counts.data.counts[status] ?? 0}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Group align="flex-end" gap="sm">
        <PeriodInputs from={filters.from} to={filters.to} onChange={change} error={invalidPeriod} />
        <SearchBox
          label="Nome ou e-mail"
          value={filters.nameOrEmail}
          onApply={(nameOrEmail) => change({ nameOrEmail })}
          w={240}
        />
        <Select
          label="Opção escolhida"
          w={170}
          data={optionData}
          value={filters.option}
          allowDeselect={false}
          onChange={(option) => change({ option: (option ?? '') as OnboardingOption | '' })}
        />
        <Select
          label="Situação"
          w={180}
          data={[{ value: '', label: 'Todas' }, ...statusData]}
          value={filters.status}
          allowDeselect={false}
          onChange={(status) => change({ status: (status ?? '') as OnboardingStatus | '' })}
        />
      </Group>
      <PagedResults
        query={list}
        paging={(d) => ({ total: d.total, pages: pageCount(d.total, d.page_size) })}
        idle={invalidPeriod !== null}
        page={filters.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        what="os onboardings"
        errorTitle="Não foi possível carregar os onboardings"
        emptyText="Nenhum pedido de onboarding com esses filtros."
        emptyTestId="onboardings-empty"
      >
        {(data) => (
          <Table.ScrollContainer minWidth={900}>
            <Table
              verticalSpacing="xs"
              fz="sm"
              aria-label="Pedidos de onboarding"
              data-testid="onboardings-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pedido em</Table.Th>
                  <Table.Th>Usuário</Table.Th>
                  <Table.Th>Opção</Table.Th>
                  <Table.Th>Comentário</Table.Th>
                  <Table.Th>Responsável</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.onboardings.map((entry) => (
                  <OnboardingRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedResults>
    </Stack>
  );
}

function OnboardingRow({ entry }: { entry: OnboardingEntry }) {
  const responsibles = useOnboardingResponsibles();
  const update = useUpdateOnboardingConfirmation();
  const people = responsibles.data?.responsibles ?? [];
  // A responsible who left the staff still shows by name.
  const responsibleData = [
    { value: '', label: 'Ninguém' },
    ...people.map((p) => ({ value: p.id, label: p.name })),
    ...(entry.responsible && !people.some((p) => p.id === entry.responsible?.id)
      ? [{ value: entry.responsible.id, label: entry.responsible.name }]
      : []),
  ];
  const save = (change: { responsible_id?: string | null; status_confirmation?: OnboardingStatus }) =>
    update.mutate({
      onboarding_id: entry.id,
      responsible_id: change.responsible_id !== undefined ? change.responsible_id : entry.responsible_id,
      status_confirmation: change.status_confirmation ?? entry.status,
    });

  return (
    <Table.Tr data-testid="onboarding-row">
      <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
      <Table.Td>
        <ClampedText fw={600}>{entry.user.name}</ClampedText>
        <Text fz="xs" c="dimmed">
          {breakableAddress(entry.email_user)}
        </Text>
        <Text fz="xs" c="dimmed">
          {entry.account.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{ONBOARDING_OPTION_LABELS[entry.user_selected_option]}</Text>
        <Text fz="xs" c="dimmed">
          {preferenceText(entry.user_selected_option_at, entry.preferred_period, ONBOARDING_PERIOD_LABELS)}
        </Text>
        {entry.creation_of_onboarding_by_admin ? (
          <Text fz="xs" c="dimmed">
            Registrado pela equipe
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td maw={260}>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.comment || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`Responsável pelo onboarding de ${entry.user.name}`}
          w={180}
          size="xs"
          data={responsibleData}
          value={entry.responsible_id ?? ''}
          allowDeselect={false}
          disabled={update.isPending}
          onChange={(id) => save({ responsible_id: id ? id : null })}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`Situação do onboarding de ${entry.user.name}`}
          w={160}
          size="xs"
          data={statusData}
          value={entry.status}
          allowDeselect={false}
          disabled={update.isPending}
          onChange={(status) => status && save({ status_confirmation: status as OnboardingStatus })}
        />
      </Table.Td>
    </Table.Tr>
  );
}
