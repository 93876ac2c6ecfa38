// Spec §9 "list preselected 15 s after opening": after that long without an answer the modal marks its
// recommended option (the new list) as chosen and says so; it never creates anything without the user's click.
import { AUTOMATIC_LIST_PRESELECT_MS } from '@prospecta/contracts/automatic-list-api';

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
};

/**
 * Calls `onPreselect` once `delayMs` pass; answers the cancel (an answer given, the name edited, the modal
 * closed). Cancelling after it ran does nothing.
 */
export function schedulePreselection(
  onPreselect: () => void,
  delayMs: number = AUTOMATIC_LIST_PRESELECT_MS,
  timers: Timers = globalThis,
): () => void {
  let done = false;
  const id = timers.setTimeout(() => {
    if (done) return;
    done = true;
    onPreselect();
  }, delayMs);
  return () => {
    if (done) return;
    done = true;
    timers.clearTimeout(id as never);
  };
}
