// A note typed and not yet saved stays in the tab's session storage, one per company: stepping to the next
// company of a call list (or reloading) and back finds it as it was. So does the text of a correction whose
// note someone else deleted meanwhile.
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

/** A correction whose note was deleted by someone else meanwhile: its text, until saved as a new note or let go. */
export type OrphanText = { noteId: string; text: string };

export const ORPHAN_TEXTS_PREFIX = 'prospecta.anotacao-excluida.';

const isOrphanText = (value: unknown): value is OrphanText =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OrphanText).noteId === 'string' &&
  typeof (value as OrphanText).text === 'string';

/** The texts of corrections whose note is gone, kept like a draft (a reload or the next company and back). */
export function readOrphanTexts(storage: KeyValueStorage | null, companyId: string): OrphanText[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(`${ORPHAN_TEXTS_PREFIX}${companyId}`) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isOrphanText) : [];
  } catch {
    return [];
  }
}

export function writeOrphanTexts(
  storage: KeyValueStorage | null,
  companyId: string,
  texts: readonly OrphanText[],
): void {
  try {
    if (texts.length > 0) storage?.setItem(`${ORPHAN_TEXTS_PREFIX}${companyId}`, JSON.stringify(texts));
    else storage?.removeItem(`${ORPHAN_TEXTS_PREFIX}${companyId}`);
  } catch {
    // Storage full or refused: the texts live as long as the page.
  }
}

/**
 * The new-note box's text once a note saved with Ctrl+Enter (the box emptied at once, for the next note) is
 * refused: the note's text back, before what was typed since, a blank line between; nothing typed is lost.
 */
export function textAfterFailedSave(note: string, typedSince: string): string {
  const since = typedSince.trim();
  return since ? `${note}\n\n${since}` : note;
}
