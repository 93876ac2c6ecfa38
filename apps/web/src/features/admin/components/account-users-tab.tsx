import {
  Button,
  type ButtonProps,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  ADMIN_PAGE_SIZE,
  type AdminAccountUser,
  type AdminUpdateUserRequest,
} from '@prospecta/contracts/admin-api';
import { type ReactNode, useEffect, useState } from 'react';
import { breakableAddress } from '@/components/ui/breakable-address';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useAccountUsers } from '@/features/admin/api/get-account-users';
import { useAdminUserChanges } from '@/features/admin/api/update-user';
import { AddAccountUser } from '@/features/admin/components/add-account-user';
import { AdminUserFormModal } from '@/features/admin/components/admin-user-form-modal';
import { ClampedText } from '@/features/admin/components/clamped-text';
import { DisableUserModal } from '@/features/admin/components/disable-user-modal';
import { SearchBox } from '@/features/admin/components/search-box';
import { STATUS_OPTIONS, UserStatusBadge } from '@/features/admin/components/user-status';
import { type Refusal, userActions, type Viewer } from '@/features/admin/lib/user-actions';
import { pageCount, type UsersStatusFilter } from '@/features/admin/lib/users-filters';
import { formatPhone } from '@/features/company/lib/company-format';
import { formatRole } from '@/lib/format';
import { showToast } from '@/lib/notify';

/**
 * The account's users: search, status, 10 a page; edit one, disable (after a confirmation) or re-enable. An
 * action the viewer can never take on a user (the API's rules, `lib/user-actions.ts`) shows disabled, with why.
 */
export function AccountUsersTab(props: {
  accountId: string;
  /** Prospecta's own account: the only one whose users may hold staff roles. */
  internalAccount: boolean;
  /** The account's seats as its info knows them: "Novo usuário" says when they are full. */
  seats: { active: number; max: number };
  viewer: Viewer;
  onDialogChange: (open: boolean) => void;
}) {
  const { onDialogChange } = props;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UsersStatusFilter>('all');
  const [page, setPage] = useState(1);
  const users = useAccountUsers(props.accountId, {
    search,
    statuses: status === 'all' ? [] : [status],
    page,
  });
  const { update, setEnabled } = useAdminUserChanges(props.accountId);
  const [editing, setEditing] = useState<AdminAccountUser | null>(null);
  const [disabling, setDisabling] = useState<AdminAccountUser | null>(null);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    onDialogChange(editing !== null || disabling !== null || adding);
    return () => onDialogChange(false);
  }, [editing, disabling, adding, onDialogChange]);

  const openEditor = (user: AdminAccountUser) => {
    update.reset();
    setEditing(user);
  };
  const saveUser = (user: AdminAccountUser, changes: AdminUpdateUserRequest) =>
    update.mutate({ id: user.id, body: changes }, { onSuccess: () => setEditing(null) });
  const toggle = (user: AdminAccountUser, enabled: boolean) =>
    setEnabled.mutate(
      { id: user.id, enabled },
      {
        onSuccess: () => setDisabling(null),
        onError: (error) => {
          setDisabling(null);
          showToast({ color: 'red', message: error.message });
        },
      },
    );
  const data = users.data;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <SearchBox
          label="Buscar usuário"
          placeholder="Nome ou e-mail"
          w={280}
          value={search}
          onApply={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SegmentedControl
          aria-label="Status dos usuários"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value as UsersStatusFilter);
            setPage(1);
          }}
        />
        <AddAccountUser
          accountId={props.accountId}
          seats={props.seats}
          onOpenChange={setAdding}
          // The new user is in sight: the first page, everyone, no search.
          onAdded={() => {
            setSearch('');
            setStatus('all');
            setPage(1);
          }}
        />
      </Group>
      {users.isError && !data ? (
        <RetryAlert
          title="Não foi possível carregar os usuários da conta"
          error={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : null}
      {!data && !users.isError ? (
        <Stack gap="xs" role="status" aria-label="Carregando os usuários da conta">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : null}
      {data && data.total === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Nenhum usuário encontrado nesta conta.
        </Text>
      ) : null}
      {data && data.total > 0 ? (
        <>
          <Table.ScrollContainer minWidth={760} scrollAreaProps={{ type: 'auto' }}>
            <Table
              verticalSpacing="xs"
              fz="sm"
              aria-label="Usuários da conta"
              data-testid="account-users-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Papel</Table.Th>
                  <Table.Th>WhatsApp</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th aria-label="Ações" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.users.map((user) => {
                  const disabled = user.userStatus === 'disabled';
                  const allowed = userActions(props.viewer, user);
                  return (
                    <Table.Tr key={user.id} data-testid="admin-account-user-row">
                      <Table.Td>
                        <ClampedText fw={600}>{user.name}</ClampedText>
                      </Table.Td>
                      <Table.Td>{breakableAddress(user.email)}</Table.Td>
                      <Table.Td>{formatRole(user.role)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {user.whatsapp_number ? formatPhone(user.whatsapp_number) : '—'}
                      </Table.Td>
                      <Table.Td>
                        <UserStatusBadge user={user} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap" justify="flex-end">
                          <UserAction
                            refusal={allowed.edit}
                            variant="subtle"
                            label={`Editar ${user.name}`}
                            onClick={() => openEditor(user)}
                          >
                            Editar
                          </UserAction>
                          {disabled ? (
                            <UserAction
                              refusal={allowed.enable}
                              variant="light"
                              label={`Reativar ${user.name}`}
                              loading={setEnabled.isPending && setEnabled.variables?.id === user.id}
                              onClick={() => toggle(user, true)}
                            >
                              Reativar
                            </UserAction>
                          ) : (
                            <UserAction
                              refusal={allowed.disable}
                              variant="light"
                              color="red"
                              label={`Desativar ${user.name}`}
                              onClick={() => setDisabling(user)}
                            >
                              Desativar
                            </UserAction>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.total > ADMIN_PAGE_SIZE ? (
            <Group justify="center">
              <Pagination
                size="sm"
                total={pageCount(data.total, data.page_size)}
                value={page}
                onChange={setPage}
              />
            </Group>
          ) : null}
        </>
      ) : null}
      <AdminUserFormModal
        user={editing}
        internalAccount={props.internalAccount}
        viewer={props.viewer}
        pending={update.isPending}
        serverError={update.error?.message ?? null}
        onClose={() => setEditing(null)}
        onSubmit={saveUser}
      />
      <DisableUserModal
        user={disabling}
        pending={setEnabled.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={(user) => toggle(user, false)}
      />
    </Stack>
  );
}

/**
 * A row's action. Refused, it stays in place but inert (aria-disabled rather than disabled, so it keeps the
 * focus and its tooltip, which says why, is reachable by keyboard and read as its description).
 */
function UserAction(props: {
  refusal: Refusal;
  label: string;
  variant: ButtonProps['variant'];
  color?: string;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <Button
      size="compact-sm"
      variant={props.variant}
      color={props.color}
      aria-label={props.label}
      loading={props.loading}
      aria-disabled={props.refusal ? true : undefined}
      data-disabled={props.refusal ? true : undefined}
      onClick={(event) => {
        if (props.refusal) event.preventDefault();
        else props.onClick();
      }}
    >
      {props.children}
    </Button>
  );
  if (!props.refusal) return button;
  return (
    <Tooltip label={props.refusal} events={{ hover: true, focus: true, touch: true }} multiline w={260}>
      {button}
    </Tooltip>
  );
}
