// Shared by the export tests: the API over the shared test registry with DATA_DIR in a temp folder, a
// customer account, a list filled straight in the database, a job worker, a simple in-test connector
// and small waiting helpers (no sleeps: tests wait on the export's state).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportStatus } from '@prospecta/contracts/exports-api';
import { expect, vi } from 'vitest';
import { z } from 'zod';
import type { AppConfig } from '@/config.ts';
import { listCompanies } from '@/db/schema/lists.ts';
import { startWorker, type Worker } from '@/jobs/worker.ts';
import type {
  CompanyOutcome,
  CrmConnector,
  ExportCompany,
  ToolName,
} from '@/modules/exports/connectors/connector.ts';
import { CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { registerConnector } from '@/modules/exports/connectors/index-of-connectors.ts';
import { insertExportedCnpjs } from '@/modules/list-companies/add-companies.repository.ts';
import { insertList } from '@/modules/lists/lists.repository.ts';
import { apiOf, type Customer, newCustomer } from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

export type ExportTestApp = SearchTestApp & {
  dataDir: string;
  api: ReturnType<typeof apiOf>;
  done: () => Promise<void>;
};

export async function buildExportTestApp(config: Partial<AppConfig> = {}): Promise<ExportTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'prospecta-exports-'));
  const t = await buildSearchTestApp({ config: { dataDir, crmPloomesPauseMs: 1, ...config } });
  return {
    ...t,
    dataDir,
    api: apiOf(t),
    done: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Some CNPJs of the registry (sorted), to fill lists with. */
export async function registryCnpjs(t: SearchTestApp, size: number): Promise<string[]> {
  const registry = await t.app.registry.get();
  const rows = await registry.page({ search: { return_size: size } });
  return rows.map((r) => r.cnpj).sort();
}

/**
 * A list of the customer's owner holding these CNPJs, inserted directly (adding is the lists module's test).
 * `paid`: recorded as exported by the account, as adding to a list does; false leaves them new (chargeable).
 */
export async function listWith(
  t: SearchTestApp,
  customer: Customer,
  cnpjs: readonly string[],
  name = 'Clientes SP',
  paid = true,
) {
  const list = await insertList(t.app.db, {
    accountId: customer.accountId,
    authorId: customer.ids.owner,
    name,
  });
  for (let i = 0; i < cnpjs.length; i += 5000) {
    await t.app.db
      .insert(listCompanies)
      .values(
        cnpjs
          .slice(i, i + 5000)
          .map((cnpj) => ({ listId: list.id, accountId: customer.accountId, cnpj, name: null })),
      );
  }
  if (paid) await insertExportedCnpjs(t.app.db, customer.accountId, cnpjs);
  return list.id;
}

export { newCustomer };

export function worker(t: SearchTestApp, id?: string): Worker {
  return startWorker(t.app, { pollMs: 20, leaseMs: 3000, backoffMs: 50, ...(id ? { id } : {}) });
}

/** Waits until the export's status satisfies `check`. */
export async function waitForExport(
  t: ExportTestApp,
  token: string,
  listId: string,
  eventId: string,
  check: (s: ExportStatus) => boolean,
  timeout = 20_000,
): Promise<ExportStatus> {
  return vi.waitFor(
    async () => {
      const res = await t.api.get(`/api/export/${listId}/exportation_status/${eventId}`, token);
      expect(res.status).toBe(200);
      const status = res.body as ExportStatus;
      if (!check(status))
        throw new Error(`export is ${status.jobStatus}/${status.outcome} ${status.done}/${status.total}`);
      return status;
    },
    { timeout, interval: 25 },
  );
}

export type TestConnector = CrmConnector & {
  received: ExportCompany[][];
  failCnpjs: Set<string>;
  tokenErrorAfter: number | null;
  /** Thrown by the next batch when set (a CRM that stops answering), once `failAfter` batches went through. */
  failWith: Error | null;
  failAfter: number;
  /** When set, each batch waits for it (cancel and crash tests hold the export mid-way). */
  gate: Promise<void> | null;
  batchStarted: (() => void) | null;
};

/** A simple connector for the export-core tests, registered under `tool` for the test file only. */
export function testConnector(tool: ToolName = 'agendor'): TestConnector & { restore: () => void } {
  const connector: TestConnector = {
    tool,
    label: 'agendor',
    optionsSchema: z.object({ ownerId: z.number().int().optional() }).strict(),
    missingCredentialsMessage: (c) => (c.apiKey ? null : 'Você ainda não está autenticado no agendor'),
    batchSize: 7,
    received: [],
    failCnpjs: new Set(),
    tokenErrorAfter: null,
    failWith: null,
    failAfter: 0,
    gate: null,
    batchStarted: null,
    async exportBatch(ctx, companies): Promise<CompanyOutcome[]> {
      connector.batchStarted?.();
      if (connector.gate) {
        const gate = connector.gate;
        await new Promise<void>((resolve) => {
          gate.then(resolve);
          ctx.signal.addEventListener('abort', () => resolve(), { once: true });
        });
      }
      ctx.signal.throwIfAborted();
      if (connector.failWith && connector.received.length >= connector.failAfter) throw connector.failWith;
      if (connector.tokenErrorAfter !== null && connector.received.length >= connector.tokenErrorAfter) {
        throw new CrmTokenError('401 Invalid token.');
      }
      connector.received.push(companies);
      return companies.map((c) =>
        connector.failCnpjs.has(c.cnpj)
          ? { cnpj: c.cnpj, status: 'failed', error: 'Campo obrigatório: nome' }
          : {
              cnpj: c.cnpj,
              status: 'created',
              externalId: `ext-${c.cnpj}`,
              contacts: c.decisionMakers.length,
            },
      );
    },
  };
  const restore = registerConnector(connector);
  return Object.assign(connector, { restore });
}
