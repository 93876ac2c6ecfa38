// A note typed and not yet saved stays in the tab's session storage, one per company: stepping to the next
// company of a call list (or reloading) and back finds it as it was.
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const NOTE_DRAFT_PREFIX = 'prospecta.rascunho-anotacao.';

/** The storage when the browser gives one (private modes may refuse it). */
export function draftStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readNoteDraft(storage: KeyValueStorage | null, companyId: string): string {
  try {
    return storage?.getItem(`${NOTE_DRAFT_PREFIX}${companyId}`) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the draft; an empty (or blank) one is forgotten. */
export function writeNoteDraft(storage: KeyValueStorage | null, companyId: string, text: string): void {
  try {
    if (text.trim()) storage?.setItem(`${NOTE_DRAFT_PREFIX}${companyId}`, text);
    else storage?.removeItem(`${NOTE_DRAFT_PREFIX}${companyId}`);
  } catch {
    // Storage full or refused: the draft lives as long as the page.
  }
}
