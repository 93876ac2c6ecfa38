// A file follows the list table's order (`sort`): each of the table's orders exported over more than two read
// batches comes out as the list table's API orders the same list (names with accents, case, empty trade names
// and many ties; statuses; three adds), no company skipped or written twice. An unknown order is a 400.
import { cnpjCheckDigits, formatCnpj } from '@prospecta/contracts/cnpj';
import { EXPORT_READ_BATCH } from '@prospecta/contracts/exports-api';
import { LIST_SORTS, PROSPECTING_STATUSES } from '@prospecta/contracts/lists-companies-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCompanies, listCompanyStatuses } from '@/db/schema/lists.ts';
import type { Worker } from '@/jobs/worker.ts';
import { insertExportedCnpjs } from '@/modules/list-companies/add-companies.repository.ts';
import { insertList } from '@/modules/lists/lists.repository.ts';
import { bearer } from '../helper.ts';
import type { Customer } from '../lists/lists-fixture.ts';
import {
  buildExportTestApp,
  type ExportTestApp,
  newCustomer,
  registryCnpjs,
  waitForExport,
  worker,
} from './exports-fixture.ts';

const SIZE = 2 * EXPORT_READ_BATCH + 100;
const NAMES = ['Padaria Pão Quente', 'ÁGUA BOA LTDA', 'agua boa ltda', 'Zeta Comércio', '123 Serviços', null];
const TRADE_NAMES = [null, '', 'Ótica Sol', 'otica sol', null, 'Bar do Zé'];

let t: ExportTestApp;
let w: Worker;
let customer: Customer;
let token: string;
let listId: string;

beforeAll(async () => {
  t = await buildExportTestApp();
  w = worker(t);
  customer = await newCustomer(t, { exportCredits: 1 });
  token = await customer.token();
  const known = await registryCnpjs(t, 30);
  // The rest are CNPJs the registry lacks: they export with the list's own data.
  const synthetic = Array.from({ length: SIZE - known.length }, (_, i) => {
    const base = `98${String(i).padStart(6, '0')}0001`;
    return `${base}${cnpjCheckDigits(base)}`;
  });
  const cnpjs = [...known, ...synthetic];
  const list = await insertList(t.app.db, {
    accountId: customer.accountId,
    authorId: customer.ids.owner,
    name: 'Lista ordenada',
  });
  listId = list.id;
  // Three adds an hour apart, each in its own order (seq): the ties of every order.
  const hour = 3_600_000;
  for (let add = 0; add < 3; add++) {
    const part = cnpjs.filter((_, i) => i % 3 === add);
    await t.app.db.insert(listCompanies).values(
      part.map((cnpj, i) => ({
        listId,
        accountId: customer.accountId,
        cnpj,
        name: NAMES[(i * 7 + add) % NAMES.length] ?? null,
        tradeName: TRADE_NAMES[(i * 5 + add) % TRADE_NAMES.length] ?? null,
        createdAt: new Date(Date.now() - (3 - add) * hour),
      })),
    );
  }
  await insertExportedCnpjs(t.app.db, customer.accountId, cnpjs);
  // The owner's statuses on two companies in three (the rest are "A prospectar").
  const rows = await t.app.db
    .select({ id: listCompanies.id })
    .from(listCompanies)
    .where(eq(listCompanies.listId, listId));
  await t.app.db.insert(listCompanyStatuses).values(
    rows
      .filter((_, i) => i % 3 !== 0)
      .map((r, i) => ({
        listCompanyId: r.id,
        userId: customer.ids.owner,
        listId,
        status: PROSPECTING_STATUSES[i % PROSPECTING_STATUSES.length] ?? 'a_prospectar',
      })),
  );
}, 60_000);
afterAll(async () => {
  await w.stop();
  await t.done();
});

/** The CNPJ column of a CSV export of the list (all or `cnpjs`) in `sort`. */
async function exportedCnpjs(sort: string, cnpjs?: string[]) {
  const res = await t.api.post(`/api/export/${listId}/sheet`, token, {
    format: 'csv',
    fields: ['cnpj'],
    decisionMakers: 'none',
    sort,
    ...(cnpjs ? { type: 'select', cnpjs } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const done = await waitForExport(t, token, listId, res.body.eventId, (s) => s.outcome !== null, 60_000);
  expect(done.outcome, done.error ?? '').toBe('success');
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/export/${listId}/files?eventId=${done.eventId}`,
    headers: bearer(token),
  });
  expect(file.statusCode).toBe(200);
  return file.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean).slice(1);
}

/** The list table's order of the same list (the table's "Selecionar todas" CNPJs), formatted as a file writes them. */
async function tableCnpjs(sort: string) {
  const res = await t.api.get(`/api/v4/info_sets/${listId}/cnpjs?sort=${sort}`, token);
  expect(res.status).toBe(200);
  return (res.body.cnpjs as string[]).map((c) => formatCnpj(c));
}

describe("a file in the list table's order", () => {
  it.each(LIST_SORTS)('writes the companies as the table orders them: %s', async (sort) => {
    const expected = await tableCnpjs(sort);
    expect(expected).toHaveLength(SIZE);
    const written = await exportedCnpjs(sort);
    expect(new Set(written).size).toBe(SIZE);
    expect(written).toEqual(expected);
  });

  it('writes chosen companies in the table order too', async () => {
    const table = await tableCnpjs('name_desc');
    // Every fifth company, given in another order than the table's.
    const chosen = table.filter((_, i) => i % 5 === 0);
    const written = await exportedCnpjs(
      'name_desc',
      [...chosen].sort().map((c) => c.replace(/\D/g, '')),
    );
    expect(written).toEqual(chosen);
  });

  it('refuses an order the table does not have, in Portuguese', async () => {
    const res = await t.api.post(`/api/export/${listId}/sheet`, token, { format: 'csv', sort: 'empresa' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Ordem inválida');
  });
});
