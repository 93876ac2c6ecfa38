import { useState } from 'react';
import {
  draftStorage,
  type OrphanText,
  readOrphanTexts,
  writeOrphanTexts,
} from '@/features/notes/lib/note-drafts';

/**
 * The texts of corrections whose note someone else deleted, on one company: kept in the tab's session storage
 * until saved as a new note or let go, so neither a reload nor the next company and back loses them.
 */
export function useOrphanTexts(companyId: string) {
  const [texts, setTexts] = useState(() => readOrphanTexts(draftStorage(), companyId));
  // From the latest texts (a save answers later): writing the same list twice is harmless.
  const update = (change: (texts: OrphanText[]) => OrphanText[]) =>
    setTexts((current) => {
      const next = change(current);
      writeOrphanTexts(draftStorage(), companyId, next);
      return next;
    });
  return {
    texts,
    add: (orphan: OrphanText) =>
      update((current) => [...current.filter((t) => t.noteId !== orphan.noteId), orphan]),
    remove: (noteId: string) => update((current) => current.filter((t) => t.noteId !== noteId)),
  };
}
