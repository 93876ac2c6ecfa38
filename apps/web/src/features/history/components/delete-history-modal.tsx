import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { HistoryEntry } from '@prospecta/contracts/history-api';
import { useDeleteHistory } from '@/features/history/api/delete-history';

export type DeleteHistoryModalProps = {
  entry: HistoryEntry | null;
  /** The entry is the default search: deleting it stops the default (the server does it). */
  isDefault: boolean;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteHistoryModal({ entry, isDefault, onClose, onDeleted }: DeleteHistoryModalProps) {
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
        {isDefault ? (
          <Text fz="sm" c="orange.8" data-testid="delete-default-warning">
            Esta é a sua busca padrão: a Busca deixará de abrir com ela.
          </Text>
        ) : null}
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
