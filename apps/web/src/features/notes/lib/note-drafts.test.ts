import { describe, expect, it } from 'vitest';
import {
  NOTE_DRAFT_PREFIX,
  ORPHAN_TEXTS_PREFIX,
  readNoteDraft,
  readOrphanTexts,
  textAfterFailedSave,
  writeNoteDraft,
  writeOrphanTexts,
} from '@/features/notes/lib/note-drafts';
import { MemoryStorage } from '@/testing/memory-storage';

describe('note drafts', () => {
  it('keeps one draft per company and forgets a blank one', () => {
    const storage = new MemoryStorage();
    writeNoteDraft(storage, 'a', 'Ligar na segunda');
    writeNoteDraft(storage, 'b', 'Outra');
    expect(readNoteDraft(storage, 'a')).toBe('Ligar na segunda');
    expect(readNoteDraft(storage, 'b')).toBe('Outra');
    writeNoteDraft(storage, 'a', '   ');
    expect(readNoteDraft(storage, 'a')).toBe('');
    expect(storage.getItem(`${NOTE_DRAFT_PREFIX}a`)).toBeNull();
  });

  it('works without storage and when storage refuses', () => {
    expect(readNoteDraft(null, 'a')).toBe('');
    writeNoteDraft(null, 'a', 'x');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    writeNoteDraft(refusing, 'a', 'x');
    expect(readNoteDraft(refusing, 'a')).toBe('');
  });
});

describe('texts of corrections whose note was deleted', () => {
  it('keeps them per company until each is let go, and reads nothing broken', () => {
    const storage = new MemoryStorage();
    writeOrphanTexts(storage, 'a', [{ noteId: 'n1', text: 'Ligar às 9h' }]);
    expect(readOrphanTexts(storage, 'a')).toEqual([{ noteId: 'n1', text: 'Ligar às 9h' }]);
    expect(readOrphanTexts(storage, 'b')).toEqual([]);
    writeOrphanTexts(storage, 'a', []);
    expect(storage.getItem(`${ORPHAN_TEXTS_PREFIX}a`)).toBeNull();
    storage.setItem(`${ORPHAN_TEXTS_PREFIX}a`, '{');
    expect(readOrphanTexts(storage, 'a')).toEqual([]);
    storage.setItem(
      `${ORPHAN_TEXTS_PREFIX}a`,
      JSON.stringify([{ noteId: 'n1' }, { noteId: 'n2', text: 'x' }]),
    );
    expect(readOrphanTexts(storage, 'a')).toEqual([{ noteId: 'n2', text: 'x' }]);
    expect(readOrphanTexts(null, 'a')).toEqual([]);
  });
});

describe('textAfterFailedSave', () => {
  it('gives the refused note back to an empty box', () => {
    expect(textAfterFailedSave('Ligar na segunda', '')).toBe('Ligar na segunda');
    expect(textAfterFailedSave('Ligar na segunda', '  \n')).toBe('Ligar na segunda');
  });

  it('puts the refused note before the next one typed meanwhile', () => {
    expect(textAfterFailedSave('Ligar na segunda', 'Pediu proposta ')).toBe(
      'Ligar na segunda\n\nPediu proposta',
    );
  });
});
