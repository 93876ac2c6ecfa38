// The queue of customers' reports of wrong data: companies whose reports no staff change answered yet, oldest
// first, paged; a correction or a verification ("conferido, nada a corrigir") answers them, and each reporter
// is told once what staff did; every refusal changes nothing.
import {
  ADMIN_COMPANY_MESSAGES as M,
  OPEN_REPORTS_PAGE_SIZE,
} from '@prospecta/contracts/admin-companies-api';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCorrections } from '@/db/schema/company-corrections.ts';
import { ADMIN } from '../helper.ts';
import { type Api, apiOf, type Customer, listOfSpCompanies, newCustomer } from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

const QUEUE = '/api/admin/company_reports';
const verifyUrl = (cnpj: string) => `/api/admin/company_reports/${encodeURIComponent(cnpj)}/verify`;
const lookupUrl = (cnpj: string) => `/api/admin/search_company/${encodeURIComponent(cnpj)}`;

let t: SearchTestApp;
let api: Api;
let admin: string;
let cs: string;
let alice: Customer;
let bruno: Customer;
let aliceToken: string;
let brunoToken: string;
let list: { listId: string; cnpjs: string[] };

beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  admin = await t.token(ADMIN);
  cs = await t.token('cs@prospecta.dev');
  alice = await newCustomer(t, { exportCredits: 100 });
  bruno = await newCustomer(t);
  aliceToken = await alice.token('owner');
  brunoToken = await bruno.token('owner');
  // Twelve reported in the tests, the last never.
  list = await listOfSpCompanies(t, api, aliceToken, OPEN_REPORTS_PAGE_SIZE + 3);
});
afterAll(() => t.close());

const cnpjAt = (i: number) => list.cnpjs[i] ?? '';
const report = async (token: string, cnpj: string, fields: string[], infoSetId?: string) => {
  const sent = await api.post('/api/accuracy_data_feedback/create', token, {
    cnpj: formatCnpj(cnpj),
    ...(infoSetId ? { info_set_id: infoSetId } : {}),
    fields,
    comment: `Dados de ${fields.join(' e ')} errados`,
  });
  expect(sent.status).toBe(201);
};
const logRows = async () => (await t.app.db.select({ n: count() }).from(companyCorrections))[0]?.n ?? 0;
const notices = async (customer: Customer, token: string, cnpj: string) =>
  (
    (await api.get(`/api/user/${customer.ids.owner}/notifications`, token)).body.notifications as {
      type: string;
      title: string;
      message: string;
      data: { cnpj?: string; listId?: string };
    }[]
  ).filter((n) => n.data.cnpj === cnpj);

describe('GET /api/admin/company_reports', () => {
  it('is empty before any report, and refuses every customer role', async () => {
    expect((await api.get(QUEUE, admin)).body).toEqual({
      companies: [],
      page: 1,
      total_pages: 0,
      total: 0,
      reports_total: 0,
    });
    for (const role of ['owner', 'manager', 'prospector'] as const) {
      const res = await api.get(QUEUE, await alice.token(role));
      expect(res.status).toBe(403);
    }
    expect((await api.get(`${QUEUE}?page=0`, admin)).status).toBe(400);
    expect((await api.get(`${QUEUE}?page=abc`, admin)).status).toBe(400);
  });

  it('lists the reported companies oldest first, each once with its reports counted and fields joined', async () => {
    await report(aliceToken, cnpjAt(0), ['telefone'], list.listId);
    await report(brunoToken, cnpjAt(1), ['site']);
    await report(brunoToken, cnpjAt(0), ['email', 'telefone']);
    const res = await api.get(QUEUE, cs);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, total_pages: 1, total: 2, reports_total: 3 });
    const registry = await t.app.registry.get();
    const first = await registry.company(cnpjAt(0));
    expect(res.body.companies).toEqual([
      {
        cnpj: cnpjAt(0),
        name: first?.nome_fantasia || first?.razao_social,
        reports: 2,
        fields: ['telefone', 'email'],
        first_at: expect.any(String),
        last_at: expect.any(String),
      },
      expect.objectContaining({ cnpj: cnpjAt(1), reports: 1, fields: ['site'] }),
    ]);
    const [a] = res.body.companies;
    expect(a.last_at > a.first_at).toBe(true);
  });

  it('pages by ten companies', async () => {
    for (let i = 2; i < OPEN_REPORTS_PAGE_SIZE + 2; i++) await report(aliceToken, cnpjAt(i), ['endereco']);
    const one = await api.get(QUEUE, admin);
    expect(one.body).toMatchObject({ total: OPEN_REPORTS_PAGE_SIZE + 2, total_pages: 2 });
    expect(one.body.companies).toHaveLength(OPEN_REPORTS_PAGE_SIZE);
    const two = await api.get(`${QUEUE}?page=2`, admin);
    expect(two.body.companies.map((c: { cnpj: string }) => c.cnpj)).toEqual([
      cnpjAt(OPEN_REPORTS_PAGE_SIZE),
      cnpjAt(OPEN_REPORTS_PAGE_SIZE + 1),
    ]);
    expect((await api.get(`${QUEUE}?page=3`, admin)).body.companies).toEqual([]);
  });
});

