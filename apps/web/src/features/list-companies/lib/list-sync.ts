// Two tabs on one list: a status changed (or companies added) in one is seen in the other. Each change is
// announced on a BroadcastChannel, and a tab showing that list reads it again at once (two windows side by
// side see each other without a click); a tab that comes back into view also reads its list again
// (`refetchOnReturn`), for a change made elsewhere (another browser, a colleague). While this tab's own
// status change is on its way nothing is read again: the optimistic change stays until the server answers
// (the mutation then reads the list itself), and "Desfazer" works on what the user sees. A tab does not hear
// its own announcements (a BroadcastChannel reaches the other channels of the same page too): each change
// reads again what it moved in its own tab, and hearing itself read the whole list again once the change was
// answered, the company pages fetched ahead for "Próxima" included.
import { queryClient } from '@/lib/query-client';

export const LIST_CHANGES_CHANNEL = 'prospecta:list-changes';
/** This page's mark on its announcements, so it skips its own. */
const TAB = Math.random().toString(36).slice(2);
/** The status change's mutation key: while one is pending in this tab, the list is not read again. */
export const STATUS_MUTATION_KEY = ['list-companies', 'status'] as const;

type Message = { listId: string; tab: string };
const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' && data !== null && typeof (data as Message).listId === 'string';

/** What this tab announces of a change of `listId`. */
export const listChangeMessage = (listId: string): Message => ({ listId, tab: TAB });

let sender: BroadcastChannel | null = null;

/** Tells the other tabs of this browser that the list changed (nothing where BroadcastChannel is missing). */
export function announceListChange(listId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(LIST_CHANGES_CHANNEL);
  sender.postMessage(listChangeMessage(listId));
}

/** Runs `onChange` each time another tab (not this one) announces a change of `listId`; answers the unsubscribe. */
export function onListChanges(listId: string, onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(LIST_CHANGES_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isMessage(event.data) && event.data.listId === listId && event.data.tab !== TAB) onChange();
  };
  return () => channel.close();
}

/** Whether a status change of this tab is still on its way (then the list is not read again yet). */
export const statusChangePending = (): boolean =>
  queryClient.isMutating({ mutationKey: STATUS_MUTATION_KEY }) > 0;

/**
 * `refetchOnWindowFocus` of a list's queries: read again whenever the tab comes back into view, however fresh
 * (another tab may have changed it a second ago), unless this tab's own status change is on its way.
 */
export const refetchOnReturn = (): boolean | 'always' => (statusChangePending() ? false : 'always');

/** How often a seller's prospecting watched by an owner or a manager ("Prospecção de") is read again. */
export const WATCHED_PROSPECTING_REFRESH_MS = 20_000;

/**
 * `refetchInterval` of a list's table, kanban columns and metrics: a seller's prospecting looked at by an owner
 * or a manager (`viewAs`, read-only there) is read again every 20 s while the tab is in view — it changes under
 * their eyes, from another person's browser, which no announcement reaches (it stayed as first read until a
 * reload). One's own is not read on a timer: it changes by one's own hand, and a table re-read while one works
 * it moves rows under the pointer.
 */
export const watchedRefresh = (viewAs: string | null | undefined): number | false =>
  viewAs ? WATCHED_PROSPECTING_REFRESH_MS : false;
