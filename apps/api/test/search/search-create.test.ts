// POST /api/v4/search/create and GET /api/v4/search/find/:id over the shared small registry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helper.ts';
import { buildSearchTestApp } from '../registry-fixture.ts';

let t: Awaited<ReturnType<typeof buildSearchTestApp>>;
beforeAll(async () => {
  t = await buildSearchTestApp();
});
afterAll(() => t.close());

const create = async (payload: unknown, email?: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v4/search/create${query}`,
    headers: bearer(await t.token(email)),
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/v4/search/create', () => {
  it('stores the search and answers total, rows, summary, facets and release date', async () => {
    const res = await create({ search: { where: { sg_uf: ['SP'] } } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const registry = await t.app.registry.get();
    const expected = await registry.count({
      search: {
        where: { sg_uf: ['SP'], ds_situacao_cnpj: ['ATIVA'] },
        has_any: ['email', 'telefone', 'celular'],
      },
    });
    expect(body.search.total).toBe(expected);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.search.rows.length).toBe(Math.min(10, expected));
    expect(body.search.summary.totalResult).toBe(expected);
    expect(body.search.releaseDate).toBe(registry.releaseDate);
  });
});
