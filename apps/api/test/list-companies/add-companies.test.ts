// POST /api/searches/companies/export: chosen CNPJs or every result of a stored search (a search with more
// results than an add takes included), one export credit per company new to the account, the eliminate flag,
// retries, Idempotency-Key, not enough credits and concurrent adds. Expected sets come from the registry itself.
import { cnpjCheckDigits } from '@prospecta/contracts/cnpj';
import { EXPORT_BATCH_SIZE, MAX_EXPORT_COMPANIES } from '@prospecta/contracts/lists-companies-api';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCompanies } from '@/db/schema/lists.ts';
import { accountExportedCnpjs } from '@/db/schema/search.ts';
import {
  type Api,
  apiOf,
  type Customer,
  createList,
  exportRemaining,
  newCustomer,
  storedSearch,
} from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp, testRegistryPath } from '../registry-fixture.ts';

const EXPORT = '/api/searches/companies/export';
/** Valid CNPJs of no establishment of the test registry: numeric and alphanumeric (checked below). */
const GHOSTS = ['11222333000181', `AB12CD34EF01${cnpjCheckDigits('AB12CD34EF01')}`] as const;
const QUERY = { search: { where: { sg_uf: ['SP'] } } };
let t: SearchTestApp;
let api: Api;
beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

async function resultsOf(token: string, searchId: string, size = 1000): Promise<string[]> {
  const found = await api.get(`/api/v4/search/find/${searchId}`, token);
  const query = found.body.query as SearchQuery;
  return (await t.app.registry.get()).cnpjs(query, 0, size);
}

async function listRows(listId: string, app: SearchTestApp = t) {
  return app.app.db
    .select({ cnpj: listCompanies.cnpj, name: listCompanies.name })
    .from(listCompanies)
    .where(eq(listCompanies.listId, listId));
}

async function listCnpjs(listId: string): Promise<string[]> {
  return (await listRows(listId)).map((r) => r.cnpj).sort();
}

async function exportedCount(accountId: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountExportedCnpjs)
    .where(eq(accountExportedCnpjs.accountId, accountId));
  return Number(row?.n ?? 0);
}

async function setup(
  credits: number,
): Promise<{ c: Customer; token: string; searchId: string; listId: string }> {
  const c = await newCustomer(t, { exportCredits: credits });
  const token = await c.token('user');
  return { c, token, searchId: await storedSearch(api, token, QUERY), listId: await createList(api, token) };
}

