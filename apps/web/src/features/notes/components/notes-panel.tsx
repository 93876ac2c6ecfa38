import { Button, Card, Group, Pagination, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Note } from '@prospecta/contracts/lists-notes-api';
import { IconNote } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import { useCreateNote } from '@/features/notes/api/create-note';
import {
  holdNoteDelete,
  sendNoteDelete,
  undoNoteDelete,
  usePendingNoteDeletes,
} from '@/features/notes/api/delete-note';
import { useNotes } from '@/features/notes/api/get-notes';
import { NoteCard } from '@/features/notes/components/note-card';
import { NoteTextarea } from '@/features/notes/components/note-textarea';
import { OrphanNote } from '@/features/notes/components/orphan-note';
import { useOrphanTexts } from '@/features/notes/hooks/use-orphan-texts';
import { notesOnScreen } from '@/features/notes/lib/note-conflicts';
import {
  draftStorage,
  readNoteDraft,
  textAfterFailedSave,
  writeNoteDraft,
} from '@/features/notes/lib/note-drafts';
import {
  noteAfterDelete,
  noteDeletedText,
  noteName,
  noteNames,
  noteRestoredText,
  noteSavedText,
} from '@/features/notes/lib/note-focus';
import { ApiError } from '@/lib/api-errors';
import { showToast } from '@/lib/notify';
import { showUndoToast } from '@/lib/undo-toast';

/**
 * Deletes a note the way a misclick can be taken back: it disappears at once and a toast offers "Desfazer"
 * for 5 s; the DELETE, of the version on screen, is sent when the toast closes without it, or at once when the
 * page is left meanwhile (`api/delete-note.ts`). `onRestored` runs once "Desfazer" has brought the note back.
 */
function useDeleteNoteWithUndo(onRestored: (note: Note) => void) {
  return (note: Note) => {
    let undone = false;
    let settled = false;
    holdNoteDelete(note);
    showUndoToast({
      id: `note-deleted-${note.id}`,
      title: 'Anotação excluída',
      message: note.text,
      onUndo: () => {
        undone = true;
      },
      onClose: () => {
        if (settled) return;
        settled = true;
        if (undone) {
          if (undoNoteDelete(note.id)) onRestored(note);
          return;
        }
        // A note changed since it was seen comes back as it is now, with a toast that says nothing was deleted.
        void sendNoteDelete(note.id);
      },
    });
  };
}

/**
 * Notes on a company of a list: write (Ctrl+Enter saves; the text not yet saved is kept per company, so stepping
 * through the list and back finds it), read page by page (again every 30 s while in view: another user's notes
 * show up), edit one's own, delete with undo.
 */
