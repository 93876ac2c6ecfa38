// Lists figures over a registry of ≥ 100 k establishments (data/bench/registry-1000000.duckdb when present
// in the current format, else a 100 000-establishment one generated and imported into data/bench/): seconds
// to add 10 000 companies of a search to a list (credits checked exact afterwards), the kanban page p50
// (all six columns of 10, registry data joined), the table filtered by status and a company's page with its
// steps among the filtered companies, then every company taken out of the list and put back ("Desfazer").
// In-process API, PGlite in memory. Prints; asserts nothing.
// Alone: `npx tsx --tsconfig apps/api/tsconfig.json apps/api/bench/lists-bench.ts` from the repository root.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROSPECTING_STATUSES } from '@prospecta/contracts/lists-companies-api';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { eq } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD, seedDemo } from '@/db/seed.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const ADD = 10_000;

export type ListsBenchFigures = {
  establishments: number;
  addSeconds: number;
  added: number;
  creditsExact: boolean;
  kanbanP50Ms: number;
  kanbanP95Ms: number;
  tableByStatusP50Ms: number;
  companyStepsP50Ms: number;
  removeSeconds: number;
  restoreSeconds: number;
  restoredExact: boolean;
};

/** The 1 M bench registry when it is current, otherwise a 100 k one (built when needed). */
async function benchFile(): Promise<string> {
  const dir = resolve(repoRoot, 'data/bench');
  const big = resolve(dir, 'registry-1000000.duckdb');
  const { benchRegistry, isCurrentRegistry } = await import('@prospecta/registry/importer/bench-registry');
  return (await isCurrentRegistry(big)) ? big : benchRegistry(dir, 100_000);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runListsBench(options: { kanbanRequests?: number } = {}): Promise<ListsBenchFigures> {
  const registryPath = await benchFile();
  const dataDir = resolve(repoRoot, 'data/bench/lists-api');
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }),
    registryPath,
    database: { kind: 'pglite' as const },
  };
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  await seedDemo(app.db);
  await app.ready();
  try {
    const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const email = 'vendas@demo.prospecta.dev';
    const { token } = (await (
      await app.inject({
        method: 'POST',
        url: '/api/user_token',
        payload: { email, password: DEMO_PASSWORD },
      })
    ).json()) as { token: string };
    const [user] = await app.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new Error('demo user missing');
    await insertGrant(app.db, {
      accountId: user.accountId,
      type: 'export',
      amount: 20_000,
      expiresAt: null,
      origin: 'bench',
    });
    const before = (await showCredits(app.db, user.accountId)).export.remaining;

    const registry = await app.registry.get();
    const establishments = await registry.count({ search: {} });
    const stored = await call('POST', '/api/v4/search/create', token, { search: {} });
    const found = await call('GET', `/api/v4/search/find/${stored.id}`, token);
    const cnpjs: string[] = [];
    for (let offset = 0; cnpjs.length < ADD; offset += 1000) {
      const part = await registry.cnpjs(found.query as SearchQuery, offset, 1000);
      cnpjs.push(...part);
      if (part.length < 1000) break;
    }
    const chosen = cnpjs.slice(0, ADD);

    const started = performance.now();
    const added = await call('POST', '/api/searches/companies/export', token, {
      search_id: stored.id,
      cnpjs: chosen,
      info_set_name: 'Bench 10 mil',
    });
    const addSeconds = (performance.now() - started) / 1000;
    const after = (await showCredits(app.db, user.accountId)).export.remaining;
    const creditsExact = before - after === added.added && added.charged === added.added;

    // Spread some companies over the kanban columns, then time the board's first page.
    const page = await call('GET', `/api/v4/info_sets/${added.info_set_id}/companies?page=1`, token);
    for (const [i, company] of (page.companies as { id: string }[]).entries()) {
      await call('PATCH', `/api/info_sets/${added.info_set_id}/company/user_prospecting_data`, token, {
        company_id: company.id,
        user_prospecting_data: { status: PROSPECTING_STATUSES[i % PROSPECTING_STATUSES.length] },
      });
    }
    const timed = async (requests: number, url: (i: number) => string) => {
      const times: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const t0 = performance.now();
        await call('GET', url(i), token);
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b);
    };
    const requests = options.kanbanRequests ?? 40;
    const list = `/api/v4/info_sets/${added.info_set_id}`;
    const times = await timed(requests, (i) => `${list}/kanbam?page=${(i % 5) + 1}`);
    // The table filtered by the seller's status (its pages far into the list) and a company's page with its
    // steps among the same companies (the neighbours' window over the whole list).
    const byStatus = await timed(requests, (i) => `${list}/companies?status=a_prospectar&page=${1 + i * 20}`);
    const ids = (page.companies as { id: string }[]).map((c) => c.id);
    const steps = await timed(
      requests,
      (i) => `${list}/companies/${ids[i % ids.length]}?status=a_prospectar`,
    );
    // Every company out ("Selecionar todas as N", then "Remover"), then "Desfazer": the same rows back.
    const all = await call('GET', `${list}/cnpjs`, token);
    const removeStarted = performance.now();
    const removed = await call('POST', `${list}/companies/remove`, token, { cnpjs: all.cnpjs });
    const removeSeconds = (performance.now() - removeStarted) / 1000;
    const restoreStarted = performance.now();
    const restored = await call('POST', `${list}/companies/restore`, token, {
      removal_id: removed.removal_id,
    });
    const restoreSeconds = (performance.now() - restoreStarted) / 1000;
    const back = await call('GET', `${list}/companies?page=1`, token);
    const restoredExact =
      removed.removed === added.added && restored.restored === added.added && back.total === added.added;
    const ms = (sorted: number[], p: number) => Math.round(percentile(sorted, p) * 10) / 10;
    const figures = {
      establishments,
      addSeconds: Math.round(addSeconds * 100) / 100,
      added: added.added as number,
      creditsExact,
      kanbanP50Ms: ms(times, 50),
      kanbanP95Ms: ms(times, 95),
      tableByStatusP50Ms: ms(byStatus, 50),
      companyStepsP50Ms: ms(steps, 50),
      removeSeconds: Math.round(removeSeconds * 100) / 100,
      restoreSeconds: Math.round(restoreSeconds * 100) / 100,
      restoredExact,
    };
    console.log(
      `\n== Listas, registro de ${establishments.toLocaleString('pt-BR')} estabelecimentos (PGlite em memória)`,
    );
    console.log(
      `  adicionar ${figures.added.toLocaleString('pt-BR')} empresas a uma lista: ${figures.addSeconds.toFixed(2)} s   créditos exatos: ${creditsExact ? 'sim' : 'NÃO'}`,
    );
    console.log(
      `  kanban (6 colunas de 10): p50 ${figures.kanbanP50Ms} ms   p95 ${figures.kanbanP95Ms} ms (${times.length} pedidos)`,
    );
    console.log(
      `  tabela filtrada por status: p50 ${figures.tableByStatusP50Ms} ms   empresa com Anterior/Próxima no filtro: p50 ${figures.companyStepsP50Ms} ms`,
    );
    console.log(
      `  remover as ${figures.added.toLocaleString('pt-BR')} empresas: ${figures.removeSeconds.toFixed(2)} s   desfazer: ${figures.restoreSeconds.toFixed(2)} s   todas de volta: ${restoredExact ? 'sim' : 'NÃO'}`,
    );
    return figures;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runListsBench();
}