describe('adding chosen CNPJs', () => {
  it('charges one credit per company new to the account and nothing for a retry or another list', async () => {
    const { c, token, searchId, listId } = await setup(50);
    const cnpjs = (await resultsOf(token, searchId)).slice(0, 5);
    const first = await api.post(EXPORT, token, { search_id: searchId, cnpjs, info_set_id: listId });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      info_set_id: listId,
      added: 5,
      charged: 5,
      skipped_in_list: 0,
      skipped_exported: 0,
      skipped_unknown: 0,
      credits_remaining: 45,
    });
    expect(await listCnpjs(listId)).toEqual([...cnpjs].sort());

    const retry = await api.post(EXPORT, token, { search_id: searchId, cnpjs, info_set_id: listId });
    expect(retry.body).toMatchObject({ added: 0, charged: 0, skipped_in_list: 5, credits_remaining: 45 });

    // Into another list: the rows are added, the credits were already spent for these CNPJs.
    const other = await createList(api, token, 'Outra');
    const again = await api.post(EXPORT, token, { search_id: searchId, cnpjs, info_set_id: other });
    expect(again.body).toMatchObject({ added: 5, charged: 0, credits_remaining: 45 });
    expect(await exportedCount(c.accountId)).toBe(5);

    const list = await api.get(`/api/info_sets/${listId}`, token);
    expect(list.body).toMatchObject({ contacts: 5, search_ids: [searchId] });
  });

  it('keeps the names of the chosen companies and leaves out valid CNPJs the registry lacks, saying how many', async () => {
    const { c, token, searchId, listId } = await setup(50);
    const cnpjs = (await resultsOf(token, searchId)).slice(0, 8);
    const registry = await t.app.registry.get();
    for (const cnpj of GHOSTS)
      expect(await registry.count({ search: { where: { nu_cnpj: [cnpj] } } }), cnpj).toBe(0);
    const res = await api.post(EXPORT, token, {
      search_id: searchId,
      cnpjs: [GHOSTS[0], ...cnpjs, GHOSTS[1]],
      info_set_id: listId,
    });
    expect(res.body).toMatchObject({ added: 8, charged: 8, skipped_unknown: 2, credits_remaining: 42 });
    const rows = await registry.page({ search: { where: { nu_cnpj: cnpjs }, return_size: cnpjs.length } });
    const expected = new Map<string, string | null>(
      rows.map((r) => [r.cnpj, r.razao_social ?? r.nome_fantasia ?? null]),
    );
    expect(new Map((await listRows(listId)).map((r) => [r.cnpj, r.name]))).toEqual(expected);
    expect(await exportedCount(c.accountId)).toBe(8);
  });

  it('changes nothing and answers 422 when none of the chosen CNPJs is in the registry', async () => {
    const { c, token, searchId, listId } = await setup(50);
    for (const [cnpjs, message] of [
      [[GHOSTS[0]], 'Este CNPJ não está na base da Receita Federal: nenhuma empresa foi adicionada à lista.'],
      [GHOSTS, 'Nenhum dos 2 CNPJs está na base da Receita Federal: nenhuma empresa foi adicionada à lista.'],
    ] as const) {
      const into = await api.post(EXPORT, token, { search_id: searchId, cnpjs, info_set_id: listId });
      expect([into.status, into.body.message]).toEqual([422, message]);
      const named = await api.post(EXPORT, token, { search_id: searchId, cnpjs, info_set_name: 'Fantasma' });
      expect([named.status, named.body.message]).toEqual([422, message]);
    }
    expect(await listCnpjs(listId)).toEqual([]);
    expect((await api.get('/api/info_sets?query=Fantasma', token)).body.total).toBe(0);
    expect(await exportedCount(c.accountId)).toBe(0);
    expect(await exportRemaining(t, c.accountId)).toBe(50);
  });

  it('leaves out companies the account already exported with eliminate_cnpjs_already_exported_in_account', async () => {
    const { token, searchId, listId } = await setup(50);
    const cnpjs = (await resultsOf(token, searchId)).slice(0, 6);
    await api.post(EXPORT, token, { search_id: searchId, cnpjs: cnpjs.slice(0, 3), info_set_id: listId });
    const other = await createList(api, token, 'Sem repetidas');
    const res = await api.post(EXPORT, token, {
      search_id: searchId,
      cnpjs,
      info_set_id: other,
      eliminate_cnpjs_already_exported_in_account: true,
    });
    expect(res.body).toMatchObject({ added: 3, charged: 3, skipped_exported: 3, credits_remaining: 44 });
    expect(await listCnpjs(other)).toEqual(cnpjs.slice(3).sort());
  });

  it('creates the list by name when no info_set_id is given', async () => {
    const { token, searchId } = await setup(10);
    const cnpjs = (await resultsOf(token, searchId)).slice(0, 2);
    const res = await api.post(EXPORT, token, {
      search_id: searchId,
      cnpjs,
      info_set_name: 'Nova pela busca',
    });
    expect(res.status).toBe(200);
    const list = await api.get(`/api/info_sets/${res.body.info_set_id}`, token);
    expect(list.body).toMatchObject({ name: 'Nova pela busca', contacts: 2 });
  });

  it('changes nothing and answers 422 Crédito não disponível when the credits do not cover the new companies', async () => {
    const { c, token, searchId, listId } = await setup(3);
    const cnpjs = (await resultsOf(token, searchId)).slice(0, 4);
    const res = await api.post(EXPORT, token, { search_id: searchId, cnpjs, info_set_id: listId });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Crédito não disponível');
    expect(await listCnpjs(listId)).toEqual([]);
    expect(await exportedCount(c.accountId)).toBe(0);
    expect(await exportRemaining(t, c.accountId)).toBe(3);
    const named = await api.post(EXPORT, token, {
      search_id: searchId,
      cnpjs,
      info_set_name: 'Não deve existir',
    });
    expect(named.status).toBe(422);
    expect((await api.get('/api/info_sets?query=deve', token)).body.total).toBe(0);
  });

  it('replays the first answer for the same Idempotency-Key', async () => {
    const { token, searchId, listId } = await setup(20);
    const cnpjs = (await resultsOf(token, searchId)).slice(0, 3);
    const headers = { 'idempotency-key': 'add-1' };
    const body = { search_id: searchId, cnpjs, info_set_id: listId };
    const first = await api.post(EXPORT, token, body, headers);
    const second = await api.post(EXPORT, token, body, headers);
    expect(second.body).toEqual(first.body);
    expect(second.body).toMatchObject({ added: 3, charged: 3, credits_remaining: 17 });
  });
});

describe('adding every result of a search', () => {
  it('adds all results, charging exactly once per CNPJ', async () => {
    const { c, token, listId } = await setup(5000);
    const searchId = await storedSearch(api, token, { search: {} });
    const expected = await resultsOf(token, searchId, 1000);
    expect(expected.length).toBeGreaterThan(600);
    const res = await api.post(EXPORT, token, { search_id: searchId, info_set_id: listId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: expected.length, charged: expected.length });
    expect(await listCnpjs(listId)).toEqual([...expected].sort());
    expect(await exportRemaining(t, c.accountId)).toBe(5000 - expected.length);
  });
});

