// Notes deleted on screen whose DELETE waits for their "Desfazer" toast to close. Each is hidden meanwhile
// wherever its company's notes are shown, and remembers the version its user saw (`noteVersion`): the DELETE
// names it, so a correction saved in the meantime is not wiped. A page being left sends every waiting one at
// once (the user was told "Anotação excluída"), and a toast closing later sends nothing again.

export type NoteDeleteSenders = {
  /** The DELETE when its toast closes; resolves once the notes on screen are read again. */
  send: (id: string, version: string) => Promise<unknown>;
  /** The DELETE as the page goes away (a request that outlives the page). */
  sendOnLeave: (id: string, version: string) => Promise<unknown>;
};

export type NoteDeleteQueue = {
  /** Hides the note and keeps its DELETE waiting. */
  hold: (id: string, version: string) => void;
  /** "Desfazer": shows the note again and forgets its DELETE; false when that DELETE was already sent. */
  undo: (id: string) => boolean;
  /** Sends the note's waiting DELETE; null when there is none (undone, or sent as the page was left). */
  send: (id: string) => Promise<void> | null;
  /** Sends every waiting DELETE (the page is being left). */
  sendAll: () => void;
  /** The notes hidden on screen: waiting, or sent and not yet settled. */
  hidden: () => ReadonlySet<string>;
  subscribe: (listener: () => void) => () => void;
};

export function createNoteDeleteQueue(senders: NoteDeleteSenders): NoteDeleteQueue {
  let hidden: ReadonlySet<string> = new Set();
  const waiting = new Map<string, string>();
  const listeners = new Set<() => void>();
  const setHidden = (id: string, isHidden: boolean) => {
    const next = new Set(hidden);
    if (isHidden) next.add(id);
    else next.delete(id);
    hidden = next;
    for (const listener of listeners) listener();
  };
  // Shown again once the DELETE has settled and the notes were read again: the note stays gone, or comes back
  // as it is now when the server kept it.
  const settle = (id: string, sent: Promise<unknown>) =>
    sent.then(
      () => setHidden(id, false),
      () => setHidden(id, false),
    );
  const take = (id: string) => {
    const version = waiting.get(id);
    waiting.delete(id);
    return version;
  };
  return {
    hold: (id, version) => {
      waiting.set(id, version);
      setHidden(id, true);
    },
    undo: (id) => {
      if (take(id) === undefined) return false;
      setHidden(id, false);
      return true;
    },
    send: (id) => {
      const version = take(id);
      return version === undefined ? null : settle(id, senders.send(id, version));
    },
    sendAll: () => {
      for (const [id, version] of [...waiting]) {
        waiting.delete(id);
        void settle(id, senders.sendOnLeave(id, version));
      }
    },
    hidden: () => hidden,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
