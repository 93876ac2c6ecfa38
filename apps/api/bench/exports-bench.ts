// Exports figures: rows per second and peak RSS writing 100 000 companies of a list to CSV and to XLSX
// (in-process API and job worker, PGlite in memory, the bench registry), and companies per second pushed
// to a CRM fake (the Pipedrive connector against its loopback fake, from the connector tests).
// Prints; asserts nothing. Alone: `npx tsx --tsconfig apps/api/tsconfig.json apps/api/bench/exports-bench.ts`
// from the repository root.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { listCompanies } from '@/db/schema/lists.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD, seedDemo } from '@/db/seed.ts';
import { startWorker } from '@/jobs/worker.ts';
import { connectorFor } from '@/modules/exports/connectors/index-of-connectors.ts';
import { insertExportedCnpjs } from '@/modules/list-companies/add-companies.repository.ts';
import { insertList } from '@/modules/lists/lists.repository.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const FILE_COMPANIES = 100_000;
const CRM_COMPANIES = 2_000;
const MB = 1024 * 1024;

export type ExportsBenchFigures = {
  companies: number;
  csv: { rowsPerSecond: number; peakRssMb: number };
  xlsx: { rowsPerSecond: number; peakRssMb: number };
  crm: { tool: string; companiesPerSecond: number } | null;
};

/** The 1 M bench registry when it is current, otherwise a 100 k one (built when needed). */
async function benchFile(): Promise<string> {
  const dir = resolve(repoRoot, 'data/bench');
  const big = resolve(dir, 'registry-1000000.duckdb');
  const { benchRegistry, isCurrentRegistry } = await import('@prospecta/registry/importer/bench-registry');
  return (await isCurrentRegistry(big)) ? big : benchRegistry(dir, 100_000);
}

/** Runs `work` while sampling the process RSS every 20 ms; answers its result and the peak. */
async function withPeakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakRssMb: number; startRssMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    return { result: await work(), peakRssMb: Math.round(peak / MB), startRssMb: Math.round(start / MB) };
  } finally {
    clearInterval(timer);
  }
}

async function crmFigures(): Promise<ExportsBenchFigures['crm']> {
  const connector = connectorFor('pipedrive');
  const fakeFile = resolve(repoRoot, 'apps/api/test/exports/fakes/pipedrive-fake.ts');
  if (!connector || !existsSync(fakeFile)) return null;
  const { startPipedriveFake } = await import('../test/exports/fakes/pipedrive-fake.ts');
  const { fakeContext, sampleCompanies } = await import('../test/exports/fakes/crm-fake-server.ts');
  const fake = await startPipedriveFake();
  try {
    const { ctx } = fakeContext(fake.apiUrl, { apiKey: fake.token });
    const companies = sampleCompanies(CRM_COMPANIES);
    const started = performance.now();
    for (let i = 0; i < companies.length; i += connector.batchSize) {
      await connector.exportBatch(ctx, companies.slice(i, i + connector.batchSize));
    }
    const seconds = (performance.now() - started) / 1000;
    return { tool: 'pipedrive', companiesPerSecond: Math.round(CRM_COMPANIES / seconds) };
  } finally {
    await fake.close();
  }
}

export async function runExportsBench(): Promise<ExportsBenchFigures> {
  const registryPath = await benchFile();
  const dataDir = resolve(repoRoot, 'data/bench/exports-api');
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }),
    registryPath,
    database: { kind: 'pglite' as const },
    worker: undefined,
  };
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  await seedDemo(app.db);
  await app.ready();
  const worker = startWorker(app, { pollMs: 50 });
  try {
    const email = 'vendas@demo.prospecta.dev';
    const login = await app.inject({
      method: 'POST',
      url: '/api/user_token',
      payload: { email, password: DEMO_PASSWORD },
    });
    const { token } = login.json() as { token: string };
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('demo user missing');
    const registry = await app.registry.get();
    const cnpjs: string[] = [];
    for (let offset = 0; cnpjs.length < FILE_COMPANIES; offset += 5000) {
      const part = await registry.cnpjs({ search: {} }, offset, 5000);
      cnpjs.push(...part);
      if (part.length < 5000) break;
    }
    console.log(`exports: list of ${cnpjs.length} companies from ${registryPath}`);
    const list = await insertList(app.db, {
      accountId: user.accountId,
      authorId: user.id,
      name: 'Bench exportações',
    });
    for (let i = 0; i < cnpjs.length; i += 5000) {
      const part = cnpjs.slice(i, i + 5000);
      await app.db
        .insert(listCompanies)
        .values(part.map((cnpj) => ({ listId: list.id, accountId: user.accountId, cnpj })));
      await insertExportedCnpjs(app.db, user.accountId, part);
    }

    const runFile = async (format: 'csv' | 'excel') =>
      withPeakRss(async () => {
        const started = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: `/api/export/${list.id}/sheet`,
          headers: { authorization: `Bearer ${token}` },
          payload: { format, decisionMakers: 'none' },
        });
        const { eventId } = res.json() as { eventId: string };
        for (;;) {
          const status = (
            await app.inject({
              method: 'GET',
              url: `/api/export/${list.id}/exportation_status/${eventId}`,
              headers: { authorization: `Bearer ${token}` },
            })
          ).json() as { outcome: string | null; done: number; error: string | null };
          if (status.outcome) {
            if (status.outcome !== 'success') throw new Error(`${format}: ${status.outcome} ${status.error}`);
            return Math.round(cnpjs.length / ((performance.now() - started) / 1000));
          }
          await new Promise((r) => setTimeout(r, 200));
        }
      });

    const csv = await runFile('csv');
    console.log(`  csv:  ${csv.result} rows/s, peak RSS ${csv.peakRssMb} MB (${csv.startRssMb} MB before)`);
    const xlsx = await runFile('excel');
    console.log(
      `  xlsx: ${xlsx.result} rows/s, peak RSS ${xlsx.peakRssMb} MB (${xlsx.startRssMb} MB before)`,
    );
    const figures: ExportsBenchFigures = {
      companies: cnpjs.length,
      csv: { rowsPerSecond: csv.result, peakRssMb: csv.peakRssMb },
      xlsx: { rowsPerSecond: xlsx.result, peakRssMb: xlsx.peakRssMb },
      crm: await crmFigures(),
    };
    console.log(
      `  (${figures.companies} companies of a list, the default columns (no address), no decision makers)`,
    );
    console.log(
      figures.crm
        ? `  crm:  ${figures.crm.companiesPerSecond} companies/s to the ${figures.crm.tool} fake (connector + loopback HTTP, ${CRM_COMPANIES} companies, 2 decision makers each)`
        : '  crm:  the Pipedrive connector or its fake is not there yet',
    );
    return figures;
  } finally {
    await worker.stop();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runExportsBench();
}
