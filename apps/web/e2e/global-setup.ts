/// <reference types="node" />
// Starts the real API server (which also serves apps/web/dist) on a free loopback port with a fresh DATA_DIR
// and the demo seed, waits for /api/health, and hands the base URL to the tests. Its e-mail checks ask a DNS
// server on loopback that knows only gmail.com (the resolver check's domain): every other domain is NXDOMAIN,
// whatever the machine's own resolver would say.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openRegistry } from '@prospecta/registry/registry';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { databaseUrl, withAdmin } from '../../api/test/postgres-admin';
import { type DnsTestServer, startDnsServer } from '../../api/test/validation/dns-server';
import { launchChromiumServer } from './browser';
import { type CrmFakes, startCrmFakes } from './exports-fakes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Pipedrive fake the API exports to (exports.e2e.ts): its state URL and API token. */
    pipedriveStateUrl: string;
    pipedriveToken: string;
    /** An active company the registry's enrichment gives decision makers with their own contacts. */
    enrichedCnpj: string;
    /** The one Chromium of the run (browser.ts): each test file opens its own contexts in it. */
    browserEndpoint: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const HEALTH_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ensureBuild(): void {
  if (existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build -w apps/web failed');
}

/**
 * The decision makers the enrichment CSV gives `ENRICHED` (one reachable, one not), and its complaint-site
 * figures (complaints, resolved share, rating; on one row).
 */
const ENRICHED_PEOPLE = [
  'ANA PAULA DE SOUZA;Diretora Comercial;ana.souza@empresa-e2e.com.br;11987654321;https://www.linkedin.com/in/ana-e2e;12;75;7,5',
  'CARLOS LIMA;Gerente de Compras;;;;;;',
];

/**
 * A small generated registry (5,000 establishments, seed 3) in DATA_DIR, for the search screens; imported
 * again with an enrichment CSV giving its first active company decision makers and complaint figures (answers
 * that CNPJ).
 */
async function buildRegistry(dir: string): Promise<string> {
  const release = join(dir, 'release');
  const file = join(dir, 'registry.duckdb');
  const run = (args: string[]) => {
    const result = spawnSync('npx', ['tsx', 'packages/registry/src/cli.ts', ...args], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`registry ${args[0]} failed`);
  };
  run(['generate', '--size', '5000', '--seed', '3', '--out', release]);
  run(['import', release, '--out', file]);
  const registry = await openRegistry(file);
  const [cnpj] = await registry.cnpjs({ search: { where: { ds_situacao_cnpj: ['ATIVA'] } } }, 0, 1);
  await registry.close();
  if (!cnpj) throw new Error('no active company in the e2e registry');
  const enrichment = join(dir, 'enrichment.csv');
  writeFileSync(
    enrichment,
    [
      'cnpj;decision_maker_name;decision_maker_position;decision_maker_email;decision_maker_phone;decision_maker_linkedin;complaints;complaints_resolved_pct;complaint_rating',
      ...ENRICHED_PEOPLE.map((person) => `${cnpj};${person}`),
    ].join('\n'),
  );
  run(['import', release, '--out', file, '--enrichment', enrichment]);
  rmSync(release, { recursive: true, force: true });
  return cnpj;
}

/** Resolves once /api/health answers 200; rejects if the server exits or the deadline passes. */
async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`API server exited before it was healthy:\n${log()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    // Polling a condition: each try blocks on a real connection attempt.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API server not healthy after ${HEALTH_TIMEOUT_MS} ms:\n${log()}`);
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;
/** The run's own database on the PostgreSQL server of TEST_DATABASE_URL, dropped at the end. */
let postgresDatabase: string | undefined;
let crmFakes: CrmFakes | undefined;
let dns: DnsTestServer | undefined;
let chromiumServer: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  ensureBuild();
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'prospecta-e2e-'));
  const enrichedCnpj = await buildRegistry(dataDir);
  crmFakes = await startCrmFakes(repoRoot);
  // With TEST_DATABASE_URL (npm test starts a PostgreSQL server on loopback) the API keeps its data there, in a
  // database of the run's own: PostgreSQL answers the browser's burst of requests with less CPU than PGlite
  // (≈ 6–10 % of the suite's), and the API suite covers PGlite. Without it, PGlite under DATA_DIR, as `npm start`.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    postgresDatabase = `e2e_${port}_${process.pid}`;
    await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${postgresDatabase}`));
  }
  dns = await startDnsServer({ 'gmail.com': { mx: ['mx.gmail.com'] } });
  let output = '';
  child = spawn('npx', ['tsx', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
      RATE_LIMIT_SIGNIN_FAILURES_PER_MINUTE: '1000',
      APP_URL: `http://127.0.0.1:${port}`,
      CRM_PIPEDRIVE_API_URL: crmFakes.pipedriveApiUrl,
      // A tool that cannot be reached (a closed loopback port): exports.e2e.ts follows such an export's failure.
      CRM_FUNILDEVENDAS_API_URL: 'http://127.0.0.1:9',
      DNS_SERVERS: dns.server,
      DNS_CANARY_DOMAIN: 'gmail.com',
      ...(serverUrl && postgresDatabase ? { DATABASE_URL: databaseUrl(serverUrl, postgresDatabase) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('pipedriveStateUrl', crmFakes.pipedriveStateUrl);
  project.provide('pipedriveToken', crmFakes.pipedriveToken);
  project.provide('enrichedCnpj', enrichedCnpj);
  // One Chromium for the run: each file's browsers are contexts of it (as isolated as a fresh profile); a
  // launch per file cost ≈ 1.3 s more each, 47 times.
  chromiumServer = await launchChromiumServer();
  project.provide('browserEndpoint', chromiumServer.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await chromiumServer?.close();
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    // npx → tsx → node: signal the whole group this setup started.
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  await crmFakes?.stop();
  await dns?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && postgresDatabase) {
    const name = postgresDatabase;
    await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
