// Which note a keyboard or screen-reader user lands on once a note is deleted (its card leaves the page and
// focus would fall to the page's body), how a note is named on its buttons, and what is announced when a note
// is saved, deleted or brought back.
import { formatDateTime } from '@/lib/format';

/** Longest beginning of a note's text kept in its name (the "…" aside). */
export const NOTE_EXCERPT_LENGTH = 30;

/**
 * The beginning of a note's text, on one line, cut after a whole word with "…" when longer than `max`
 * ("Ligar para a Ana na segunda…"); a first word longer than `max` is cut inside it.
 */
export function noteExcerpt(text: string, max = NOTE_EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const head = line.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? head.slice(0, space) : line.slice(0, max);
  return `${cut.replace(/[\s.,;:!?…-]+$/, '')}…`;
}

type NamedNote = { id: string; text: string; created_at: string };

/**
 * "anotação “Ligar para a Ana na segunda…” de 29/11/2026 às 14:02": a note told apart from the others on the
 * same company by the beginning of its text and its time (two written in the same minute differ by the text).
 */
export const noteName = (note: Omit<NamedNote, 'id'>) =>
  `anotação “${noteExcerpt(note.text)}” de ${formatDateTime(note.created_at)}`;

/**
 * The name of each note shown: `noteName`, and where two still read the same (the same beginning in the same
 * minute) a number in the order shown, "(1)", "(2)", so no two buttons of the panel share a name.
 */
export function noteNames(notes: readonly NamedNote[]): Map<string, string> {
  const base = notes.map((note) => noteName(note));
  const count = new Map<string, number>();
  for (const name of base) count.set(name, (count.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  notes.forEach((note, i) => {
    const name = base[i] as string;
    if ((count.get(name) ?? 0) < 2) {
      names.set(note.id, name);
      return;
    }
    const nth = (seen.get(name) ?? 0) + 1;
    seen.set(name, nth);
    names.set(note.id, `${name} (${nth})`);
  });
  return names;
}

const capitalised = (name: string) => name.replace(/^a/, 'A');

/** What a screen reader is told when a note is deleted (the toast beside it offers "Desfazer"). */
export const noteDeletedText = (name: string) =>
  `${capitalised(name)} excluída. Para desfazer, use o botão “Desfazer” da notificação.`;

/** What a screen reader is told once a new note is saved (the focus stays in the emptied new-note box). */
export const noteSavedText = (name: string) => `${capitalised(name)} salva.`;

/** What a screen reader is told when "Desfazer" brings a deleted note back (the focus goes to it). */
export const noteRestoredText = (name: string) => `${capitalised(name)} restaurada.`;

/**
 * The note to focus once `deletedId` leaves the shown notes: the one after it, else the one before it; null
 * (focus the new-note box) when it was the only one.
 */
export function noteAfterDelete(shownIds: readonly string[], deletedId: string): string | null {
  const at = shownIds.indexOf(deletedId);
  if (at < 0) return null;
  return shownIds[at + 1] ?? shownIds[at - 1] ?? null;
}
