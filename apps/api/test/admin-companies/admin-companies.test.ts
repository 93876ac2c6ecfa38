// The staff's company tool: a company by CNPJ in any format, its corrections (website, LinkedIn, e-mail,
// phones) set, removed and undone with who and when, what customers then see on the company pages (search and
// list), their reports beside it, and every refusal changing nothing.
import { ADMIN_COMPANY_MESSAGES as M } from '@prospecta/contracts/admin-companies-api';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCorrections } from '@/db/schema/company-corrections.ts';
import { readCompanies } from '@/modules/exports/export-source.ts';
import { ADMIN } from '../helper.ts';
import { type Api, apiOf, type Customer, listOfSpCompanies, newCustomer } from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

const CS = 'cs@prospecta.dev';
const FORBIDDEN = { message: 'Sem permissões para a ação!' };
const lookupUrl = (cnpj: string) => `/api/admin/search_company/${encodeURIComponent(cnpj)}`;
const UPDATE = '/api/admin/update/company';
const SITE_OR_LINKEDIN = '/api/admin/update/webite_or_linkedin_url';
const undoUrl = (cnpj: string, field: string) =>
  `/api/admin/company_corrections/${encodeURIComponent(cnpj)}/${field}`;

let t: SearchTestApp;
let api: Api;
let admin: string;
let customer: Customer;
let owner: string;
let list: { listId: string; cnpjs: string[] };

beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  admin = await t.token(ADMIN);
  customer = await newCustomer(t, { exportCredits: 100 });
  owner = await customer.token('owner');
  list = await listOfSpCompanies(t, api, owner, 6);
});
afterAll(() => t.close());

const rowsStored = async () => (await t.app.db.select({ n: count() }).from(companyCorrections))[0]?.n ?? 0;
const registryCompany = async (cnpj: string) => {
  const company = await (await t.app.registry.get()).company(cnpj);
  if (!company) throw new Error(`${cnpj} not in the registry`);
  return company;
};
/** The company page of the list, as the customer opens it. */
async function listPage(cnpj: string) {
  const companies = (await api.get(`/api/v4/info_sets/${list.listId}/companies`, owner)).body.companies as {
    id: string;
    cnpj: string;
  }[];
  const row = companies.find((c) => c.cnpj === cnpj);
  if (!row) throw new Error(`${cnpj} not in the list`);
  return (await api.get(`/api/v4/info_sets/${list.listId}/companies/${row.id}`, owner)).body;
}

describe('GET /api/admin/search_company/:cnpj', () => {
  it('finds a company by its CNPJ in any format, as the registry has it, with nothing corrected yet', async () => {
    const cnpj = list.cnpjs[0] ?? '';
    const company = await registryCompany(cnpj);
    for (const typed of [cnpj, formatCnpj(cnpj), formatCnpj(cnpj).toLowerCase()]) {
      const res = await api.get(lookupUrl(typed), admin);
      expect(res.status).toBe(200);
      expect(res.body.company).toMatchObject({
        cnpj,
        razao_social: company.razao_social,
        site: company.site,
      });
      expect(res.body.registry).toEqual({
        site: company.site ? [company.site] : [],
        linkedin: [],
        email: company.email ? [company.email] : [],
        telefones: company.telefones.map((p) => p.numero),
      });
      expect(res.body).toMatchObject({ corrections: [], history: [], reports: [], reports_total: 0 });
    }
    expect((await api.get(lookupUrl(cnpj), await t.token(CS))).status).toBe(200);
  });

  it('says a malformed CNPJ is invalid and a valid one the registry lacks is no company', async () => {
    expect(await api.get(lookupUrl('11.222.333/0001-82'), admin)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'CNPJ inválido' }),
    });
    expect(await api.get(lookupUrl('11.222.333/0001-81'), admin)).toEqual({
      status: 404,
      body: expect.objectContaining({ message: M.notFound }),
    });
  });

  it("refuses every customer role with the spec's 403, before reading the body", async () => {
    const cnpj = list.cnpjs[0] ?? '';
    for (const role of ['owner', 'manager', 'prospector', 'user'] as const) {
      const token = await customer.token(role);
      expect(await api.get(lookupUrl(cnpj), token)).toEqual({ status: 403, body: FORBIDDEN });
      expect(await api.patch(UPDATE, token, { cnpj, email: 'x@y.com' })).toEqual({
        status: 403,
        body: FORBIDDEN,
      });
      expect(await api.post(SITE_OR_LINKEDIN, token, { nada: 1 })).toEqual({ status: 403, body: FORBIDDEN });
      expect(await api.delete(undoUrl(cnpj, 'site'), token)).toEqual({ status: 403, body: FORBIDDEN });
    }
    expect(await rowsStored()).toBe(0);
  });
});

