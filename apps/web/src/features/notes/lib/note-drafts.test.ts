import { describe, expect, it } from 'vitest';
import { NOTE_DRAFT_PREFIX, readNoteDraft, writeNoteDraft } from '@/features/notes/lib/note-drafts';
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
