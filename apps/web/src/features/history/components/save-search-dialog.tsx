import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { LimitedTextInput } from '@/components/ui/limited-text-input';
import { useCreateHistory } from '@/features/history/api/create-history';
import { useCodeNames } from '@/features/history/hooks/use-code-names';
import { useHistoryStatus } from '@/features/history/hooks/use-history-status';
import { HISTORY_NAME_MAX, proposedHistoryName } from '@/features/history/lib/history-name';
import { historyErrorView, type SavedFilters, savedToast } from '@/features/history/lib/history-status';
import { nameCutMessage } from '@/lib/form-rules';
import { showToast } from '@/lib/notify';

export type SaveSearchButtonProps = {
  searchId: string | null;
  totalResults: number;
  totalEmployees: number;
  selectedFilters: SavedFilters;
};

/** "Salvar busca": names the current search and keeps it in the history. */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [status, setStatus] = useHistoryStatus();
  const create = useCreateHistory();
  // Set at once on submit (as "Nova lista" does): the mutation's own isPending arrives a tick later, so a
  // double-click or Enter then click would send the save twice and the second answer "name already exists".
  const [pending, setPending] = useState(false);
  const names = useCodeNames([props.selectedFilters.url]);
  const open = () => {
    // A name from the main filters ("Restaurantes em São Paulo/SP"), ready to keep or change.
    setName(proposedHistoryName(props.selectedFilters.url, new Date(), names));
    create.reset();
    setPending(false);
    setOpened(true);
  };
  const save = () => {
    if (!props.searchId || !name.trim() || pending) return;
    setPending(true);
    create.mutate(
      {
        search_id: props.searchId,
        name: name.trim(),
        total_results: props.totalResults,
        total_employees: props.totalEmployees,
        selected_filters: props.selectedFilters,
      },
      {
        onSuccess: (entry) => {
          setStatus('created');
          setOpened(false);
          showToast(savedToast(entry.name));
        },
        onError: () => setStatus('error'),
        onSettled: () => setPending(false),
      },
    );
  };
  const error = create.isError ? historyErrorView(create.error) : null;
  return (
    <>
      <Button
        leftSection={status === 'created' ? <IconCheck size={16} /> : <IconDeviceFloppy size={16} />}
        color={status === 'created' ? 'teal' : undefined}
        onClick={open}
        disabled={!props.searchId}
      >
        {status === 'created' ? 'Busca salva' : 'Salvar busca'}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Salvar busca no histórico" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              Dê um nome para encontrar esta busca depois no histórico e repeti-la com os mesmos filtros.
            </Text>
            {/* Counted near its limit; a longer name pasted is cut there, and said so. */}
            <LimitedTextInput
              label="Nome da busca"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
              maxLength={HISTORY_NAME_MAX}
              cutMessage={nameCutMessage(HISTORY_NAME_MAX)}
              required
            />
            {error ? (
              <Alert color="red" title={error.title} data-testid="history-save-error">
                {error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancelar
              </Button>
              <Button type="submit" loading={pending} disabled={!name.trim()}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
