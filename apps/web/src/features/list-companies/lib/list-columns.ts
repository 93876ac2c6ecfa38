// The list table's columns: which the "Colunas" menu offers, which show by default, and the user's choice
// kept in browser storage so a list opens with the columns picked last time (a display preference of this
// browser, not a cache: its key is outside the `prospecta:` prefix that signing out clears).
import { RESULT_COLUMN_KEYS, type ResultColumnKey } from '@/features/list-companies/lib/result-cells';

export const LIST_COLUMNS_STORAGE_KEY = 'prospecta.listColumns';

/** Every catalogue column but the CNPJ, which the company's cell shows under its name. */
export const LIST_COLUMN_KEYS: readonly ResultColumnKey[] = RESULT_COLUMN_KEYS.filter(
  (key) => key !== 'cnpj',
);

/**
 * Shown until the user picks others: what a seller works a list with, narrow enough that the e-mail and the
 * status fit beside the menu at 1 280 px (porte and the rest are a tick away in "Colunas").
 */
export const DEFAULT_LIST_COLUMNS: readonly ResultColumnKey[] = [
  'municipio',
  'uf',
  'cnae_principal',
  'telefones',
  'email',
];

type ColumnStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored choice in catalogue order (unknown keys dropped), or the defaults when none is readable. */
export function loadListColumns(storage: ColumnStorage): ResultColumnKey[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(LIST_COLUMNS_STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (!Array.isArray(stored)) return [...DEFAULT_LIST_COLUMNS];
  return LIST_COLUMN_KEYS.filter((key) => stored.includes(key));
}

/** Keeps the choice (a full storage or a blocked one only loses the preference). */
export function saveListColumns(storage: ColumnStorage, columns: readonly ResultColumnKey[]): void {
  try {
    storage.setItem(LIST_COLUMNS_STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // The table keeps the columns for this visit.
  }
}

/** `columns` with `key` ticked or unticked, in the menu's order. */
export function toggleListColumn(
  columns: readonly ResultColumnKey[],
  key: ResultColumnKey,
  on: boolean,
): ResultColumnKey[] {
  return LIST_COLUMN_KEYS.filter((k) => (k === key ? on : columns.includes(k)));
}
