import { ActionIcon, Button, Card, Group, Spoiler, Stack, Text, Tooltip } from '@mantine/core';
import { canDeleteNote, canEditNote, type Note } from '@prospecta/contracts/lists-notes-api';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useUpdateNote } from '@/features/notes/api/update-note';
import { NoteTextarea } from '@/features/notes/components/note-textarea';
import { isNoteGone } from '@/features/notes/lib/note-conflicts';
import { formatDateTime } from '@/lib/format';

/** About eight lines of a note; a longer one is cut there with "Ver mais". */
const NOTE_SHOWN_HEIGHT = 170;

/**
 * One note: its text, writer and time ("editada" once changed), and for its writer "Editar anotação" (Ctrl+Enter
 * saves, Esc gives up and keeps the text as it was); "Excluir anotação" for its writer, an owner or a manager.
 * Both buttons carry the note's `name` (the beginning of its text and its time, `lib/note-focus.ts`): a list of
 * them read aloud tells which is which. A correction of a note someone else deleted meanwhile hands its text to
 * the panel (`onGone`), never dropping it.
 */
export function NoteCard(props: {
  note: Note;
  /** The note's name on its buttons, unique in the panel (`noteNames`). */
  name: string;
  me: { id: string; role: string } | undefined;
  onDelete: (note: Note) => void;
  /** The edit box opened or closed: the panel keeps a note being corrected on screen whatever a refresh reads. */
  onEditing: (note: Note, editing: boolean) => void;
  /** Saving found the note deleted by someone else: the panel offers the text typed as a new note. */
  onGone: (note: Note, text: string) => void;
}) {
  const { note, me } = props;
  const [draft, setDraftState] = useState<string | null>(null);
  const setDraft = (value: string | null) => {
    setDraftState(value);
    if ((value !== null) !== (draft !== null)) props.onEditing(note, value !== null);
  };
  const update = useUpdateNote();
  const editing = draft !== null;
  // Leaving the edit box (saved, Esc, "Cancelar") removes what had the focus: it goes back to "Editar", unless
  // the user took it elsewhere meanwhile (a slow save).
  const card = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || card.current?.contains(active);
    if (wasEditing.current && !editing && lost) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const value = draft?.trim() ?? '';
  const save = () => {
    if (!value || update.isPending) return;
    if (value === note.text) return setDraft(null);
    // A refused change says why in the app's error toast and the box stays open with the text typed; a note
    // deleted meanwhile (404) closes the box and its text goes to the panel, to be kept as a new note.
    update.mutate(
      { id: note.id, text: value },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => {
          if (isNoteGone(error)) props.onGone(note, value);
        },
      },
    );
  };
  const edited = note.updated_at ? ` · editada ${formatDateTime(note.updated_at)}` : '';
  const { name } = props;
  return (
    // Focusable from the script only: where focus lands when the note above it is deleted.
    <Card
      ref={card}
      p="sm"
      withBorder
      data-testid="note"
      data-note-id={note.id}
      tabIndex={-1}
      className="mantine-focus-auto"
    >
      {editing ? (
        <Stack gap="xs">
          <NoteTextarea
            aria-label="Texto da anotação"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                save();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setDraft(null);
              }
            }}
            error={draft.trim() ? undefined : 'Escreva a anotação'}
            autosize
            minRows={2}
            autoFocus
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={update.isPending}>
              Cancelar
            </Button>
            <Button size="xs" onClick={save} loading={update.isPending} disabled={!value}>
              Salvar alteração
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {/* minWidth 0: a long unbroken word wraps inside the card, the buttons stay beside it. */}
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            {/* A long note (up to 5 000 characters) shows its first lines: the notes under it stay in reach. */}
            <Spoiler maxHeight={NOTE_SHOWN_HEIGHT} showLabel="Ver mais" hideLabel="Ver menos" fz="sm">
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
            </Spoiler>
            <Text fz="xs" c="dimmed">
              {note.user.name} · {formatDateTime(note.created_at)}
              {edited}
            </Text>
          </Stack>
          <Group gap={2} wrap="nowrap">
            {me && canEditNote(note.user.id, me) ? (
              <Tooltip label={`Editar ${name}`} withArrow>
                <ActionIcon
                  ref={editButton}
                  variant="subtle"
                  aria-label={`Editar ${name}`}
                  onClick={() => setDraft(note.text)}
                >
                  <IconPencil size={14} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {me && canDeleteNote(note.user.id, me) ? (
              <Tooltip label={`Excluir ${name}`} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Excluir ${name}`}
                  onClick={() => props.onDelete(note)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
      )}
    </Card>
  );
}
