import { ActionIcon, Button, Card, Group, Pagination, Stack, Text, Textarea } from '@mantine/core';
import { IconNote, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateNote } from '@/features/notes/api/create-note';
import { useDeleteNote } from '@/features/notes/api/delete-note';
import { useNotes } from '@/features/notes/api/get-notes';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** Notes on a company of a list: write, read page by page, delete. */
export function NotesPanel({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const notes = useNotes(companyId, page);
  const create = useCreateNote();
  const remove = useDeleteNote();
  const submit = () => {
    const value = text.trim();
    if (!value) return;
    create.mutate({ text: value, company_id: companyId }, { onSuccess: () => setText('') });
  };
  return (
    <Card p="md" data-testid="notes-panel">
      <Group gap="xs" mb="sm">
        <IconNote size={18} />
        <Text fw={700}>Anotações</Text>
      </Group>
      <Stack gap="xs">
        <Textarea
          placeholder="Escreva uma anotação sobre esta empresa"
          aria-label="Nova anotação"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={5000}
        />
        <Group justify="flex-end">
          <Button size="xs" onClick={submit} loading={create.isPending} disabled={!text.trim()}>
            Salvar anotação
          </Button>
        </Group>
        {notes.data?.notes.map((note) => (
          <Card key={note.id} p="sm" withBorder data-testid="note">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.text}
                </Text>
                <Text fz="xs" c="dimmed">
                  {note.user.name} · {dateTime.format(new Date(note.created_at))}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Excluir anotação"
                onClick={() => remove.mutate(note.id)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          </Card>
        ))}
        {notes.data && notes.data.total === 0 ? (
          <Text fz="sm" c="dimmed">
            Nenhuma anotação ainda.
          </Text>
        ) : null}
        {notes.data && notes.data.total_pages > 1 ? (
          <Pagination size="sm" total={notes.data.total_pages} value={page} onChange={setPage} />
        ) : null}
      </Stack>
    </Card>
  );
}
