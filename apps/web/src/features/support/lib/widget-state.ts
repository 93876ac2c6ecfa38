// Whether the widget stays open across an address change, and the draft kept while it is closed.

/**
 * Spec core §2: a route change closes the widget. A route change is one the user makes, a PUSH (a link, a
 * button) or a POP (Back, Forward); a REPLACE is a screen correcting its own address (the search rewrites
 * `/search` to `/search/<id>` a moment after it opens; `?suporte=1` is taken out), which must not close it and
 * lose what is being typed. The same path is no route change (a filter ticked changes only the query).
 */
export function staysOpen(open: boolean, from: string, to: string, navigationType: string): boolean {
  if (!open) return false;
  return from === to || navigationType === 'REPLACE';
}

/** The part of the browser's storage the draft needs (sessionStorage: per tab, gone with it). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const draftKey = (userId: string) => `prospecta:support-draft:${userId}`;

/** The user's unsent text in this tab ('' when none, or when the storage cannot be read). */
export function readDraft(storage: DraftStorage | null, userId: string): string {
  try {
    return storage?.getItem(draftKey(userId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the text for when the widget opens again; an empty one (sent, or wiped) leaves nothing behind. */
export function writeDraft(storage: DraftStorage | null, userId: string, text: string): void {
  try {
    if (text.trim()) storage?.setItem(draftKey(userId), text);
    else storage?.removeItem(draftKey(userId));
  } catch {
    // Storage full or refused (a private window's settings): the draft lives only while the page does.
  }
}

/** The tab's storage, or null where there is none or it is refused. */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
