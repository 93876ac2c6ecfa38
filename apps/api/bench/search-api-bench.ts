// Search API figures over loopback at 1 M establishments: p50/p95 latency and requests per second of
// `POST /api/v4/search/create?persist=false` (a typical filter) and `POST /api/searches/result`,
// measured with autocannon against the API started in-process (PGlite in memory, demo seed) over
// data/bench/registry-1000000.duckdb (generated and imported first when absent or of an older format). Prints;
// asserts nothing.
// Alone: `npx tsx --tsconfig apps/api/tsconfig.json apps/api/bench/search-api-bench.ts` from the repository root.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRegistry } from '@prospecta/registry/importer/bench-registry';
import autocannon from 'autocannon';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '@/db/seed.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SIZE = 1_000_000;

/** A typical screen query: active companies of two states and a CNAE section, with contacts, 10 a page. */
export const TYPICAL_QUERY = {
  search: {
    where: {
      sg_uf: ['SP', 'MG'],
      cd_cnae_secao: ['G'],
      ds_situacao_cnpj: ['ATIVA'],
      qt_funcionarios: { gte: 5, lte: 500 },
    },
    exists: ['email'],
    sort_by: [{ field: 'quality_data_score', order: 'desc' }],
    offset: 0,
    return_size: 10,
  },
};

export type EndpointFigures = {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
};
export type SearchApiBenchFigures = {
  establishments: number;
  create: EndpointFigures;
  result: EndpointFigures;
};

function ensureRegistry(): Promise<string> {
  return benchRegistry(resolve(repoRoot, 'data/bench'), SIZE);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

async function measure(url: string, token: string, body: object, seconds: number, connections: number) {
  const times: number[] = [];
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, responseTime: number) =>
        times.push(responseTime),
      );
    },
  });
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: Math.round(percentile(times, 50) * 10) / 10,
    p95Ms: Math.round(percentile(times, 95) * 10) / 10,
    errors: result.errors + result.non2xx,
  };
}

export async function runSearchApiBench(
  options: { durationSeconds?: number; connections?: number } = {},
): Promise<SearchApiBenchFigures> {
  const seconds = options.durationSeconds ?? 10;
  const connections = options.connections ?? 8;
  const registryPath = await ensureRegistry();
  const config = {
    ...loadConfig({ ...process.env, TOKEN_SECRET: randomBytes(32).toString('base64url'), DATABASE_URL: '' }),
    registryPath,
    database: { kind: 'pglite' as const },
    host: '127.0.0.1',
    port: 0,
  };
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  await seedDemo(app.db);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const signIn = await fetch(`${address}/api/user_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.prospecta.dev', password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const registry = await app.registry.get();
    const establishments = await registry.count({ search: {} });
    const create = await measure(
      `${address}/api/v4/search/create?persist=false`,
      token,
      TYPICAL_QUERY,
      seconds,
      connections,
    );
    const result = await measure(
      `${address}/api/searches/result`,
      token,
      TYPICAL_QUERY,
      seconds,
      connections,
    );
    const figures = { establishments, create, result };
    const line = (name: string, f: EndpointFigures) =>
      `  ${name.padEnd(44)} ${f.perSecond.toFixed(1).padStart(7)} req/s   p50 ${f.p50Ms.toFixed(1).padStart(6)} ms   p95 ${f.p95Ms.toFixed(1).padStart(6)} ms   (${f.requests} pedidos, ${f.errors} erros)`;
    console.log(
      `\n== API de busca, ${establishments.toLocaleString('pt-BR')} estabelecimentos, ${connections} conexões, ${seconds} s cada (loopback)`,
    );
    console.log(line('POST /api/v4/search/create?persist=false', create));
    console.log(line('POST /api/searches/result', result));
    return figures;
  } finally {
    await app.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runSearchApiBench();
}