export function NotesPanel({ companyId }: { companyId: string }) {
  const [page, setPage] = useState(1);
  const [text, setTextState] = useState(() => readNoteDraft(draftStorage(), companyId));
  const setText = (value: string) => {
    setTextState(value);
    writeNoteDraft(draftStorage(), companyId, value);
  };
  const notes = useNotes(companyId, page);
  const create = useCreateNote();
  // Where the keyboard goes when a card appears or leaves (a note saved, deleted, brought back): a note's card
  // (focusable from the script only) or the new-note box, never the page's body; what happened is said once in
  // the panel's polite live region.
  const panel = useRef<HTMLDivElement>(null);
  const [announced, setAnnounced] = useState('');
  // `orphan`: the text of a correction whose note was deleted, its "Salvar como nova anotação" button.
  const [focusNext, setFocusNext] = useState<{ id: string | null; orphan?: boolean } | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const root = panel.current;
    const id = focusNext.id ? CSS.escape(focusNext.id) : null;
    const selector = focusNext.orphan
      ? `[data-orphan-note="${id}"] [data-orphan-save]`
      : `[data-note-id="${id}"]`;
    const card = id ? root?.querySelector<HTMLElement>(selector) : null;
    // A note brought back on another page than the one shown: the new-note box.
    (card ?? root?.querySelector<HTMLElement>('[data-new-note]'))?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const remove = useDeleteNoteWithUndo((note) => {
    setAnnounced(noteRestoredText(noteName(note)));
    setFocusNext({ id: note.id });
  });
  const me = useMe().data;
  const pendingDeletes = usePendingNoteDeletes();
  // The notes being corrected stay on screen whatever the refresh every 30 s reads (`notesOnScreen`); one found
  // deleted on saving leaves its text to the panel (`orphans`), to be kept as a new note in one click.
  const [editing, setEditing] = useState<ReadonlyMap<string, Note>>(() => new Map());
  const onEditing = (note: Note, isEditing: boolean) =>
    setEditing((current) => {
      const next = new Map(current);
      if (isEditing) next.set(note.id, note);
      else next.delete(note.id);
      return next;
    });
  const orphans = useOrphanTexts(companyId);
  const restore = useCreateNote();
  const onGone = (note: Note, typed: string) => {
    onEditing(note, false);
    orphans.add({ noteId: note.id, text: typed });
    setFocusNext({ id: note.id, orphan: true });
  };
  const saveOrphan = (noteId: string, typed: string) =>
    restore.mutate(
      { text: typed, company_id: companyId },
      {
        onSuccess: (saved) => {
          orphans.remove(noteId);
          setAnnounced(noteSavedText(noteName(saved)));
          setFocusNext({ id: null });
        },
      },
    );
  const hidden = new Set([...pendingDeletes, ...orphans.texts.map((orphan) => orphan.noteId)]);
  const shown = notesOnScreen(notes.data?.notes ?? [], hidden, editing);
  const names = noteNames(shown);
  const onDelete = (note: Note) => {
    const next = noteAfterDelete(
      shown.map((n) => n.id),
      note.id,
    );
    remove(note);
    setAnnounced(noteDeletedText(names.get(note.id) ?? noteName(note)));
    setFocusNext({ id: next });
  };
  /**
   * `fromBox`: saved with Ctrl+Enter, the keyboard in the box. The box empties at once and keeps the focus, so the
   * next note is typed right away (what is typed while this one is on its way stays); a failed save puts the text
   * back, before anything typed since, and says why. Saved by the button, whose "loading" and then empty box
   * disable it, the focus would fall to the page: it goes to the note saved (the emptied box when that is on
   * another page), where the status keys (1 to 6) work. Either way the save is said in the live region.
   */
  const submit = (fromBox: boolean) => {
    const value = text.trim();
    if (!value) return;
    setText('');
    // Each save's own outcome (mutate's callbacks would run for the last of two saves in flight only). A failed
    // save after the panel has gone (the next company opened) still keeps its text as this company's draft.
    create.mutateAsync({ text: value, company_id: companyId }).then(
      (saved) => {
        setAnnounced(noteSavedText(noteName(saved)));
        if (!fromBox) setFocusNext({ id: saved.id });
      },
      (error: unknown) => {
        // What was typed since is this company's draft (kept as typed), whether the panel is still shown or not.
        setText(textAfterFailedSave(value, readNoteDraft(draftStorage(), companyId)));
        if (!fromBox) setFocusNext({ id: null });
        // A refusal is said by the HTTP client's own toast; a lost connection is not.
        if (!(error instanceof ApiError) || error.status === 0)
          showToast({
            color: 'red',
            title: 'Não foi possível salvar a anotação',
            message: `${error instanceof ApiError ? error.message : 'Tente novamente.'} O texto voltou para a caixa.`,
          });
      },
    );
  };
  return (
    <Card p="md" data-testid="notes-panel" ref={panel}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic data-testid="notes-announcement">
        {announced}
      </VisuallyHidden>
      <Group gap="xs" mb="sm">
        <IconNote size={18} />
        <Text fw={700}>Anotações</Text>
      </Group>
      <Stack gap="xs">
        <NoteTextarea
          placeholder="Escreva uma anotação sobre esta empresa"
          aria-label="Nova anotação"
          data-new-note
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              submit(true);
            }
          }}
          autosize
          minRows={2}
        />
        <Group justify="space-between">
          <Text fz="xs" c="dimmed">
            Ctrl+Enter salva
          </Text>
          <Button size="xs" onClick={() => submit(false)} loading={create.isPending} disabled={!text.trim()}>
            Salvar anotação
          </Button>
        </Group>
        {orphans.texts.map((orphan) => (
          <OrphanNote
            key={orphan.noteId}
            noteId={orphan.noteId}
            text={orphan.text}
            saving={restore.isPending && restore.variables?.text === orphan.text}
            onSave={() => saveOrphan(orphan.noteId, orphan.text)}
            onDiscard={() => {
              orphans.remove(orphan.noteId);
              setFocusNext({ id: null });
            }}
          />
        ))}
        {shown.map((note) => (
          <NoteCard
            key={note.id}
            note={note}
            name={names.get(note.id) ?? noteName(note)}
            me={me}
            onDelete={onDelete}
            onEditing={onEditing}
            onGone={onGone}
          />
        ))}
        {notes.data && shown.length === 0 && notes.data.total_pages <= 1 ? (
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
