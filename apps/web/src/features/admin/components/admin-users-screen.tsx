import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';
import { AccountDrawer } from '@/features/admin/components/account-drawer';
import { NewAccountModal } from '@/features/admin/components/new-account-modal';
import { UsersFilterBar } from '@/features/admin/components/users-filter-bar';
import {
  LoadError,
  UsersEmpty,
  UsersTable,
  UsersTableSkeleton,
} from '@/features/admin/components/users-table';
import type { Viewer } from '@/features/admin/lib/user-actions';
import {
  changeUsersFilters,
  EMPTY_USERS_FILTERS,
  hasUsersFilters,
  pageCount,
  readOpenAccount,
  readUsersFilters,
  type UsersFilters,
  usersRequest,
  usersSummary,
  writeOpenAccount,
  writeUsersFilters,
} from '@/features/admin/lib/users-filters';
import { useCanonicalParams } from '@/lib/use-canonical-params';
import { useSearchParams } from '@/lib/use-search-params';

/** /admin's first panel: every user of every account, filtered in the URL; a row opens its account in a drawer. */
export function AdminUsersScreen({ viewer }: { viewer: Viewer }) {
  const [params, setParams] = useSearchParams();
  useCanonicalParams(readUsersFilters, writeUsersFilters);
  const filters = readUsersFilters(params);
  const openAccountId = readOpenAccount(params);
  const users = useAdminUsers(usersRequest(filters));
  const [creating, setCreating] = useState(false);
  const data = users.data;
  const pages = data ? pageCount(data.total_users, data.page_size) : 1;

  const setFilters = (next: UsersFilters) =>
    setParams((current) => writeUsersFilters(current, next), { replace: true });
  const change = (patch: Partial<UsersFilters>) => setFilters(changeUsersFilters(filters, patch));
  const setOpenAccount = (accountId: string | null) =>
    setParams((current) => writeOpenAccount(current, accountId), { replace: true });

  // A page past the end (an old link, or the last user of a page filtered away) steps back to the last one.
  const beyondEnd = data !== undefined && data.users.length === 0 && data.total_users > 0 && filters.page > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer says the page is past the end
  useEffect(() => {
    if (beyondEnd && !users.isPlaceholderData) setFilters({ ...filters, page: pages });
  }, [beyondEnd, users.isPlaceholderData]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text c="dimmed">Todos os usuários de todas as contas; uma linha abre a conta.</Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Nova conta
        </Button>
      </Group>
      <UsersFilterBar filters={filters} onChange={change} />
      {data ? (
        <Text fw={600} aria-live="polite" data-testid="admin-users-summary">
          {usersSummary(data.total_users, data.total_clients)}
        </Text>
      ) : users.isError ? null : (
        <Skeleton h={20} w={220} />
      )}
      {!data && users.isError ? (
        <LoadError
          title="Não foi possível carregar os usuários"
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : null}
      {!data && !users.isError ? <UsersTableSkeleton /> : null}
      {data && data.total_users === 0 ? (
        <UsersEmpty
          filtered={hasUsersFilters(filters)}
          onClear={() => setFilters({ ...EMPTY_USERS_FILTERS })}
        />
      ) : null}
      {data && data.total_users > 0 ? (
        <UsersTable
          users={data.users}
          page={filters.page}
          pages={pages}
          onPage={(page) => change({ page })}
          onOpenAccount={setOpenAccount}
          openAccountId={openAccountId}
          busy={users.isPlaceholderData}
        />
      ) : null}
      <NewAccountModal opened={creating} onClose={() => setCreating(false)} onCreated={setOpenAccount} />
      <AccountDrawer accountId={openAccountId} onClose={() => setOpenAccount(null)} viewer={viewer} />
    </Stack>
  );
}
