// Two tabs on one list: a status changed (or companies added) in one is seen in the other. Each change is
// announced on a BroadcastChannel, and a tab showing that list reads it again at once (two windows side by
// side see each other without a click); a tab that comes back into view also reads its list again
// (`refetchOnReturn`), for a change made elsewhere (another browser, a colleague). While this tab's own
// status change is on its way nothing is read again: the optimistic change stays until the server answers
// (the mutation then reads the list itself), and "Desfazer" works on what the user sees.
import { queryClient } from '@/lib/query-client';

const CHANNEL = 'prospecta:list-changes';
/** The status change's mutation key: while one is pending in this tab, the list is not read again. */
export const STATUS_MUTATION_KEY = ['list-companies', 'status'] as const;

type Message = { listId: string };
const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' && data !== null && typeof (data as Message).listId === 'string';

let sender: BroadcastChannel | null = null;

/** Tells the other tabs of this browser that the list changed (nothing where BroadcastChannel is missing). */
export function announceListChange(listId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage({ listId } satisfies Message);
}

/** Runs `onChange` each time another tab announces a change of `listId`; answers the unsubscribe. */
export function onListChanges(listId: string, onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isMessage(event.data) && event.data.listId === listId) onChange();
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
