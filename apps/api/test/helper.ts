// Builds the API in-process on a fresh database: PGlite in memory by default, or, when TEST_DATABASE_URL
// names a PostgreSQL server, a new database on it (created here, dropped on close).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { TokenResponse } from '@prospecta/contracts/auth';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@/app.ts';
import { type AppConfig, crmFrom, type DatabaseConfig } from '@/config.ts';
import { type Database, type Executor, openDatabase, pgliteDatabase } from '@/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '@/db/seed.ts';
import { databaseUrl, withAdmin } from './postgres-admin.ts';

export const TEST_APP_URL = 'http://prospecta.test';

/**
 * Every tool's API root on a closed loopback port, so a test that saves a key without starting the tool's fake
 * never reaches a real host (the key check finds nobody there and saves it as `unreachable`).
 */
const CLOSED_CRM = Object.fromEntries(
  Object.entries(crmFrom({})).map(([tool, c]) => [tool, { ...c, apiUrl: 'http://127.0.0.1:9' }]),
) as AppConfig['crm'];

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const { crm, ...rest } = overrides;
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    database: { kind: 'pglite' },
    registryPath: '/nonexistent/registry.duckdb',
    mailFrom: 'Prospecta <nao-responda@prospecta.dev>',
    tokenSecret: randomBytes(32).toString('base64url'),
    appUrl: TEST_APP_URL,
    seedDemo: false,
    staffEmailDomain: 'prospecta.dev',
    salesEmail: 'vendas@prospecta.dev',
    supportEmail: 'suporte@prospecta.dev',
    prospectorSearchAccountIds: [],
    rateLimitSignInPerMinute: 10_000,
    rateLimitSignInFailuresPerMinute: 10_000,
    rateLimitShortLinkPerMinute: 10_000,
    signInFailuresPerEmail: 10,
    dnsCanaryDomain: 'gmail.com',
    logLevel: 'silent',
    trustProxy: false,
    ...rest,
    crm: { ...CLOSED_CRM, ...crm },
  };
}

/** A fresh database, already migrated (a copy of the run's migrated one, see global-setup.ts), plus how to drop it. */
async function freshDatabase(): Promise<{
  database: Database;
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const database = await pgliteDatabase(new PGlite({ loadDataDir: snapshot }));
    return { database, config: { kind: 'pglite' }, drop: async () => {} };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (c) =>
    c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`),
  );
  const config: DatabaseConfig = { kind: 'postgres', url: databaseUrl(serverUrl, name) };
  return {
    database: await openDatabase(config),
    config,
    drop: () =>
      withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

// pg runs one query at a time on a connection and warns when a second is sent before the first ends (a
// Promise.all on a transaction); pg 9 will refuse it. The warning comes once per process: closing a test app
// after it fails the file that caused it or the next one.
const overlappingQueries: string[] = [];
process.on('warning', (warning) => {
  if (/already executing a query/.test(warning.message)) overlappingQueries.push(warning.message);
});

export type TestApp = { app: FastifyInstance; config: AppConfig; close: () => Promise<void> };

export async function buildTestApp(
  options: { config?: Partial<AppConfig>; seed?: boolean; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const fresh = await freshDatabase();
  const config = testConfig({ ...options.config, database: fresh.config });
  const { database } = fresh;
  await database.migrate(); // nothing left to apply: checks the copy is of the current migrations
  const app = await buildApp(config, { database, logger: false });
  if (options.seed !== false) await seedDemo(app.db);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await fresh.drop();
      if (overlappingQueries.length > 0)
        throw new Error(`Consultas sobrepostas numa conexão: ${overlappingQueries[0]}`);
    },
  };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TokenResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/user_token', payload: { email, password } });
  if (res.statusCode !== 201) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const OWNER = 'owner@demo.prospecta.dev';
export const ADMIN = 'admin@prospecta.dev';
export const SESSION_ENDED = { message: 'Sua sessão foi encerrada! Efetue login novamente para continuar!' };

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
