// The free company lookups: find_by_cnpj, consult history (paged), hyperbolic tree and the CNPJs of a root.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helper.ts';
import { buildSearchTestApp, newCustomer, type SearchTestApp } from '../registry-fixture.ts';

let t: SearchTestApp;
let cnpjs: string[];
beforeAll(async () => {
  t = await buildSearchTestApp();
  cnpjs = await (await t.app.registry.get()).cnpjs({ search: {} }, 0, 15);
});
afterAll(() => t.close());

const get = async (url: string, token?: string) =>
  t.app.inject({ url, headers: bearer(token ?? (await t.token())) });
const formatted = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

describe('GET /api/v4/companies/find_by_cnpj', () => {
  it('finds a company by CNPJ in any format, without charging', async () => {
    const cnpj = cnpjs[0] ?? '';
    const c = await newCustomer(t, 1);
    const res = await get(
      `/api/v4/companies/find_by_cnpj?cnpj=${encodeURIComponent(formatted(cnpj))}`,
      c.token,
    );
    expect(res.statusCode).toBe(200);
    const detail = await (await t.app.registry.get()).company(cnpj);
    expect(res.json()).toMatchObject({ cnpj, razao_social: detail?.razao_social, uf: detail?.uf });
    expect(res.json().socios).toBeUndefined();
    expect((await get('/api/credits/show', c.token)).json().click.remaining).toBe(1);
  });

  it('answers 400 CNPJ inválido for a malformed CNPJ and 404 for an unknown one', async () => {
    for (const bad of ['123', '11.111.111/1111-11', '11222333000182', '']) {
      const res = await get(`/api/v4/companies/find_by_cnpj?cnpj=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('CNPJ inválido');
    }
    expect((await get('/api/v4/companies/find_by_cnpj')).statusCode).toBe(400);
    expect((await get('/api/v4/companies/find_by_cnpj?cnpj=11222333000181')).statusCode).toBe(404);
  });
});

describe('GET /api/v4/search/company_consult_history', () => {
  it("pages the account's consults, latest first, 10 a page, with names from the registry", async () => {
    const c = await newCustomer(t, 20);
    for (const cnpj of cnpjs.slice(0, 12)) {
      expect((await get(`/api/searches/companies/${cnpj}`, c.token)).statusCode).toBe(200);
    }
    const first = (await get('/api/v4/search/company_consult_history', c.token)).json();
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 12 });
    expect(first.consults).toHaveLength(10);
    expect(first.consults[0].cnpj).toBe(cnpjs[11]);
    const detail = await (await t.app.registry.get()).company(cnpjs[11] ?? '');
    expect(first.consults[0]).toMatchObject({
      razao_social: detail?.razao_social,
      user: { name: expect.any(String) },
    });
    const second = (await get('/api/v4/search/company_consult_history?page=2', c.token)).json();
    expect(second.consults.map((x: { cnpj: string }) => x.cnpj)).toEqual([cnpjs[1], cnpjs[0]]);
    const other = (await get('/api/v4/search/company_consult_history')).json();
    expect(other.consults.map((x: { cnpj: string }) => x.cnpj)).not.toContain(cnpjs[11]);
    for (const page of ['0', '-1', 'abc']) {
      expect((await get(`/api/v4/search/company_consult_history?page=${page}`, c.token)).statusCode).toBe(
        400,
      );
    }
  });
});

describe('GET /api/hyperbolic-tree and /api/v4/companies/:cnpj/cnpjs_group', () => {
  it('answers the relationship tree and the root establishments as the registry does', async () => {
    const registry = await t.app.registry.get();
    const cnpj = cnpjs[2] ?? '';
    const tree = await get(`/api/hyperbolic-tree?cnpj=${cnpj}`);
    expect(tree.statusCode).toBe(200);
    expect(tree.json()).toEqual(await registry.relationshipGraph(cnpj));
    const group = await get(`/api/v4/companies/${encodeURIComponent(formatted(cnpj))}/cnpjs_group?page=1`);
    expect(group.json()).toEqual(await registry.branches(cnpj, 1));
  });

  it('answers 400 for malformed CNPJs or pages and 404 for unknown companies', async () => {
    expect((await get('/api/hyperbolic-tree?cnpj=abc')).json().message).toBe('CNPJ inválido');
    expect((await get('/api/hyperbolic-tree?cnpj=11222333000181')).statusCode).toBe(404);
    expect((await get('/api/v4/companies/11222333000181/cnpjs_group')).statusCode).toBe(404);
    expect((await get('/api/v4/companies/123/cnpjs_group')).statusCode).toBe(400);
    expect((await get(`/api/v4/companies/${cnpjs[0]}/cnpjs_group?page=-2`)).statusCode).toBe(400);
  });
});
