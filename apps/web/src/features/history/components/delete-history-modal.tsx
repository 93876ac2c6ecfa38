import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { HistoryEntry } from '@prospecta/contracts/history-api';
import { useDeleteHistory } from '@/features/history/api/delete-history';

export type DeleteHistoryModalProps = {
  entry: HistoryEntry | null;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteHistoryModal({ entry, onClose, onDeleted }: DeleteHistoryModalProps) {
  const remove = useDeleteHistory();
  const confirm = () => {
    if (!entry) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        onDeleted();
        onClose();
      },
    });
  };
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Excluir busca" centered>
      <Stack gap="md">
        <Text fz="sm">
          Excluir “{entry?.name}” do histórico? As listas criadas a partir dela não são afetadas.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            Excluir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
