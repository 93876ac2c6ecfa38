import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';

/** DELETE /user/notes/:id */
export function deleteNote(id: string): Promise<unknown> {
  return api.delete<unknown>(`/user/notes/${encodeURIComponent(id)}`);
}

// Notes deleted on screen whose DELETE waits until the "Desfazer" toast closes: hidden meanwhile wherever
// their company's notes are shown (kept outside React so leaving the page does not forget them).
let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export function setNoteDeletePending(id: string, isPending: boolean): void {
  const next = new Set(pending);
  if (isPending) next.add(id);
  else next.delete(id);
  pending = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The ids of the notes waiting for their undo toast to close. */
export function usePendingNoteDeletes(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => pending);
}
