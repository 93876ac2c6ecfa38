import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminAccountUser } from '@prospecta/contracts/admin-api';

/** "Desativar {name}?": the user stops signing in and frees a seat; their lists and notes stay. */
export function DisableUserModal(props: {
  user: AdminAccountUser | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminAccountUser) => void;
}) {
  const { user } = props;
  return (
    <Modal
      opened={user !== null}
      onClose={props.onCancel}
      title={user ? `Desativar ${user.name}?` : ''}
      centered
    >
      <Stack gap="md">
        <Text fz="sm">
          {user?.name} não entra mais no Prospecta até ser reativado, e deixa de ocupar um lugar no plano. As
          listas e anotações dele continuam na conta.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancelar
          </Button>
          <Button color="red" loading={props.pending} onClick={() => user && props.onConfirm(user)}>
            Desativar usuário
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
