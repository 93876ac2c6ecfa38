// The offline caches of spec §3 "Local offline stores": one IndexedDB database (Dexie), version 1, with the
// stores Infosets, Users, Companies, Filters, BackupFilters and SelectedFilters. Each row is an answer kept
// under a key the caller chooses; /login and sign-out empty every store (clearOfflineDb).
import Dexie, { type Table } from 'dexie';

export const OFFLINE_DB_NAME = 'prospecta-offline';
export const OFFLINE_STORES = [
  'Infosets',
  'Users',
  'Companies',
  'Filters',
  'BackupFilters',
  'SelectedFilters',
] as const;
export type OfflineStore = (typeof OFFLINE_STORES)[number];

export type OfflineRow = { key: string; value: unknown; savedAt: number };

class OfflineDb extends Dexie {
  constructor() {
    super(OFFLINE_DB_NAME);
    this.version(1).stores(Object.fromEntries(OFFLINE_STORES.map((name) => [name, 'key'])));
  }
  store(name: OfflineStore): Table<OfflineRow, string> {
    return this.table(name);
  }
}

let db: OfflineDb | null = null;

/** Null where IndexedDB is missing (unit tests in Node, private modes that refuse it). */
function open(): OfflineDb | null {
  if (typeof indexedDB === 'undefined') return null;
  db ??= new OfflineDb();
  return db;
}

/** The cached value, or undefined; a broken cache never breaks a screen. */
export async function readOffline<T>(store: OfflineStore, key: string): Promise<T | undefined> {
  try {
    const row = await open()?.store(store).get(key);
    return row?.value as T | undefined;
  } catch {
    return undefined;
  }
}

export async function writeOffline(store: OfflineStore, key: string, value: unknown): Promise<void> {
  try {
    await open()?.store(store).put({ key, value, savedAt: Date.now() });
  } catch {
    // A full or refused cache only costs the offline copy.
  }
}

/** Empties every store (spec §2 /login: offline caches are cleared). */
export async function clearOfflineDb(): Promise<void> {
  const database = open();
  if (!database) return;
  try {
    await Promise.all(OFFLINE_STORES.map((name) => database.store(name).clear()));
  } catch {
    // Nothing cached to lose.
  }
}
