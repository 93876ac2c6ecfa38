// Runs once before the API tests: migrates one database and keeps it as the start of every test file's own,
// so a file no longer pays for a new PGlite cluster (initdb, ≈ 2 s of CPU) and twenty-odd migrations.
// PGlite: a dump of the migrated data directory in the OS temp dir; PostgreSQL (`TEST_DATABASE_URL`): a
// migrated template database that `CREATE DATABASE … TEMPLATE` copies.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDatabase } from '@/db/client.ts';
import { databaseUrl, withAdmin } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, dumped (tar) — PGlite runs only. */
    pgliteSnapshot: string;
    /** The migrated template database's name — PostgreSQL runs only. */
    postgresTemplate: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `t_template_${randomBytes(6).toString('hex')}`;
    await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  const client = new PGlite();
  const database = await pgliteDatabase(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'prospecta-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
