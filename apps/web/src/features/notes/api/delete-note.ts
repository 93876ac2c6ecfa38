import { type Note, noteVersion } from '@prospecta/contracts/lists-notes-api';
import { useSyncExternalStore } from 'react';
import { NOTES_KEY } from '@/features/notes/api/get-notes';
import { keptNoteToast } from '@/features/notes/lib/note-conflicts';
import { createNoteDeleteQueue } from '@/features/notes/lib/note-delete-queue';
import { API_BASE, api } from '@/lib/api-client';
import { getSession } from '@/lib/auth-storage';
import { showToast } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';

const deleteNoteUrl = (id: string, version: string) =>
  `/user/notes/${encodeURIComponent(id)}?version=${encodeURIComponent(version)}`;

/**
 * DELETE /user/notes/:id?version= — only the version of the note its user saw: a note changed since is kept
 * (409, said by the caller); one already gone (404) is what was asked, so no toast says otherwise.
 */
export function deleteNote(id: string, version: string): Promise<unknown> {
  // Sent as the toast closes, a reload right after must not cancel it.
  return api.delete<unknown>(deleteNoteUrl(id, version), { ownErrors: [404, 409], keepalive: true });
}

/** The DELETE as its toast closes, then the notes read again: a note kept comes back as it is now. */
async function sendWhenToastCloses(id: string, version: string): Promise<void> {
  try {
    await deleteNote(id, version);
  } catch (error) {
    // Any other refusal was said by the app's error toast.
    const kept = keptNoteToast(error);
    if (kept) showToast(kept);
  }
  await queryClient.invalidateQueries({ queryKey: NOTES_KEY });
}

/** The DELETE as the page goes away: sent at once, without the token renewal, and outliving the page. */
function sendAsPageLeaves(id: string, version: string): Promise<unknown> {
  const token = getSession()?.token;
  return fetch(`${API_BASE}${deleteNoteUrl(id, version)}`, {
    method: 'DELETE',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    keepalive: true,
  });
}

// Kept outside React: leaving the company's page neither brings a deleted note back nor loses its deletion.
const queue = createNoteDeleteQueue({ send: sendWhenToastCloses, sendOnLeave: sendAsPageLeaves });
// Closing the tab, reloading or leaving the app within a toast's 5 s: the user was told "Anotação excluída".
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => queue.sendAll());

/** Hides the note and keeps its DELETE, of the version on screen, until its "Desfazer" toast closes. */
export function holdNoteDelete(note: Note): void {
  queue.hold(note.id, noteVersion(note));
}

/** "Desfazer": false when the DELETE had already gone (the page was left meanwhile). */
export const undoNoteDelete = (id: string): boolean => queue.undo(id);

/** The toast closed without "Desfazer": the DELETE goes (nothing when already sent). */
export const sendNoteDelete = (id: string): Promise<void> | null => queue.send(id);

/** The ids of the notes deleted on screen and not yet settled. */
export function usePendingNoteDeletes(): ReadonlySet<string> {
  return useSyncExternalStore(queue.subscribe, queue.hidden);
}
