// Opens the app database (PGlite by default, a PostgreSQL server when DATABASE_URL is set) and applies
// the checked-in migrations. Both drivers are used through drizzle's shared PgDatabase interface.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '@/config.ts';
import { DataDirInUseError, lockDataDir } from '@/db/data-dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or a transaction, so services decide the boundaries. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: DatabaseConfig['kind'];
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle pooled connection that the server ends (restart, failover, an administrator) is dropped by
    // the pool and replaced on next use; without a listener its error would crash the process.
    pool.on('error', (error) => {
      console.error(`PostgreSQL: conexão ociosa encerrada pelo servidor (${error.message})`);
    });
    const db = drizzleNodePg(pool);
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!config.dir) return pgliteDatabase(new PGlite());
  mkdirSync(config.dir, { recursive: true });
  // Its files belong to one process at a time (data-dir-lock.ts): taken before PGlite reads them.
  const unlock = lockDataDir(config.dir);
  try {
    const database = await pgliteDatabase(new PGlite(config.dir));
    return { ...database, close: () => database.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The app database over a PGlite instance (the tests start theirs from a migrated snapshot). */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * openDatabase for a command's start (the server, the worker, the admin CLI): the embedded database held by
 * another process is said in a line, not a stack trace, and the command ends.
 */
export async function openDatabaseOrExit(config: DatabaseConfig): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
