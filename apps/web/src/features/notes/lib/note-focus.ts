// Which note a keyboard or screen-reader user lands on once a note is deleted (its card leaves the page and
// focus would fall to the page's body), and how a note is named on its buttons and in what is announced.
import { formatDateTime } from '@/lib/format';

/** "anotação de 29/11/2026 às 14:02": a note told apart from the others on the same company by its time. */
export const noteName = (note: { created_at: string }) => `anotação de ${formatDateTime(note.created_at)}`;

/** What a screen reader is told when a note is deleted (the toast beside it offers "Desfazer"). */
export const noteDeletedText = (note: { created_at: string }) =>
  `${noteName(note).replace(/^a/, 'A')} excluída. Para desfazer, use o botão “Desfazer” da notificação.`;

/**
 * The note to focus once `deletedId` leaves the shown notes: the one after it, else the one before it; null
 * (focus the new-note box) when it was the only one.
 */
export function noteAfterDelete(shownIds: readonly string[], deletedId: string): string | null {
  const at = shownIds.indexOf(deletedId);
  if (at < 0) return null;
  return shownIds[at + 1] ?? shownIds[at - 1] ?? null;
}
