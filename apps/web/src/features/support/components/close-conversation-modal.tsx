import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = { userName: string | null; pending: boolean; onClose: () => void; onConfirm: () => void };

/** "Encerrar conversa" asks first: it leaves the open ones, and comes back when the user writes again. */
export function CloseConversationModal({ userName, pending, onClose, onConfirm }: Props) {
  return (
    <Modal opened={userName !== null} onClose={onClose} title="Encerrar conversa?" centered>
      <Stack gap="md">
        <Text fz="sm">
          A conversa com {userName} sai das abertas. Se a pessoa escrever de novo, ela volta a ficar aberta
          com todo o histórico.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            Encerrar conversa
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
