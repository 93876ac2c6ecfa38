// Taking companies out of a list and putting them back (POST …/companies/remove and …/restore, ours): what
// goes with them, what stays, who may, and every refusal leaving the list as it was.
import { cnpjCheckDigits, formatCnpj } from '@prospecta/contracts/cnpj';
import { REMOVAL_GONE_MESSAGE } from '@prospecta/contracts/lists-companies-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCompanyRemovals } from '@/db/schema/lists.ts';
import {
  REMOVE_FORBIDDEN_MESSAGE,
  RESTORE_FORBIDDEN_MESSAGE,
} from '@/modules/list-companies/remove-companies.ts';
import {
  type Api,
  apiOf,
  type Customer,
  exportRemaining,
  listOfSpCompanies,
  newCustomer,
  storedSearch,
} from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

let t: SearchTestApp;
let api: Api;
let c: Customer;
let author: string;

type Row = { id: string; cnpj: string; status: string };

beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  c = await newCustomer(t, { exportCredits: 200 });
  author = await c.token('user');
});
afterAll(() => t.close());

const path = (listId: string, action: 'remove' | 'restore') =>
  `/api/v4/info_sets/${listId}/companies/${action}`;

async function rowsOf(listId: string, token = author): Promise<Row[]> {
  const first = await api.get(`/api/v4/info_sets/${listId}/companies?page=1&sort=oldest`, token);
  const rows: Row[] = [...first.body.companies];
  for (let page = 2; page <= first.body.total_pages; page++)
    rows.push(
      ...(await api.get(`/api/v4/info_sets/${listId}/companies?page=${page}&sort=oldest`, token)).body
        .companies,
    );
  return rows.map((r) => ({ id: r.id, cnpj: r.cnpj, status: r.status }));
}

const setStatus = (listId: string, companyId: string, status: string, token = author) =>
  api.patch(`/api/info_sets/${listId}/company/user_prospecting_data`, token, {
    company_id: companyId,
    user_prospecting_data: { status },
  });

