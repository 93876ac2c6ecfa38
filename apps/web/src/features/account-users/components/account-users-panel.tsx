import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type AccountUser,
  canViewAccountUsers,
  isUnmanagedUser,
  type SubUserRole,
} from '@prospecta/contracts/account-users-api';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { breakableAddress } from '@/components/ui/breakable-address';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAccountUserChanges, useAccountUsers } from '@/features/account-users/api/account-users';
import { AccountUserFormModal } from '@/features/account-users/components/account-user-form-modal';
import type { AccountUserFormValues } from '@/features/account-users/lib/account-user-form';
import { formatPhone } from '@/features/company/lib/company-format';
import { trackEvent } from '@/features/sales-signals/api/track-event';
import { focusWhenShown } from '@/lib/focus-when-shown';
import { formatRole } from '@/lib/format';
import { showToast } from '@/lib/notify';
import { showUndoToast } from '@/lib/undo-toast';

/** The name column's widest (a 120-character name wraps inside it). */
const NAME_COLUMN_MAX_WIDTH = 260;

type Form = { editing: AccountUser | null } | null;

/** /user/adminpanel: the account's users; the owner adds, edits, turns off and deletes them. */
export function AccountUsersPanel({ me }: { me: { id: string; role: string } }) {
  const canView = canViewAccountUsers(me.role);
  const users = useAccountUsers(canView);
  const { create, update, remove, restore } = useAccountUserChanges();
  const [form, setForm] = useState<Form>(null);
  const [deleting, setDeleting] = useState<AccountUser | null>(null);
  // Turning a user off signs them out everywhere at once: asked first, as a delete is (turning on is not).
  const [switchingOff, setSwitchingOff] = useState<AccountUser | null>(null);

  if (!canView) {
    return (
      <Alert color="gray" title="Usuários da conta">
        Somente o dono da conta e os gestores veem os usuários da conta.
      </Alert>
    );
  }
  if (users.isPending) return <PageLoader />;
  if (users.isError) {
    return (
      <Alert color="red" title="Não foi possível carregar os usuários">
        {users.error.message}
      </Alert>
    );
  }
  const { users: rows, active_users: active, max_users_count: max, can_manage: canManage } = users.data;
  const full = active >= max;
  const formError = (form?.editing ? update.error : create.error)?.message ?? null;

  // A form opens without the refusal of an earlier request (a switch turned in the table shares `update`).
  const openForm = (editing: AccountUser | null) => {
    create.reset();
    update.reset();
    setForm({ editing });
  };
  const closeForm = () => setForm(null);
  const submit = (values: AccountUserFormValues) => {
    const fields = { name: values.name, role: values.role as SubUserRole, whatsapp_number: values.whatsapp };
    if (form?.editing) {
      update.mutate({ id: form.editing.id, body: fields, inForm: true }, { onSuccess: closeForm });
    } else {
      create.mutate({ ...fields, email: values.email }, { onSuccess: closeForm });
    }
  };
  const confirmDelete = (user: AccountUser) =>
    remove.mutate(user.id, {
      onSuccess: () => {
        setDeleting(null);
        // Its row is gone: the keyboard goes on from the next row's "Editar" (the previous one's for the last).
        const at = rows.findIndex((r) => r.id === user.id);
        const next = [...rows.slice(at + 1), ...rows.slice(0, at).reverse()].find(
          (r) => canManage && !isUnmanagedUser(r, me.id) && !r.disabled_by_staff,
        );
        if (next) focusWhenShown(`[data-user-edit="${CSS.escape(next.id)}"]`);
        showUndoToast({
          id: `user-deleted-${user.id}`,
          title: 'Usuário deletado com sucesso',
          message: `${user.name} não entra mais no Prospecta.`,
          // The user comes back on or off as they were. The request skips the global error toast (a full
          // plan is said here), and its success message is the server's.
          onUndo: () =>
            restore.mutate(
              { id: user.id, active: user.active },
              { onError: (error) => showToast({ color: 'red', message: error.message }) },
            ),
        });
      },
      onError: () => setDeleting(null),
    });

  const refuseFull = () => {
    trackEvent('tried_to_register_new_additional_user', 'Usuários da conta');
    showToast({
      color: 'yellow',
      message: `Seu plano já tem ${max} ${max === 1 ? 'usuário ativo' : 'usuários ativos'}: desative ou exclua um usuário${me.role === 'owner' ? ', ou mude para um plano com mais usuários' : ''} para adicionar outro.`,
    });
  };

  const switchOff = (user: AccountUser) =>
    update.mutate({ id: user.id, body: { active: false } }, { onSettled: () => setSwitchingOff(null) });

  return (
    <Card p="xl">
      <Group justify="space-between" align="flex-start" mb="lg">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Usuários da conta
          </Title>
          <Text c="dimmed" fz="sm" data-testid="account-users-seats">
            {active} de {max} {max === 1 ? 'usuário ativo' : 'usuários ativos'} no seu plano
            {full && canManage ? ' · plano completo: desative ou exclua um usuário para adicionar outro' : ''}
            {/* Only the owner orders a plan (an admin here is staff, who sets the seats in the admin area). */}
            {full && me.role === 'owner' ? (
              <>
                {', ou '}
                <Anchor component={Link} to={paths.upgradePlans.getHref()} fz="sm">
                  mude para um plano com mais usuários
                </Anchor>
              </>
            ) : null}
          </Text>
        </Stack>
        {canManage ? (
          // With the plan full it looks disabled but still answers: the press says why, and is a signal for our
          // sales team (the server never sees this add, which the screen refuses first).
          <Button
            leftSection={<IconUserPlus size={16} />}
            data-disabled={full || undefined}
            aria-disabled={full || undefined}
            onClick={() => (full ? refuseFull() : openForm(null))}
          >
            Novo usuário
          </Button>
        ) : null}
      </Group>
      {canManage ? null : (
        <Text fz="sm" c="dimmed" mb="md">
          Somente o dono da conta adiciona, edita e exclui usuários.
        </Text>
      )}
      {/* Narrower than the table (a window snapped beside a CRM), it scrolls sideways, its scrollbar always in
          sight: ScrollArea's default shows it only under the pointer, so Papel, Situação and the actions looked
          cut off. */}
      <Table.ScrollContainer
        minWidth={720}
        scrollAreaProps={{ type: 'auto' }}
        data-testid="account-users-scroll"
      >
        <Table verticalSpacing="sm" highlightOnHover aria-label="Usuários da conta">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Papel</Table.Th>
              <Table.Th>WhatsApp</Table.Th>
              <Table.Th>Situação</Table.Th>
              {canManage ? <Table.Th aria-label="Ações" w={96} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => {
              // A user staff disabled is shown but only staff bring it back.
              const locked = !canManage || isUnmanagedUser(user, me.id) || user.disabled_by_staff;
              return (
                <Table.Tr key={user.id} data-testid="account-user-row">
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      {/* A long name without spaces breaks anywhere and stops at two lines with an ellipsis,
                          so it never pushes the other columns away; the full name is its title, read whole. */}
                      <Text
                        fz="sm"
                        fw={600}
                        lineClamp={2}
                        maw={NAME_COLUMN_MAX_WIDTH}
                        title={user.name}
                        style={{ overflowWrap: 'anywhere' }}
                        data-testid="account-user-name"
                      >
                        {user.name}
                      </Text>
                      {user.id === me.id ? (
                        <Badge size="xs" variant="light">
                          Você
                        </Badge>
                      ) : null}
                      {user.has_password ? null : (
                        <Tooltip label="Entra com um código enviado por e-mail até criar uma senha">
                          <Badge size="xs" variant="light" color="gray">
                            Sem senha
                          </Badge>
                        </Tooltip>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td fz="sm">{breakableAddress(user.email)}</Table.Td>
                  <Table.Td fz="sm">{formatRole(user.role)}</Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {user.whatsapp_number ? formatPhone(user.whatsapp_number) : '—'}
                  </Table.Td>
                  <Table.Td>
                    {user.disabled_by_staff ? (
                      <Tooltip
                        label="Só a equipe do Prospecta reativa este usuário: fale com o suporte"
                        multiline
                        w={240}
                      >
                        <Badge variant="light" color="gray" tt="none" data-testid="disabled-by-staff">
                          Desativado pela equipe do Prospecta
                        </Badge>
                      </Tooltip>
                    ) : locked ? (
                      <Text fz="sm">{user.active ? 'Ativo' : 'Inativo'}</Text>
                    ) : (
                      <Switch
                        checked={user.active}
                        label={user.active ? 'Ativo' : 'Inativo'}
                        aria-label={`${user.name}: ${user.active ? 'ativo' : 'inativo'}`}
                        disabled={update.isPending || (!user.active && full)}
                        onChange={(event) =>
                          event.currentTarget.checked
                            ? update.mutate({ id: user.id, body: { active: true } })
                            : setSwitchingOff(user)
                        }
                      />
                    )}
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      {locked ? null : (
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Editar ${user.name}`}
                            data-user-edit={user.id}
                            onClick={() => openForm(user)}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Excluir ${user.name}`}
                            onClick={() => setDeleting(user)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Group>
                      )}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <AccountUserFormModal
        opened={form !== null}
        editing={form?.editing ?? null}
        pending={create.isPending || update.isPending}
        serverError={formError}
        onClose={closeForm}
        onSubmit={submit}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? `Excluir ${deleting.name}?` : ''}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">
            {deleting?.name} não poderá mais entrar no Prospecta. As listas e anotações de {deleting?.name}{' '}
            continuam na conta.
          </Text>
          <Group justify="flex-end">
            {/* As in "Desativar": the keyboard starts on the safe choice, not on the dialog's ×. */}
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              Cancelar
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && confirmDelete(deleting)}
            >
              Excluir usuário
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={switchingOff !== null}
        onClose={() => setSwitchingOff(null)}
        title={switchingOff ? `Desativar ${switchingOff.name}?` : ''}
        centered
      >
        <Stack gap="md">
          <Text fz="sm" data-testid="switch-off-warning">
            {switchingOff?.name} não poderá mais entrar no Prospecta, e as sessões abertas em todos os
            aparelhos serão encerradas agora: o que estiver sendo feito sem salvar se perde. As listas e
            anotações continuam na conta, e você pode reativar o acesso quando quiser.
          </Text>
          <Group justify="flex-end">
            {/* The keyboard starts on the safe choice: Enter right after the switch must not sign anyone out. */}
            <Button variant="default" onClick={() => setSwitchingOff(null)} data-autofocus>
              Cancelar
            </Button>
            <Button
              color="red"
              loading={update.isPending}
              onClick={() => switchingOff && switchOff(switchingOff)}
            >
              Desativar usuário
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
