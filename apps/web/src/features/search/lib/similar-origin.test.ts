import { describe, expect, it } from 'vitest';
import {
  cnpjListKey,
  rememberSimilarOrigin,
  SIMILAR_ORIGIN_PREFIX,
  SIMILAR_ORIGINS_KEPT,
  similarOrigin,
} from '@/features/search/lib/similar-origin';
import { MemoryStorage } from '@/testing/memory-storage';

const A = ['11.222.333/0001-81', '19131243000197'];

describe('where a CNPJ-list search came from', () => {
  it('keys a list by its CNPJs, whatever their order and format', () => {
    expect(cnpjListKey(A)).toBe(cnpjListKey(['19.131.243/0001-97', '11222333000181', '11222333000181']));
    expect(cnpjListKey(A)).not.toBe(cnpjListKey(A.slice(0, 1)));
    expect(cnpjListKey(A)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('finds the label for the same list only', () => {
    const storage = new MemoryStorage();
    rememberSimilarOrigin(storage, A, 'RATRALU');
    expect(similarOrigin(storage, [...A].reverse())).toBe('RATRALU');
    expect(similarOrigin(storage, A.slice(1))).toBeNull();
    expect(similarOrigin(storage, [])).toBeNull();
  });

  it('keeps the latest origins only and drops unreadable entries', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${SIMILAR_ORIGIN_PREFIX}broken`, '{not json');
    storage.setItem('prospecta.filters.term', '"x"');
    const lists = Array.from({ length: SIMILAR_ORIGINS_KEPT + 2 }, (_, i) => [`${i}`.padStart(14, '0')]);
    for (const [i, list] of lists.entries()) rememberSimilarOrigin(storage, list, `lista ${i}`, 1000 + i);
    expect(similarOrigin(storage, lists[0] ?? [])).toBeNull();
    expect(similarOrigin(storage, lists[1] ?? [])).toBeNull();
    expect(similarOrigin(storage, lists[2] ?? [])).toBe('lista 2');
    expect(similarOrigin(storage, lists.at(-1) ?? [])).toBe(`lista ${SIMILAR_ORIGINS_KEPT + 1}`);
    expect(storage.getItem(`${SIMILAR_ORIGIN_PREFIX}broken`)).toBeNull();
    expect(storage.getItem('prospecta.filters.term')).toBe('"x"');
    expect(storage.length).toBe(SIMILAR_ORIGINS_KEPT + 1);
  });
});
