import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { NO_ONBOARDING_STATE_LABELS, type NoOnboardingFilter } from '@prospecta/contracts/onboarding-api';
import { breakableAddress } from '@/components/ui/breakable-address';
import { PagedResults } from '@/components/ui/paged-results';
import { useUsersWithoutOnboarding } from '@/features/admin/api/get-users-without-onboarding';
import { ClampedText } from '@/features/admin/components/clamped-text';
import { SearchBox } from '@/features/admin/components/search-box';
import {
  type NoOnboardingFilters,
  readNoOnboardingFilters,
  writeNoOnboardingFilters,
} from '@/features/admin/lib/onboarding-filters';
import { pageCount } from '@/features/admin/lib/users-filters';
import { formatDate, formatDateTime, formatRole } from '@/lib/format';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

const whichData: Array<{ value: NoOnboardingFilter; label: string }> = [
  { value: 'all', label: 'Todos' },
  { value: 'never_answered', label: 'Ainda não responderam' },
  { value: 'remember_me', label: 'Pediram para lembrar depois' },
  { value: 'before_onboarding', label: 'Já usavam antes do convite' },
];

/** "Sem onboarding": the customers' users who never asked for an onboarding nor declined it. */
export function NoOnboardingPanel() {
  const [params, setParams] = useSearchParams();
  useCanonicalParams(readNoOnboardingFilters, writeNoOnboardingFilters);
  const filters = readNoOnboardingFilters(params);
  const setFilters = (update: (current: NoOnboardingFilters) => NoOnboardingFilters) =>
    setParams((current) => writeNoOnboardingFilters(current, update(readNoOnboardingFilters(current))), {
      replace: true,
    });
  const list = useUsersWithoutOnboarding(filters);
  const change = (patch: Partial<NoOnboardingFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  const _data = list.data;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <SearchBox
          label="Nome ou e-mail"
          value={filters.nameOrEmail}
          onApply={(nameOrEmail) => change({ nameOrEmail })}
          w={260}
        />
        <Select
          label="Mostrar"
          w={240}
          data={whichData}
          value={filters.which}
          allowDeselect={false}
          onChange={(which) => change({ which: (which ?? 'all') as NoOnboardingFilter })}
        />
      </Group>
      <PagedResults
        query={list}
        paging={(d) => ({ total: d.total, pages: pageCount(d.total, d.page_size) })}
        page={filters.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        what="os usuários"
        errorTitle="Não foi possível carregar os usuários"
        emptyText="Nenhum usuário sem onboarding com esses filtros."
        emptyTestId="no-onboarding-empty"
      >
        {(data) => (
          <>
            <Text fz="sm">
              {data.total} {data.total === 1 ? 'usuário' : 'usuários'} sem onboarding.
            </Text>
            <Table.ScrollContainer minWidth={760}>
              <Table
                verticalSpacing="xs"
                fz="sm"
                aria-label="Usuários sem onboarding"
                data-testid="no-onboarding-table"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Usuário</Table.Th>
                    <Table.Th>Conta</Table.Th>
                    <Table.Th>Papel</Table.Th>
                    <Table.Th>Criado em</Table.Th>
                    <Table.Th>Situação</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.users.map((user) => (
                    <Table.Tr key={user.id} data-testid="no-onboarding-row">
                      <Table.Td>
                        <ClampedText fw={600}>{user.name}</ClampedText>
                        <Text fz="xs" c="dimmed">
                          {breakableAddress(user.email)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{user.account.name}</Table.Td>
                      <Table.Td>{formatRole(user.role)}</Table.Td>
                      <Table.Td>{formatDate(user.created_at)}</Table.Td>
                      <Table.Td>
                        <Text fz="sm">{NO_ONBOARDING_STATE_LABELS[user.state]}</Text>
                        {user.remind_at ? (
                          <Text fz="xs" c="dimmed">
                            Oferecido de novo em {formatDateTime(user.remind_at)}
                          </Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </PagedResults>
    </Stack>
  );
}