describe('POST /api/admin/company_reports/:cnpj/verify', () => {
  it('refuses customers, a bad note, a company without open reports or outside the registry, logging nothing', async () => {
    const before = await logRows();
    expect((await api.post(verifyUrl(cnpjAt(0)), aliceToken, {})).status).toBe(403);
    const long = await api.post(verifyUrl(cnpjAt(0)), admin, { note: 'x'.repeat(301) });
    expect(long).toMatchObject({ status: 400, body: { message: M.noteTooLong } });
    expect((await api.post(verifyUrl(cnpjAt(0)), admin, { note: 'ok', extra: 1 })).status).toBe(400);
    expect((await api.post(verifyUrl('11.111.111/1111-11'), admin, {})).status).toBe(400);
    expect((await api.post(verifyUrl('00000000000191'), admin, {})).status).toBe(404);
    const none = await api.post(verifyUrl(cnpjAt(OPEN_REPORTS_PAGE_SIZE + 2)), admin, {});
    expect(none).toMatchObject({ status: 422, body: { message: M.noOpenReports } });
    expect(await logRows()).toBe(before);
  });

  it('answers the open reports: each reporter told once with the note, the log showing it, the queue without it', async () => {
    const cnpj = cnpjAt(0);
    const res = await api.post(verifyUrl(formatCnpj(cnpj)), cs, {
      note: '  O telefone confere com o site  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.verified);
    expect(res.body.changed).toEqual([]);
    expect(res.body.history[0]).toMatchObject({
      field: null,
      action: 'verify',
      values: [],
      note: 'O telefone confere com o site',
      by: { email: 'cs@prospecta.dev' },
    });
    // What customers see is unchanged: no correction in force.
    expect(res.body.corrections).toEqual([]);
    const company = await (await t.app.registry.get()).company(cnpj);
    const text = `A equipe do Prospecta conferiu os dados de ${company?.nome_fantasia || company?.razao_social} que você reportou e não os alterou. Observação: O telefone confere com o site`;
    expect(await notices(alice, aliceToken, cnpj)).toEqual([
      expect.objectContaining({
        type: 'company_checked',
        title: 'Dado conferido',
        message: text,
        data: { cnpj, listId: list.listId },
      }),
    ]);
    expect(await notices(bruno, brunoToken, cnpj)).toEqual([
      expect.objectContaining({ type: 'company_checked', message: text, data: { cnpj } }),
    ]);
    const queue = (await api.get(QUEUE, admin)).body;
    expect(queue.companies.map((c: { cnpj: string }) => c.cnpj)).not.toContain(cnpj);
    expect(queue.reports_total).toBe(OPEN_REPORTS_PAGE_SIZE + 1);
    // Nothing open any more: a second verification is refused and tells nobody again.
    expect((await api.post(verifyUrl(cnpj), admin, {})).status).toBe(422);
    expect(await notices(alice, aliceToken, cnpj)).toHaveLength(1);
  });

  it('a new report opens the company again; a correction answers it and tells only the new reporter', async () => {
    const cnpj = cnpjAt(0);
    await report(brunoToken, cnpj, ['site']);
    // Reported last, so last in the queue (its second page).
    const queue = (await api.get(`${QUEUE}?page=2`, admin)).body;
    expect(queue.companies.at(-1)).toMatchObject({ cnpj, reports: 1, fields: ['site'] });
    const lookup = (await api.get(lookupUrl(cnpj), admin)).body;
    expect(lookup.reports_total).toBe(3);
    const fixed = await api.patch('/api/admin/update/company', admin, {
      cnpj,
      website_url: 'www.certa.com.br',
    });
    expect(fixed.status).toBe(200);
    expect((await notices(bruno, brunoToken, cnpj)).map((n) => n.type)).toEqual([
      'company_corrected',
      'company_checked',
    ]);
    expect(await notices(alice, aliceToken, cnpj)).toHaveLength(1);
    const after = (await api.get(`${QUEUE}?page=2`, admin)).body;
    expect(after.companies.map((c: { cnpj: string }) => c.cnpj)).not.toContain(cnpj);
    expect(after.total).toBe(OPEN_REPORTS_PAGE_SIZE + 1);
  });
});