describe('corrections', () => {
  it('POST webite_or_linkedin_url: customers see the new site and LinkedIn on both company pages', async () => {
    const cnpj = list.cnpjs[1] ?? '';
    const res = await api.post(SITE_OR_LINKEDIN, admin, {
      cnpj: formatCnpj(cnpj),
      website_url: 'www.empresa-corrigida.com.br',
      linkedin_url: 'https://br.linkedin.com/company/empresa-corrigida/',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: M.updated, changed: ['site', 'linkedin'] });
    expect(res.body.company).toMatchObject({
      site: 'www.empresa-corrigida.com.br',
      linkedin: 'https://www.linkedin.com/company/empresa-corrigida',
    });
    const by = { name: expect.any(String), email: ADMIN };
    expect(res.body.corrections).toEqual([
      expect.objectContaining({
        field: 'site',
        action: 'set',
        values: ['www.empresa-corrigida.com.br'],
        by: expect.objectContaining(by),
      }),
      expect.objectContaining({ field: 'linkedin', action: 'set', by: expect.objectContaining(by) }),
    ]);
    const company = await registryCompany(cnpj);
    expect(res.body.history).toEqual([
      expect.objectContaining({ field: 'linkedin', action: 'set', previous: [] }),
      expect.objectContaining({ field: 'site', action: 'set', previous: company.site ? [company.site] : [] }),
    ]);

    const consult = await api.get(`/api/searches/companies/${cnpj}`, owner);
    expect(consult.body).toMatchObject({
      site: 'www.empresa-corrigida.com.br',
      linkedin: 'https://www.linkedin.com/company/empresa-corrigida',
      razao_social: company.razao_social,
    });
    const advanced = await api.get(`/api/searches/companies/${cnpj}/advanced`, owner);
    expect(advanced.body.website_information.site).toBe('www.empresa-corrigida.com.br');
    const page = await listPage(cnpj);
    expect(page.website).toBe('www.empresa-corrigida.com.br');
    expect(page.additionalData).toMatchObject({
      site: 'www.empresa-corrigida.com.br',
      linkedin: 'https://www.linkedin.com/company/empresa-corrigida',
    });

    // The same values again change nothing and write nothing.
    const stored = await rowsStored();
    const again = await api.post(SITE_OR_LINKEDIN, admin, {
      cnpj,
      website_url: 'www.empresa-corrigida.com.br',
      linkedin_url: 'linkedin.com/company/empresa-corrigida',
    });
    expect(again.body).toMatchObject({ message: M.unchanged, changed: [] });
    expect(await rowsStored()).toBe(stored);
  });

  it('PATCH update/company: e-mail and phones corrected, typed as mobile or fixed, their shared counts dropped', async () => {
    const cnpj = list.cnpjs[2] ?? '';
    const cs = await t.token(CS);
    const res = await api.patch(UPDATE, cs, {
      cnpj,
      email: 'Comercial@Empresa.com.br',
      phones: ['(11) 98765-4321', '+55 21 2345-6789'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: M.updated, changed: ['email', 'telefones'] });
    const consult = (await api.get(`/api/searches/companies/${cnpj}`, owner)).body;
    expect(consult).toMatchObject({
      email: 'comercial@empresa.com.br',
      email_compartilhado: 0,
      telefone_compartilhado: 0,
      telefones: [
        { numero: '11987654321', tipo: 'celular' },
        { numero: '2123456789', tipo: 'fixo' },
      ],
    });
    const page = await listPage(cnpj);
    expect(page.additionalData).toMatchObject({
      email: 'comercial@empresa.com.br',
      telefones: consult.telefones,
    });
    const lookup = (await api.get(lookupUrl(cnpj), admin)).body;
    expect(
      lookup.corrections.map((c: { field: string; by: { email: string } }) => [c.field, c.by.email]),
    ).toEqual([
      ['email', CS],
      ['telefones', CS],
    ]);
  });

  it('the corrected contacts are also what a search page, the list table, find_by_cnpj and an export carry', async () => {
    const cnpj = list.cnpjs[2] ?? '';
    const corrected = {
      email: 'comercial@empresa.com.br',
      telefones: [
        { numero: '11987654321', tipo: 'celular' },
        { numero: '2123456789', tipo: 'fixo' },
      ],
    };
    const search = await api.post('/api/v4/search/create', owner, {
      search: { where: { nu_cnpj: [cnpj, list.cnpjs[3]] }, return_size: 10 },
    });
    const rows = search.body.search.rows as { cnpj: string; email: string | null }[];
    expect(rows.find((r) => r.cnpj === cnpj)).toMatchObject(corrected);
    // A company without corrections on the same page keeps the registry's values.
    const other = await registryCompany(list.cnpjs[3] ?? '');
    expect(rows.find((r) => r.cnpj === list.cnpjs[3])?.email).toBe(other.email);
    const table = (await api.get(`/api/v4/info_sets/${list.listId}/companies`, owner)).body.companies as {
      cnpj: string;
      additionalData: unknown;
    }[];
    expect(table.find((c) => c.cnpj === cnpj)?.additionalData).toMatchObject(corrected);
    expect((await api.get(`/api/v4/companies/find_by_cnpj?cnpj=${cnpj}`, owner)).body).toMatchObject(
      corrected,
    );
    const batches = readCompanies(t.app.db, await t.app.registry.get(), {
      exportId: '00000000-0000-4000-8000-000000000000',
      accountId: customer.accountId,
      listId: list.listId,
      userId: customer.ids.owner,
      filters: {},
      details: false,
    });
    const sent = [];
    for await (const batch of batches) sent.push(...batch.companies);
    expect(sent.find((c) => c.cnpj === cnpj)).toMatchObject({
      email: corrected.email,
      phones: [
        { number: '11987654321', type: 'celular' },
        { number: '2123456789', type: 'fixo' },
      ],
    });
  });

  it('removing a value shows nothing to customers; undo brings the registry value back and is logged', async () => {
    const cnpj = list.cnpjs[3] ?? '';
    const company = await registryCompany(cnpj);
    await api.patch(UPDATE, admin, { cnpj, email: 'novo@empresa.com.br' });
    const removed = await api.patch(UPDATE, admin, { cnpj, email: null, phones: [] });
    expect(removed.body.corrections).toEqual([
      expect.objectContaining({ field: 'email', action: 'remove', values: [] }),
      ...(company.telefones.length
        ? [expect.objectContaining({ field: 'telefones', action: 'remove' })]
        : []),
    ]);
    const consult = (await api.get(`/api/searches/companies/${cnpj}`, owner)).body;
    expect(consult).toMatchObject({ email: null, telefones: [] });

    const undone = await api.delete(undoUrl(formatCnpj(cnpj), 'email'), admin);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ message: M.undone, changed: ['email'] });
    expect(undone.body.company.email).toBe(company.email);
    expect(undone.body.history[0]).toMatchObject({
      field: 'email',
      action: 'undo',
      values: [],
      previous: [],
    });
    const removal = undone.body.history.find(
      (h: { field: string; action: string }) => h.field === 'email' && h.action === 'remove',
    );
    expect(removal.previous).toEqual(['novo@empresa.com.br']);
    expect((await api.get(`/api/searches/companies/${cnpj}`, owner)).body.email).toBe(company.email);
    expect((await listPage(cnpj)).additionalData.email).toBe(company.email);

    const stored = await rowsStored();
    expect(await api.delete(undoUrl(cnpj, 'email'), admin)).toEqual({
      status: 422,
      body: expect.objectContaining({ message: M.noCorrection }),
    });
    expect(await api.delete(undoUrl(cnpj, 'fax'), admin)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: M.invalidField }),
    });
    expect(await rowsStored()).toBe(stored);
  });

  it.each([
    [{ website_url: 'empresa sem ponto' }, 400, M.invalidWebsite],
    [{ linkedin_url: 'https://facebook.com/empresa' }, 400, M.invalidLinkedin],
    [{ email: 'contato@' }, 400, M.invalidEmail],
    [{ phones: ['(11) 98765-4321', '123'] }, 400, M.invalidPhone],
    [{}, 400, M.nothingToChange],
    [{ email: 'valido@empresa.com.br', phones: ['123'] }, 400, M.invalidPhone],
    [{ website_url: 'www.ok.com.br', fax: '11 3333-4444' }, 400, 'Campo desconhecido: fax'],
  ])('refuses %j with a Portuguese message and changes nothing', async (fields, status, message) => {
    const cnpj = list.cnpjs[4] ?? '';
    const stored = await rowsStored();
    expect(await api.patch(UPDATE, admin, { cnpj, ...fields })).toEqual({
      status,
      body: expect.objectContaining({ message }),
    });
    expect(await rowsStored()).toBe(stored);
  });

  it('refuses a company the registry lacks (404) and a malformed CNPJ (400), storing nothing', async () => {
    const stored = await rowsStored();
    expect(await api.patch(UPDATE, admin, { cnpj: '11.222.333/0001-81', email: 'a@b.com.br' })).toEqual({
      status: 404,
      body: expect.objectContaining({ message: M.notFound }),
    });
    expect((await api.post(SITE_OR_LINKEDIN, admin, { cnpj: '123', website_url: 'a.com.br' })).status).toBe(
      400,
    );
    expect(await rowsStored()).toBe(stored);
  });
});

