import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { HistoryEntry } from '@prospecta/contracts/history-api';
import { useEffect, useState } from 'react';
import { useUpdateHistory } from '@/features/history/api/update-history';
import { historyErrorView } from '@/features/history/lib/history-status';

export function RenameHistoryModal({ entry, onClose }: { entry: HistoryEntry | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const rename = useUpdateHistory();
  const { reset } = rename;
  useEffect(() => {
    setName(entry?.name ?? '');
    reset();
  }, [entry, reset]);
  const error = rename.isError ? historyErrorView(rename.error) : null;
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Renomear busca" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (entry && name.trim())
            rename.mutate({ id: entry.id, name: name.trim() }, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Novo nome"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
            required
          />
          {error ? (
            <Alert color="red" title={error.title}>
              {error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
