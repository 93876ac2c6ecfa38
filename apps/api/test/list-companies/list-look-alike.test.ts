// POST /api/info_sets/:id/look_a_like: companies like a list's (the table's search and status filter pick the
// profile), the list's own companies left out, over the shared test registry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  apiOf,
  type Customer,
  createList,
  listOfSpCompanies,
  newCustomer,
} from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

let t: SearchTestApp;
let api: Api;
let c: Customer;
let token: string;
let listId: string;
let cnpjs: string[];

beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  c = await newCustomer(t, { exportCredits: 100 });
  token = await c.token('user');
  ({ listId, cnpjs } = await listOfSpCompanies(t, api, token, 25));
});
afterAll(() => t.close());

/** What the registry ranks for `seeds`, without the list's companies, the first 100. */
async function expected(seeds: string[]) {
  const ranked = await (await t.app.registry.get()).lookAlike(seeds, 300);
  return ranked.filter((r) => !cnpjs.includes(r.cnpj)).slice(0, 100);
}

const lookAlike = (query = '', as = token, id = listId) =>
  api.post(`/api/info_sets/${id}/look_a_like${query}`, as);

describe('POST /api/info_sets/:id/look_a_like', () => {
  it('ranks the registry by the profile of the whole list, leaving out what the list holds', async () => {
    const res = await lookAlike();
    expect(res.status).toBe(200);
    expect(res.body.seeds).toBe(25);
    expect(res.body.companies.length).toBeGreaterThan(0);
    expect(res.body.companies.length).toBeLessThanOrEqual(100);
    expect(res.body.companies).toEqual(await expected(cnpjs));
    for (const row of res.body.companies) expect(cnpjs).not.toContain(row.cnpj);
  });

  it("takes the profile from the companies the table's status filter and search find", async () => {
    const table = (await api.get(`/api/v4/info_sets/${listId}/companies?page=1`, token)).body.companies;
    const won = table.slice(0, 2) as { id: string; cnpj: string }[];
    for (const company of won) {
      const set = await api.patch(`/api/info_sets/${listId}/company/user_prospecting_data`, token, {
        company_id: company.id,
        user_prospecting_data: { status: 'sucesso' },
      });
      expect(set.status).toBe(200);
    }
    const res = await lookAlike('?status=sucesso');
    expect(res.status).toBe(200);
    expect(res.body.seeds).toBe(2);
    expect(res.body.companies).toEqual(await expected(won.map((w) => w.cnpj)));

    const one = await lookAlike(`?query=${won[0]?.cnpj}`);
    expect(one.body.seeds).toBe(1);
  });

  it('answers no companies for a list or a filter with none', async () => {
    const empty = await createList(api, token, 'Lista vazia');
    expect((await lookAlike('', token, empty)).body).toEqual({ seeds: 0, companies: [] });
    expect((await lookAlike('?status=descartado')).body).toEqual({ seeds: 0, companies: [] });
  });

  it('refuses (403) a prospector outside the search allow-list, even on an empty list', async () => {
    const prospector = await c.token('prospector');
    const own = await createList(api, prospector, 'Lista do SDR');
    expect((await lookAlike('', prospector, own)).status).toBe(403);
  });

  it('answers 404 for another account or a bad id and 400 for a bad status, changing nothing', async () => {
    const other = await newCustomer(t, {});
    expect((await lookAlike('', await other.token())).status).toBe(404);
    expect((await lookAlike('', token, 'nao-existe')).status).toBe(404);
    const bad = await lookAlike('?status=ganho');
    expect(bad.status).toBe(400);
    const table = await api.get(`/api/v4/info_sets/${listId}/companies?page=1`, token);
    expect(table.body.total).toBe(25);
  });
});
