// The other search endpoints: result, get_cnpjs_by_search, zip_distance, look_a_like, the exported-CNPJ
// exclusion and its count, and the prospector allow-list. Answers are compared with the registry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportedCnpjs } from '@/db/schema/search.ts';
import { ADMIN, bearer } from '../helper.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

const PROSPECTOR = 'sdr@demo.prospecta.dev';
let t: SearchTestApp;
beforeAll(async () => {
  t = await buildSearchTestApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: unknown, email?: string) =>
  t.app.inject({ method: 'POST', url, headers: bearer(await t.token(email)), payload: payload as object });

const staffQuery = { search: { where: { sg_uf: ['SP', 'RJ'] } } };

describe('POST /api/searches/result', () => {
  it('answers companies_count equal to the registry count of the normalised query', async () => {
    const res = await post('/api/searches/result', staffQuery, ADMIN);
    expect(res.json()).toEqual({ companies_count: await (await t.app.registry.get()).count(staffQuery) });
  });
});

describe('POST /api/searches/get_cnpjs_by_search', () => {
  it('pages the CNPJs of a query and of a stored search, in the same order as the registry', async () => {
    const registry = await t.app.registry.get();
    const byQuery = await post(
      '/api/searches/get_cnpjs_by_search',
      { query: staffQuery, offset: 5, return_size: 20 },
      ADMIN,
    );
    expect(byQuery.json()).toEqual({
      cnpjs: await registry.cnpjs(staffQuery, 5, 20),
      offset: 5,
      return_size: 20,
    });
    const stored = (await post('/api/v4/search/create', staffQuery, ADMIN)).json();
    const bySearch = await post('/api/searches/get_cnpjs_by_search', { search_id: stored.id }, ADMIN);
    expect(bySearch.json().cnpjs).toEqual(await registry.cnpjs(staffQuery, 0, 1000));
    expect(bySearch.json().return_size).toBe(1000);
  });

  it.each([
    [
      'a huge return_size',
      { query: staffQuery, return_size: 5000 },
      'A quantidade de resultados (return_size) máxima é 1000',
    ],
    ['a negative offset', { query: staffQuery, offset: -1 }, 'O deslocamento (offset) não pode ser negativo'],
    ['neither search_id nor query', { offset: 0 }, 'Informe search_id ou query (apenas um deles)'],
    ['an unknown field', { query: staffQuery, limit: 3 }, 'Campo desconhecido: limit'],
  ])('answers 400 for %s', async (_name, payload, message) => {
    const res = await post('/api/searches/get_cnpjs_by_search', payload, ADMIN);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for another account's search id", async () => {
    const stored = (await post('/api/v4/search/create', staffQuery, ADMIN)).json();
    const res = await post('/api/searches/get_cnpjs_by_search', { search_id: stored.id });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/searches/zip_distance', () => {
  it('answers the CEP location and the count within the distance', async () => {
    const registry = await t.app.registry.get();
    const [company] = await registry.page({ search: { where: { sg_uf: ['SP'] }, return_size: 1 } });
    const detail = await registry.company(company?.cnpj ?? '');
    const cep = detail?.endereco.cep ?? '';
    const query = { search: { where: { cep_distance: { cep, distance: 50 } } } };
    const res = await post('/api/searches/zip_distance', query, ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep_info: await registry.cepLocation(cep),
      companies_count: await registry.count(query),
    });
    expect(res.json().companies_count).toBeGreaterThan(0);
  });

  it('answers 400 without cep_distance and for a malformed CEP, 422 for a CEP nowhere in the registry', async () => {
    const none = await post('/api/searches/zip_distance', { search: {} }, ADMIN);
    expect(none.statusCode).toBe(400);
    const bad = await post(
      '/api/searches/zip_distance',
      { search: { where: { cep_distance: { cep: '12', distance: 5 } } } },
      ADMIN,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('CEP inválido "12"');
    const negative = await post(
      '/api/searches/zip_distance',
      { search: { where: { cep_distance: { cep: '01310-100', distance: -1 } } } },
      ADMIN,
    );
    expect(negative.statusCode).toBe(400);
    const nowhere = await post(
      '/api/searches/zip_distance',
      { search: { where: { cep_distance: { cep: '00000-001', distance: 5 } } } },
      ADMIN,
    );
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json()).toEqual({ message: 'CEP não encontrado: 00000001' });
  });
});

describe('POST /api/searches/look_a_like', () => {
  it('answers the companies most like the seeds, seeds excluded', async () => {
    const registry = await t.app.registry.get();
    const seeds = await registry.cnpjs({ search: { where: { ds_situacao_cnpj: ['ATIVA'] } } }, 0, 2);
    const res = await post('/api/searches/look_a_like', { nu_cnpj: seeds, return_size: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().companies).toEqual(await registry.lookAlike(seeds, 5));
    for (const c of res.json().companies) expect(seeds).not.toContain(c.cnpj);
  });

  it('answers 400 naming the invalid entries', async () => {
    const res = await post('/api/searches/look_a_like', {
      nu_cnpj: ['11.222.333/0001-81', '00000000000000', 'abc'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('CNPJ inválido: 00000000000000, abc');
    const empty = await post('/api/searches/look_a_like', { nu_cnpj: [] });
    expect(empty.json().message).toBe('Informe ao menos um CNPJ');
  });
});

describe('exported CNPJs', () => {
  it('counts them and leaves them out when eliminate_cnpjs_already_exported_in_account is set', async () => {
    const registry = await t.app.registry.get();
    const adminToken = await t.token(ADMIN);
    const me = (await t.app.inject({ url: '/api/user/me', headers: bearer(adminToken) })).json();
    const exported = await registry.cnpjs(staffQuery, 0, 7);
    await t.app.db
      .insert(accountExportedCnpjs)
      .values(exported.map((cnpj) => ({ accountId: me.account_id, cnpj })));
    const count = await t.app.inject({
      url: '/api/accounts/exported_companies_count',
      headers: bearer(adminToken),
    });
    expect(count.json()).toEqual({ exported_companies_count: 7 });
    const all = (await post('/api/searches/result', staffQuery, ADMIN)).json().companies_count;
    const fresh = await post(
      '/api/searches/result',
      { ...staffQuery, eliminate_cnpjs_already_exported_in_account: true },
      ADMIN,
    );
    expect(fresh.json().companies_count).toBe(all - 7);
    const more = await registry.cnpjs(staffQuery, 7, 3);
    await t.app.db
      .insert(accountExportedCnpjs)
      .values(more.map((cnpj) => ({ accountId: me.account_id, cnpj })));
    const later = await post(
      '/api/searches/result',
      { ...staffQuery, eliminate_cnpjs_already_exported_in_account: true },
      ADMIN,
    );
    expect(later.json().companies_count).toBe(all - 10);
    const other = await t.app.inject({
      url: '/api/accounts/exported_companies_count',
      headers: bearer(await t.token()),
    });
    expect(other.json()).toEqual({ exported_companies_count: 0 });
  });
});

describe('prospectors', () => {
  it('are refused (403) unless their account is allow-listed', async () => {
    const res = await post('/api/v4/search/create', { search: {} }, PROSPECTOR);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Sem permissões para a ação!' });
    expect((await post('/api/searches/result', { search: {} }, PROSPECTOR)).statusCode).toBe(403);
    const me = (
      await t.app.inject({ url: '/api/user/me', headers: bearer(await t.token(PROSPECTOR)) })
    ).json();
    expect(me.features).not.toContain('prospector_search');
  });

  it('search when the account is allow-listed, and /api/user/me says so', async () => {
    const token = await t.token(PROSPECTOR);
    const me = (await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).json();
    // The allow-list is read at request time from the app's config (PROSPECTOR_SEARCH_ACCOUNT_IDS).
    t.config.prospectorSearchAccountIds.push(me.account_id);
    try {
      const res = await post('/api/v4/search/create', { search: {} }, PROSPECTOR);
      expect(res.statusCode).toBe(200);
      const after = (await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).json();
      expect(after.features).toContain('prospector_search');
    } finally {
      t.config.prospectorSearchAccountIds.length = 0;
    }
  });
});