describe('adding every result of a search with more results than an add takes', () => {
  let big: SearchTestApp;
  beforeAll(async () => {
    big = await buildSearchTestApp({ registryPath: await testRegistryPath({ size: 12_000 }) });
  }, 300_000);
  afterAll(() => big?.close());

  it('adds the first 10 600 in the search order with their names, beyond the deepest page a user reads', async () => {
    const bigApi = apiOf(big);
    const c = await newCustomer(big, { exportCredits: 20_000 });
    // An admin's search keeps what it asks for (no ATIVA, e-mail and phone added): every establishment.
    const token = await c.token('admin');
    const searchId = await storedSearch(bigApi, token, { search: {} });
    const query = (await bigApi.get(`/api/v4/search/find/${searchId}`, token)).body.query as SearchQuery;
    const listId = await createList(bigApi, token);
    const registry = await big.app.registry.get();
    expect(await registry.count(query)).toBeGreaterThan(MAX_EXPORT_COMPANIES);

    const res = await bigApi.post(EXPORT, token, { search_id: searchId, info_set_id: listId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: MAX_EXPORT_COMPANIES, charged: MAX_EXPORT_COMPANIES });
    const rows = await listRows(listId, big);
    const expected = await registry.cnpjs(query, 0, MAX_EXPORT_COMPANIES);
    expect(rows.map((r) => r.cnpj).sort()).toEqual([...expected].sort());
    // Names as the search's own rows show them, on the first and the last page a user could read.
    const names = new Map(rows.map((r) => [r.cnpj, r.name]));
    for (const offset of [0, 10_000 - EXPORT_BATCH_SIZE]) {
      const page = await registry.page({
        ...query,
        search: { ...query.search, offset, return_size: EXPORT_BATCH_SIZE },
      });
      for (const row of page) expect(names.get(row.cnpj)).toBe(row.razao_social ?? row.nome_fantasia ?? null);
    }
    expect(await exportRemaining(big, c.accountId)).toBe(20_000 - MAX_EXPORT_COMPANIES);
  });
});

describe('concurrent adds', () => {
  it('3 parallel adds into a new list of one name create one list (200, 422, 422) and charge once', async () => {
    const { c, token, searchId } = await setup(50);
    const cnpjs = (await resultsOf(token, searchId)).slice(0, 3);
    const body = { search_id: searchId, cnpjs, info_set_name: 'Corrida' };
    const answers = await Promise.all([1, 2, 3].map(() => api.post(EXPORT, token, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.body).toMatchObject({
        message: 'Já existe uma lista ativa com este nome. Escolha outro nome.',
        errors: [{ summary: 'info_set_name' }],
      });
    expect((await api.get('/api/info_sets?query=Corrida', token)).body.total).toBe(1);
    expect(await exportRemaining(t, c.accountId)).toBe(47);
    // POST /api/info_sets meanwhile, same name: refused too.
    const created = await Promise.all(
      [1, 2].map(() => api.post('/api/info_sets', token, { info_set: { name: 'corrida' } })),
    );
    expect(created.map((a) => a.status)).toEqual([422, 422]);
  });

  it('10 parallel adds of overlapping CNPJ sets put each CNPJ once and spend exactly one credit each', async () => {
    const { c, token, searchId, listId } = await setup(1000);
    const pool = (await resultsOf(token, searchId)).slice(0, 40);
    const sets = Array.from({ length: 10 }, (_, i) => pool.slice(i * 3, i * 3 + 12));
    const answers = await Promise.all(
      sets.map((cnpjs) => api.post(EXPORT, token, { search_id: searchId, cnpjs, info_set_id: listId })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const union = [...new Set(sets.flat())].sort();
    expect(await listCnpjs(listId)).toEqual(union);
    expect(answers.reduce((sum, a) => sum + a.body.charged, 0)).toBe(union.length);
    expect(await exportRemaining(t, c.accountId)).toBe(1000 - union.length);
    const [dupes] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listCompanies)
      .where(and(eq(listCompanies.listId, listId), eq(listCompanies.charged, true)));
    expect(dupes?.n).toBe(union.length);
  });
});

describe('bad input', () => {
  it.each([
    ['no search_id', { cnpjs: ['11222333000181'], info_set_name: 'x' }],
    ['no list', { search_id: '00000000-0000-0000-0000-000000000000', cnpjs: ['11222333000181'] }],
    [
      'an invalid CNPJ',
      { search_id: '00000000-0000-0000-0000-000000000000', cnpjs: ['123'], info_set_name: 'x' },
    ],
    [
      'an empty cnpjs list',
      { search_id: '00000000-0000-0000-0000-000000000000', cnpjs: [], info_set_name: 'x' },
    ],
  ])('answers 400 for %s', async (_case, payload) => {
    const { token } = await setup(1);
    expect((await api.post(EXPORT, token, payload)).status).toBe(400);
  });

  it('answers 404 for a search or a list of another account', async () => {
    const { token, searchId, listId } = await setup(10);
    const stranger = await newCustomer(t, { exportCredits: 10 });
    const strangerToken = await stranger.token('user');
    const cnpjs = (await resultsOf(token, searchId)).slice(0, 1);
    expect(
      (await api.post(EXPORT, strangerToken, { search_id: searchId, cnpjs, info_set_name: 'x' })).status,
    ).toBe(404);
    const ownSearch = await storedSearch(api, strangerToken, QUERY);
    expect(
      (await api.post(EXPORT, strangerToken, { search_id: ownSearch, cnpjs, info_set_id: listId })).status,
    ).toBe(404);
  });
});
