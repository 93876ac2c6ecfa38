// A team at work at once: N sellers (20 by default) for S seconds (60), each repeating what a seller does
// between two calls — a search and its second page, the credits, a company's registry page, a page of a
// list's table, a company of the list, a status change and a note (two writes) — against the API started as
// its own process (as `npm start` runs it) over data/bench/registry-1000000.duckdb, first on PGlite (the
// embedded database) and then on PostgreSQL (a throwaway server on loopback, fsync on) when its binaries are
// installed. Prints p50/p95 per call and requests per second; asserts nothing.
// Alone: `npx tsx --tsconfig apps/api/tsconfig.json apps/api/bench/team-load-bench.ts [users] [seconds]`
// from the repository root.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROSPECTING_STATUSES } from '@prospecta/contracts/lists-companies-api';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { benchRegistry } from '@prospecta/registry/importer/bench-registry';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '@/app.ts';
import { type DatabaseConfig, loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD, seedDemo } from '@/db/seed.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const LIST_SIZE = 500;
const OWNER = 'owner@demo.prospecta.dev';
const SEARCHERS = [OWNER, 'gerente@demo.prospecta.dev', 'vendas@demo.prospecta.dev'];
const UFS = ['SP', 'RJ', 'MG', 'PR', 'RS', 'SC', 'BA', 'PE', 'CE', 'GO'];
const SECTIONS = ['G', 'C', 'I', 'M', 'F', 'Q', 'S', 'N'];

export type CallFigures = { name: string; calls: number; p50Ms: number; p95Ms: number };
export type TeamLoadFigures = {
  database: 'PGlite' | 'PostgreSQL';
  users: number;
  seconds: number;
  requestsPerSecond: number;
  errors: Record<string, number>;
  calls: CallFigures[];
};

type Prepared = { listId: string; companyIds: string[]; cnpjs: string[] };

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const typicalSearch = (uf: string, section: string, offset: number) => ({
  search: {
    where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: [uf], cd_cnae_secao: [section] },
    exists: ['email'],
    has_any: ['telefone', 'celular'],
    sort_by: [{ field: 'quality_data_score', order: 'desc' }],
    offset,
    return_size: 10,
  },
});

/**
 * Migrations, the demo accounts, credits and the owner's list of LIST_SIZE companies of a search, made
 * in-process before the server starts (so the load run starts from the same data on either database).
 */
async function prepare(dataDir: string, database: DatabaseConfig, registryPath: string): Promise<Prepared> {
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    registryPath,
    database,
  };
  const db = await openDatabase(config.database);
  await db.migrate();
  const app = await buildApp(config, { database: db, logger: false });
  try {
    await seedDemo(app.db);
    await app.ready();
    const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/user_token',
      payload: { email: OWNER, password: DEMO_PASSWORD },
    });
    const { token } = signIn.json() as { token: string };
    const [owner] = await app.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, OWNER));
    if (!owner) throw new Error('demo owner missing');
    await insertGrant(app.db, {
      accountId: owner.accountId,
      type: 'export',
      amount: LIST_SIZE * 2,
      expiresAt: null,
      origin: 'bench',
    });
    const stored = await call('POST', '/api/v4/search/create', token, typicalSearch('SP', 'G', 0));
    const found = await call('GET', `/api/v4/search/find/${stored.id}`, token);
    const registry = await app.registry.get();
    const cnpjs = await registry.cnpjs(found.query as SearchQuery, 0, LIST_SIZE);
    const added = await call('POST', '/api/searches/companies/export', token, {
      search_id: stored.id,
      cnpjs,
      info_set_name: 'Carga da equipe',
    });
    const companyIds: string[] = [];
    for (let page = 1; companyIds.length < added.added; page += 1) {
      const rows = await call('GET', `/api/v4/info_sets/${added.info_set_id}/companies?page=${page}`, token);
      const ids = (rows.companies as { id: string }[]).map((company) => company.id);
      if (ids.length === 0) break;
      companyIds.push(...ids);
    }
    return { listId: added.info_set_id, companyIds, cnpjs };
  } finally {
    await app.close();
  }
}

