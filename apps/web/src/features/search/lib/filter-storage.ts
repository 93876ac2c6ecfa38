// Filters kept in browser storage (spec §4): one entry per state key; restored only with ≥ 19 entries.
import type { FilterState } from '@prospecta/contracts/filter-state';
import { fromStorageEntries, toStorageEntries } from '@prospecta/contracts/filter-state-url';
import { hasFilterParams, searchParamsFor } from '@/features/search/lib/url-state';

export const FILTER_STORAGE_PREFIX = 'prospecta.filters.';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function saveFilters(storage: KeyValueStorage, state: FilterState): void {
  for (const [key, json] of toStorageEntries(state)) storage.setItem(`${FILTER_STORAGE_PREFIX}${key}`, json);
}

export function storedFilterEntries(storage: KeyValueStorage): [string, string][] {
  const entries: [string, string][] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith(FILTER_STORAGE_PREFIX)) continue;
    const value = storage.getItem(key);
    if (value !== null) entries.push([key.slice(FILTER_STORAGE_PREFIX.length), value]);
  }
  return entries;
}

/** The stored filters, or null when fewer than 19 entries are stored or one is unreadable. */
export function loadFilters(storage: KeyValueStorage): FilterState | null {
  return fromStorageEntries(storedFilterEntries(storage));
}

/**
 * The stored filters the screen opens with (and their address), when it restores them (the plain /search)
 * and the address has no filters of its own; null otherwise. Read before the first render, so the first
 * search carries them.
 */
export function filtersToRestore(
  storage: KeyValueStorage,
  params: URLSearchParams,
  restoreFromStorage: boolean,
): { state: FilterState; text: string } | null {
  if (!restoreFromStorage || hasFilterParams(params)) return null;
  const stored = loadFilters(storage);
  return stored ? { state: stored, text: searchParamsFor(stored).toString() } : null;
}
