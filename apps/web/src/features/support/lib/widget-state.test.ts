import { describe, expect, it } from 'vitest';
import { type DraftStorage, readDraft, staysOpen, writeDraft } from '@/features/support/lib/widget-state';

describe('a route change closes the widget', () => {
  it.each([
    [true, '/search', '/search', 'PUSH', true],
    [true, '/search', '/search/08ec', 'REPLACE', true],
    [true, '/', '/user/overview', 'PUSH', false],
    [true, '/user/overview', '/', 'POP', false],
    [false, '/search', '/search/08ec', 'REPLACE', false],
    [false, '/', '/', 'POP', false],
  ])('open %s, %s → %s by %s: stays open %s', (open, from, to, navigation, stays) => {
    expect(staysOpen(open, from, to, navigation)).toBe(stays);
  });
});

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the draft', () => {
  it('is kept per user and gone once empty', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'u1', 'Não consigo exportar');
    writeDraft(storage, 'u2', 'Outra pessoa');
    expect(readDraft(storage, 'u1')).toBe('Não consigo exportar');
    expect(readDraft(storage, 'u2')).toBe('Outra pessoa');
    writeDraft(storage, 'u1', '   ');
    expect(readDraft(storage, 'u1')).toBe('');
    expect(storage.items.size).toBe(1);
  });

  it('lives without a storage, or with one that refuses', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeDraft(refusing, 'u1', 'Oi')).not.toThrow();
    expect(readDraft(refusing, 'u1')).toBe('');
    expect(readDraft(null, 'u1')).toBe('');
  });
});