describe("customers' reports", () => {
  it('show beside the company with who sent them, from which account and list', async () => {
    const cnpj = list.cnpjs[5] ?? '';
    const sent = await api.post('/api/accuracy_data_feedback/create', owner, {
      cnpj: formatCnpj(cnpj),
      info_set_id: list.listId,
      fields: ['telefone', 'site'],
      comment: 'O telefone é de outra empresa',
    });
    expect(sent.status).toBe(201);
    const res = await api.get(lookupUrl(cnpj), admin);
    expect(res.body.reports_total).toBe(1);
    expect(res.body.reports).toEqual([
      {
        id: sent.body.id,
        fields: ['telefone', 'site'],
        comment: 'O telefone é de outra empresa',
        at: expect.any(String),
        user: { id: customer.ids.owner, name: expect.any(String), email: customer.emails.owner },
        account: { id: customer.accountId, name: expect.any(String) },
        list: { id: list.listId, name: expect.any(String) },
      },
    ]);
  });

  it('the reporter is told when staff correct the company, once: a later correction without a new report tells nobody', async () => {
    const cnpj = list.cnpjs[5] ?? '';
    const told = async () =>
      (
        (await api.get(`/api/user/${customer.ids.owner}/notifications`, owner)).body.notifications as {
          type: string;
          message: string;
          data: { cnpj?: string; listId?: string };
        }[]
      ).filter((n) => n.type === 'company_corrected' && n.data.cnpj === cnpj);
    expect(await told()).toEqual([]);
    await api.patch(UPDATE, admin, { cnpj, website_url: 'www.certo.com.br', phones: ['(11) 3333-4444'] });
    const company = await registryCompany(cnpj);
    expect(await told()).toEqual([
      expect.objectContaining({
        message: `A equipe do Prospecta corrigiu o site e os telefones de ${company.nome_fantasia || company.razao_social}, que você reportou.`,
        data: { cnpj, listId: list.listId },
      }),
    ]);
    await api.patch(UPDATE, admin, { cnpj, website_url: 'www.outro.com.br' });
    expect(await told()).toHaveLength(1);
  });
});
