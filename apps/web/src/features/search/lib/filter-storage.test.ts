import { defaultFilterState, withCheckbox } from '@prospecta/contracts/filter-state';
import { buildSearchQuery } from '@prospecta/contracts/query-rules';
import { describe, expect, it } from 'vitest';
import {
  FILTER_STORAGE_PREFIX,
  filtersToRestore,
  loadFilters,
  saveFilters,
} from '@/features/search/lib/filter-storage';
import { searchParamsFor } from '@/features/search/lib/url-state';
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

describe('the filters the search screen opens with', () => {
  const stored = {
    ...withCheckbox(withCheckbox(defaultFilterState(), 'uf', ['SP']), 'cnae_secao', ['G']),
    cepDistance: { distance: 20, zip: '13010-100', location: 'Centro, Campinas - SP', cepInfo: null },
  };

  it('are the stored ones on the plain /search, so the first search carries them', () => {
    const storage = new MemoryStorage();
    saveFilters(storage, stored);
    const restoring = filtersToRestore(storage, new URLSearchParams(), true);
    expect(restoring?.state).toEqual(stored);
    expect(restoring?.text).toBe(searchParamsFor(stored).toString());
    const first = buildSearchQuery(restoring?.state ?? defaultFilterState(), { role: 'owner' });
    if (!first.ok) throw new Error('not built');
    expect(first.query.search.where?.sg_uf).toEqual(['SP']);
    expect(first.query.search.where?.cep_distance).toEqual({ cep: '13010100', distance: 20 });
  });

  it('are the address’s when it has filters, and never the stored ones on /search/{id}', () => {
    const storage = new MemoryStorage();
    saveFilters(storage, stored);
    expect(filtersToRestore(storage, new URLSearchParams('sort=qualidade'), true)).toBeNull();
    expect(filtersToRestore(storage, new URLSearchParams(), false)).toBeNull();
    expect(filtersToRestore(new MemoryStorage(), new URLSearchParams(), true)).toBeNull();
  });
});