async function startServer(dataDir: string, databaseUrl: string, registryPath: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'npx',
    ['tsx', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REGISTRY_PATH: registryPath,
        PORT: String(port),
        HOST: '127.0.0.1',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SIGNIN_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await once(child, 'exit');
    }
  };
  return { base, stop };
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function loadRun(base: string, prepared: Prepared, users: number, seconds: number) {
  const tokens = new Map<string, string>();
  for (const email of SEARCHERS) {
    const res = await fetch(`${base}/user_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    tokens.set(email, ((await res.json()) as { token: string }).token);
  }
  const times = new Map<string, number[]>();
  const errors: Record<string, number> = {};
  const call = async (name: string, token: string, method: string, path: string, body?: object) => {
    const started = performance.now();
    try {
      const res = await fetch(base + path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      await res.arrayBuffer();
      if (!res.ok) errors[`${name} ${res.status}`] = (errors[`${name} ${res.status}`] ?? 0) + 1;
    } catch (error) {
      const key = `${name} ${String(error).slice(0, 60)}`;
      errors[key] = (errors[key] ?? 0) + 1;
    }
    const list = times.get(name) ?? [];
    list.push(performance.now() - started);
    times.set(name, list);
  };
  const owner = tokens.get(OWNER) as string;
  const list = `/v4/info_sets/${prepared.listId}`;
  const pages = Math.max(1, Math.ceil(prepared.companyIds.length / 10));
  const end = Date.now() + seconds * 1000;
  const seller = async (index: number) => {
    const token = tokens.get(SEARCHERS[index % SEARCHERS.length] as string) as string;
    while (Date.now() < end) {
      const uf = pick(UFS);
      const section = pick(SECTIONS);
      const company = pick(prepared.companyIds);
      await call('busca, 1ª página', token, 'POST', '/v4/search/create', typicalSearch(uf, section, 0));
      await call('créditos', token, 'GET', '/credits/show');
      await call('busca, 2ª página', token, 'POST', '/v4/search/create', typicalSearch(uf, section, 10));
      await call('empresa do registro', token, 'GET', `/searches/companies/${pick(prepared.cnpjs)}`);
      await call(
        'tabela da lista',
        owner,
        'GET',
        `${list}/companies?page=${1 + Math.floor(Math.random() * pages)}`,
      );
      await call('empresa da lista', owner, 'GET', `${list}/companies/${company}`);
      await call(
        'status (escrita)',
        owner,
        'PATCH',
        `/info_sets/${prepared.listId}/company/user_prospecting_data`,
        {
          company_id: company,
          user_prospecting_data: { status: pick(PROSPECTING_STATUSES) },
        },
      );
      await call('anotação (escrita)', owner, 'POST', '/user/notes', {
        company_id: company,
        text: `Liguei, retornar ${index}`,
      });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: users }, (_, index) => seller(index)));
  const wall = (performance.now() - started) / 1000;
  const calls = [...times.entries()].map(([name, list]): CallFigures => {
    list.sort((a, b) => a - b);
    return {
      name,
      calls: list.length,
      p50Ms: Math.round(percentile(list, 50)),
      p95Ms: Math.round(percentile(list, 95)),
    };
  });
  const total = calls.reduce((sum, figures) => sum + figures.calls, 0);
  return { calls, errors, requestsPerSecond: Math.round((total / wall) * 10) / 10 };
}

function postgresAvailable(): boolean {
  try {
    execFileSync('bash', ['-c', 'compgen -G "/usr/lib/postgresql/*/bin/initdb"'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function measure(
  database: TeamLoadFigures['database'],
  registryPath: string,
  users: number,
  seconds: number,
): Promise<TeamLoadFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prospecta-team-load-'));
  // Its own folder: the script hands it to the postgres user, who cannot enter dataDir.
  const pgDir = mkdtempSync(join(tmpdir(), 'prospecta-team-load-pg-'));
  const script = resolve(repoRoot, 'scripts/postgres-test-server.sh');
  try {
    let url = '';
    if (database === 'PostgreSQL') {
      url = execFileSync('bash', [script, 'start', pgDir], { encoding: 'utf8' }).trim();
      // The test server runs without fsync; a team's writes are measured as production makes them.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('ALTER SYSTEM SET fsync = on');
      await client.query('SELECT pg_reload_conf()');
      await client.end();
    }
    const prepared = await prepare(
      dataDir,
      url ? { kind: 'postgres', url } : { kind: 'pglite', dir: join(dataDir, 'app') },
      registryPath,
    );
    const server = await startServer(dataDir, url, registryPath);
    try {
      return { database, users, seconds, ...(await loadRun(server.base, prepared, users, seconds)) };
    } finally {
      await server.stop();
    }
  } finally {
    if (database === 'PostgreSQL') execFileSync('bash', [script, 'stop', pgDir], { stdio: 'ignore' });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(figures: TeamLoadFigures) {
  console.log(
    `\n== ${figures.users} pessoas ao mesmo tempo por ${figures.seconds} s, ${figures.database}: ${figures.requestsPerSecond} pedidos/s`,
  );
  for (const call of figures.calls)
    console.log(
      `  ${call.name.padEnd(22)} p50 ${String(call.p50Ms).padStart(5)} ms   p95 ${String(call.p95Ms).padStart(5)} ms   (${call.calls})`,
    );
  const errors = Object.entries(figures.errors);
  if (errors.length) console.log(`  erros: ${errors.map(([key, n]) => `${key} × ${n}`).join(', ')}`);
}

export async function runTeamLoadBench(options: { users?: number; seconds?: number } = {}) {
  const users = options.users ?? 20;
  const seconds = options.seconds ?? 60;
  const registryPath = await benchRegistry(resolve(repoRoot, 'data/bench'), 1_000_000);
  const results: TeamLoadFigures[] = [];
  for (const database of ['PGlite', 'PostgreSQL'] as const) {
    if (database === 'PostgreSQL' && !postgresAvailable()) {
      console.log('\n== PostgreSQL: binários não instalados (scripts/ensure-system-packages.sh); pulado');
      continue;
    }
    const figures = await measure(database, registryPath, users, seconds);
    print(figures);
    results.push(figures);
  }
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [users, seconds] = process.argv.slice(2).map(Number);
  await runTeamLoadBench({ users: users || undefined, seconds: seconds || undefined });
}
