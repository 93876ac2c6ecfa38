import { defaultFilterState, withCheckbox } from '@prospecta/contracts/filter-state';
import { describe, expect, it } from 'vitest';
import { FILTER_STORAGE_PREFIX, loadFilters, saveFilters } from '@/features/search/lib/filter-storage';
import { MemoryStorage } from '@/testing/memory-storage';

describe('filters in browser storage (spec §4)', () => {
  const state = { ...withCheckbox(defaultFilterState(), 'uf', ['MG']), term: 'oficina' };

  it('restores what was saved', () => {
    const storage = new MemoryStorage();
    saveFilters(storage, state);
    expect(loadFilters(storage)).toEqual(state);
  });

  it('restores nothing with fewer than 19 entries', () => {
    const storage = new MemoryStorage();
    saveFilters(storage, state);
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
    for (const key of keys.slice(18)) storage.removeItem(key);
    expect(storage.length).toBe(18);
    expect(loadFilters(storage)).toBeNull();
  });

  it('ignores other keys and refuses unreadable entries', () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 'x');
    saveFilters(storage, state);
    expect(loadFilters(storage)).toEqual(state);
    storage.setItem(`${FILTER_STORAGE_PREFIX}term`, '{not json');
    expect(loadFilters(storage)).toBeNull();
  });
});
