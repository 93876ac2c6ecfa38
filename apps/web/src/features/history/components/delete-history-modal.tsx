import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { HistoryEntry } from '@prospecta/contracts/history-api';
import { useCallback } from 'react';
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
  // A confirmation is an alert dialog (its question read at once, WAI-ARIA): Mantine writes role="dialog" on
  // the box with no prop to change it, so the role is set on the box as its content is attached (the dialog
  // mounts its content with its transition, after the modal's own first render).
  const questionId = useId();
  const opened = entry !== null;
  const body = useCallback(
    (node: HTMLDivElement | null) => {
      const box = node?.closest('[role="dialog"]');
      box?.setAttribute('role', 'alertdialog');
      box?.setAttribute('aria-describedby', questionId);
    },
    [questionId],
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Excluir busca" centered>
      <Stack gap="md" ref={body}>
        <Text fz="sm" id={questionId} style={{ overflowWrap: 'anywhere' }}>
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
          {/* The dialog opens on its choice (Mantine's default was the ×). */}
          <Button color="red" loading={remove.isPending} onClick={confirm} data-autofocus>
            Excluir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
