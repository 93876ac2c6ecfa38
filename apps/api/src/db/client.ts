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
  if (config.dir) mkdirSync(config.dir, { recursive: true });
  return pgliteDatabase(config.dir ? new PGlite(config.dir) : new PGlite());
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
