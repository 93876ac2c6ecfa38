// Two people on one company's notes: a delete refused because the note was corrected since its deleter saw it,
// a correction of a note someone else deleted (its text is never lost), and the note being corrected kept on
// screen while the notes are read again around it.
import type { Note } from '@prospecta/contracts/lists-notes-api';
import { ApiError, type Toast } from '@/lib/api-errors';

/** What a correction of a note deleted meanwhile says (a hard delete leaves no name to give). */
export const NOTE_GONE_TITLE = 'Esta anotação foi excluída por outra pessoa';
export const NOTE_GONE_TEXT =
  'O texto que você escreveu continua aqui: salve-o como uma nova anotação ou descarte-o.';

/** The toast of a delete the server refused because the note changed since (409): it comes back as it is now. */
export function keptNoteToast(error: unknown): Toast | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return { color: 'yellow', title: 'Anotação mantida', message: error.message };
}

/** The note being corrected is no longer there (deleted by someone else, or its list): 404. */
export function isNoteGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The notes to show: the page read, without those deleted on screen, plus every note being corrected that the
 * page no longer holds (deleted by someone else, or pushed to another page by newer notes), in the page's order
 * (newest first), so the words being typed in it never vanish with a refresh. Saving tells which it was.
 */
export function notesOnScreen(
  page: readonly Note[],
  hidden: ReadonlySet<string>,
  editing: ReadonlyMap<string, Note>,
): Note[] {
  const shown = page.filter((note) => !hidden.has(note.id));
  const ids = new Set(shown.map((note) => note.id));
  const kept = [...editing.values()].filter((note) => !ids.has(note.id) && !hidden.has(note.id));
  if (kept.length === 0) return shown;
  return [...shown, ...kept].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
  );
}
