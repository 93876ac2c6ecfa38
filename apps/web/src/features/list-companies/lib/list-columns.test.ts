import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_COLUMNS,
  LIST_COLUMN_KEYS,
  LIST_COLUMNS_STORAGE_KEY,
  loadListColumns,
  saveListColumns,
  toggleListColumn,
} from './list-columns.ts';

/** getItem/setItem over a Map (Node has no localStorage). */
const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('the list table’s columns', () => {
  it('shows the defaults until a choice is stored, and the stored choice after', () => {
    const storage = memoryStorage();
    expect(loadListColumns(storage)).toEqual(DEFAULT_LIST_COLUMNS);
    const choice = toggleListColumn(DEFAULT_LIST_COLUMNS, 'porte', true);
    expect(choice).toEqual(['municipio', 'uf', 'cnae_principal', 'porte', 'telefones', 'email']);
    saveListColumns(storage, choice);
    expect(loadListColumns(storage)).toEqual(choice);
    saveListColumns(storage, []);
    expect(loadListColumns(storage)).toEqual([]);
  });

  it('unticks a column and keeps the menu’s order whatever the clicks’ order', () => {
    expect(toggleListColumn(['email', 'uf'], 'uf', false)).toEqual(['email']);
    expect(toggleListColumn(['email'], 'municipio', true)).toEqual(['municipio', 'email']);
  });

  it('never offers the CNPJ as a column (the company cell shows it)', () => {
    expect(LIST_COLUMN_KEYS).not.toContain('cnpj');
    expect(toggleListColumn([], 'cnpj', true)).toEqual([]);
  });

  it('falls back to the defaults on an unreadable entry and drops unknown or retired keys', () => {
    expect(loadListColumns(memoryStorage({ [LIST_COLUMNS_STORAGE_KEY]: '{not json' }))).toEqual(
      DEFAULT_LIST_COLUMNS,
    );
    expect(loadListColumns(memoryStorage({ [LIST_COLUMNS_STORAGE_KEY]: '"email"' }))).toEqual(
      DEFAULT_LIST_COLUMNS,
    );
    const stored = JSON.stringify(['email', 'cnpj', 'fax', 'uf']);
    expect(loadListColumns(memoryStorage({ [LIST_COLUMNS_STORAGE_KEY]: stored }))).toEqual(['uf', 'email']);
  });

  it('keeps working when the storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveListColumns(full, ['email'])).not.toThrow();
  });
});