describe('POST /api/v4/info_sets/:id/companies/remove and …/restore', () => {
  it('takes companies out with their statuses, and Desfazer puts back the same rows, statuses and notes', async () => {
    const { listId } = await listOfSpCompanies(t, api, author, 6);
    const before = await rowsOf(listId);
    const [a, b, c2] = before as [Row, Row, Row];
    expect((await setStatus(listId, a.id, 'interessado')).status).toBe(200);
    expect((await setStatus(listId, b.id, 'sucesso')).status).toBe(200);
    const note = await api.post('/api/user/notes', author, { company_id: a.id, text: 'Ligar na segunda' });
    expect(note.status).toBe(201);
    const credits = await exportRemaining(t, c.accountId);

    // Formatted or not, as the table's selection gives them; one CNPJ twice counts once.
    const removed = await api.post(path(listId, 'remove'), author, {
      cnpjs: [formatCnpj(a.cnpj), b.cnpj, formatCnpj(c2.cnpj), b.cnpj],
    });
    expect(removed.status).toBe(200);
    expect(removed.body.removed).toBe(3);
    expect(removed.body.removal_id).toEqual(expect.any(String));

    const after = await rowsOf(listId);
    expect(after.map((r) => r.cnpj)).toEqual(before.slice(3).map((r) => r.cnpj));
    const metrics = await api.get(`/api/info_sets/${listId}/metrics`, author);
    expect(metrics.body).toMatchObject({ contacts: 3, prospectings: 0, interested: 0, successes: 0 });
    expect((await api.get(`/api/v4/info_sets/${listId}/companies/${a.id}`, author)).status).toBe(404);
    const kanban = await api.get(`/api/v4/info_sets/${listId}/kanbam?status=interessado`, author);
    expect(kanban.body.columns).toEqual([expect.objectContaining({ status: 'interessado', total: 0 })]);
    // The credit stays spent: nothing comes back.
    expect(await exportRemaining(t, c.accountId)).toBe(credits);

    const restored = await api.post(path(listId, 'restore'), author, { removal_id: removed.body.removal_id });
    expect(restored).toMatchObject({ status: 200, body: { restored: 3 } });
    const statusOf = (r: Row) => (r.id === a.id ? 'interessado' : r.id === b.id ? 'sucesso' : r.status);
    expect(await rowsOf(listId)).toEqual(before.map((r) => ({ ...r, status: statusOf(r) })));
    const back = await api.get(`/api/info_sets/${listId}/metrics`, author);
    expect(back.body).toMatchObject({ contacts: 6, prospectings: 2, interested: 1, successes: 1 });
    const notes = await api.get(`/api/user/notes/${a.id}`, author);
    expect(notes.body.notes.map((n: { text: string }) => n.text)).toEqual(['Ligar na segunda']);
    expect(await exportRemaining(t, c.accountId)).toBe(credits);

    // Once only.
    const again = await api.post(path(listId, 'restore'), author, { removal_id: removed.body.removal_id });
    expect(again).toMatchObject({ status: 404, body: { message: REMOVAL_GONE_MESSAGE } });
    expect(await rowsOf(listId)).toHaveLength(6);
  });

  it('adding a removed company again spends no credit, and a restore leaves that new row as it is', async () => {
    const { listId } = await listOfSpCompanies(t, api, author, 3);
    const [a] = (await rowsOf(listId)) as [Row];
    await setStatus(listId, a.id, 'contatado');
    const removed = await api.post(path(listId, 'remove'), author, { cnpjs: [a.cnpj] });
    expect(removed.body.removed).toBe(1);

    const credits = await exportRemaining(t, c.accountId);
    const searchId = await storedSearch(api, author, { search: { where: { sg_uf: ['SP'] } } });
    const readded = await api.post('/api/searches/companies/export', author, {
      search_id: searchId,
      cnpjs: [a.cnpj],
      info_set_id: listId,
    });
    expect(readded.body).toMatchObject({ added: 1, charged: 0 });
    expect(await exportRemaining(t, c.accountId)).toBe(credits);
    const fresh = (await rowsOf(listId)).find((r) => r.cnpj === a.cnpj);
    expect(fresh).toMatchObject({ status: 'a_prospectar' });
    expect(fresh?.id).not.toBe(a.id);

    const restored = await api.post(path(listId, 'restore'), author, { removal_id: removed.body.removal_id });
    expect(restored).toMatchObject({ status: 200, body: { restored: 0 } });
    const rows = await rowsOf(listId);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.cnpj === a.cnpj)).toEqual(fresh);
  });

  it('is for the author and the account’s owners and managers: a member gets 403, another account 404', async () => {
    const { listId, cnpjs } = await listOfSpCompanies(t, api, author, 4);
    const shared = await api.post(`/api/info_sets/${listId}/coordinator`, author, {
      user_id: c.ids.prospector,
    });
    expect(shared.status).toBe(200);
    const member = await c.token('prospector');
    expect(await rowsOf(listId, member)).toHaveLength(4);

    const refused = await api.post(path(listId, 'remove'), member, { cnpjs: [cnpjs[0]] });
    expect(refused).toMatchObject({ status: 403, body: { message: REMOVE_FORBIDDEN_MESSAGE } });
    const stranger = await (await newCustomer(t)).token('owner');
    expect((await api.post(path(listId, 'remove'), stranger, { cnpjs: [cnpjs[0]] })).status).toBe(404);
    expect(await rowsOf(listId)).toHaveLength(4);

    const byManager = await api.post(path(listId, 'remove'), await c.token('manager'), { cnpjs: [cnpjs[0]] });
    expect(byManager.body.removed).toBe(1);
    // Nor may the member or the stranger undo it.
    const removalId = byManager.body.removal_id;
    expect(await api.post(path(listId, 'restore'), member, { removal_id: removalId })).toMatchObject({
      status: 403,
      body: { message: RESTORE_FORBIDDEN_MESSAGE },
    });
    expect((await api.post(path(listId, 'restore'), stranger, { removal_id: removalId })).status).toBe(404);
    expect(await rowsOf(listId)).toHaveLength(3);
    const byOwner = await api.post(path(listId, 'restore'), await c.token('owner'), {
      removal_id: removalId,
    });
    expect(byOwner.body.restored).toBe(1);
    expect(await rowsOf(listId)).toHaveLength(4);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { listId, cnpjs } = await listOfSpCompanies(t, api, author, 2);
    const other = await listOfSpCompanies(t, api, author, 1);
    const send = (body: unknown) => api.post(path(listId, 'remove'), author, body);

    expect(await send({})).toMatchObject({ status: 400 });
    expect(await send({ cnpjs: [] })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('ao menos uma empresa') },
    });
    expect(await send({ cnpjs: ['12.345.678/0001-00'] })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('CNPJ') },
    });
    expect(await send({ cnpjs: 'x' })).toMatchObject({ status: 400 });
    expect((await api.post(path('nao-e-uma-lista', 'remove'), author, { cnpjs })).status).toBe(404);
    // A CNPJ the list does not hold: nothing to take out, nothing to undo.
    expect(await send({ cnpjs: ['11222333000181'] })).toMatchObject({
      status: 200,
      body: { removed: 0, removal_id: null },
    });
    expect(await rowsOf(listId)).toHaveLength(2);

    const removed = await send({ cnpjs: [cnpjs[0]] });
    const restore = (listIdOf: string, body: unknown) => api.post(path(listIdOf, 'restore'), author, body);
    expect((await restore(listId, {})).status).toBe(400);
    expect(await restore(listId, { removal_id: 'abc' })).toMatchObject({
      status: 404,
      body: { message: REMOVAL_GONE_MESSAGE },
    });
    // A removal is undone on its own list only.
    expect((await restore(other.listId, { removal_id: removed.body.removal_id })).status).toBe(404);
    expect(await rowsOf(other.listId)).toHaveLength(1);
    // Past its time it is gone (and the next removal of the account clears it away).
    await t.app.db
      .update(listCompanyRemovals)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(listCompanyRemovals.id, removed.body.removal_id));
    expect(await restore(listId, { removal_id: removed.body.removal_id })).toMatchObject({ status: 404 });
    await send({ cnpjs: [cnpjs[1]] });
    const kept = await t.app.db
      .select()
      .from(listCompanyRemovals)
      .where(eq(listCompanyRemovals.id, removed.body.removal_id));
    expect(kept).toEqual([]);
    expect(await rowsOf(listId)).toEqual([]);
  });

  it('takes the 100 000 CNPJs "Selecionar todas" may give (≈ 2 MB of JSON), as an export of chosen companies does', async () => {
    const { listId, cnpjs } = await listOfSpCompanies(t, api, author, 2);
    const many = Array.from({ length: 100_000 }, (_, i) => {
      const base = `${String(90_000_000 + i).padStart(8, '0')}0001`;
      return formatCnpj(base + cnpjCheckDigits(base));
    });
    many[500] = cnpjs[0] as string;
    const removed = await api.post(path(listId, 'remove'), author, { cnpjs: many });
    expect(removed).toMatchObject({ status: 200, body: { removed: 1 } });
    expect(JSON.stringify({ cnpjs: many }).length).toBeGreaterThan(2_000_000);

    const calculated = await api.post(`/api/export/${listId}/calculate`, author, {
      type: 'select',
      cnpjs: many,
    });
    expect(calculated.status).toBe(200);
    expect(calculated.body.companies).toBe(0);
    expect((await api.post(path(listId, 'remove'), author, { cnpjs: [...many, cnpjs[1]] })).status).toBe(400);
  });
});
