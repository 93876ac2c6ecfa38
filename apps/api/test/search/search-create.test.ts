// POST /api/v4/search/create and GET /api/v4/search/find/:id over the shared small registry: counts are
// checked against the registry itself, with the role rules applied the way the server must apply them.

import { eq, count as sqlCount } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searches } from '@/db/schema/search.ts';
import { users } from '@/db/schema/users.ts';
import { REUSE_WINDOW } from '@/modules/search/search.repository.ts';
import { ADMIN, bearer } from '../helper.ts';
import { buildSearchTestApp, newCustomer, normalised, type SearchTestApp } from '../registry-fixture.ts';

let t: SearchTestApp;
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

/** What an owner's query becomes on the server. */
const asCustomer = (where: object = {}) => normalised({ search: { where } });

async function storedSearches() {
  const [row] = await t.app.db.select({ n: sqlCount() }).from(searches);
  return row?.n ?? 0;
}

describe('POST /api/v4/search/create', () => {
  it('stores the search and answers total, rows, summary, facets and release date', async () => {
    const res = await create({ search: { where: { sg_uf: ['SP'] } } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const registry = await t.app.registry.get();
    const expected = await registry.count(asCustomer({ sg_uf: ['SP'] }));
    expect(expected).toBeGreaterThan(0);
    expect(body.search.total).toBe(expected);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.search.rows).toHaveLength(Math.min(10, expected));
    expect(body.search.summary.totalResult).toBe(expected);
    expect(Object.keys(body.search.facets)).toContain('uf');
    expect(body.search.releaseDate).toBe(registry.releaseDate);
    const [row] = await t.app.db.select().from(searches).where(eq(searches.id, body.id));
    expect(row).toMatchObject({ total: expected });
  });

  it('applies the role rules whatever the client sent: non-staff users get active, with e-mail and phone', async () => {
    const registry = await t.app.registry.get();
    const sent = { search: { where: { ds_situacao_cnpj: ['BAIXADA'] }, has_any: [] } };
    const customer = (await create(sent)).json();
    const stored = (
      await t.app.inject({ url: `/api/v4/search/find/${customer.id}`, headers: bearer(await t.token()) })
    ).json().query.search;
    expect(stored.where.ds_situacao_cnpj).toContain('ATIVA');
    expect(stored.exists).toContain('email');
    expect(stored.has_any).toEqual(['telefone', 'celular']);
    expect(customer.search.total).toBe(await registry.count(normalised(sent)));
    const staff = (await create(sent, ADMIN)).json();
    expect(staff.search.total).toBe(
      await registry.count({ search: { where: { ds_situacao_cnpj: ['BAIXADA'] } } }),
    );
    expect(staff.search.total).not.toBe(customer.search.total);
  });

  it('keeps only the active option when there is a search term', async () => {
    const registry = await t.app.registry.get();
    const [first] = await registry.page({
      search: { where: { ds_situacao_cnpj: ['ATIVA'] }, return_size: 1 },
    });
    const word = (first?.razao_social ?? '').split(' ').sort((a, b) => b.length - a.length)[0] ?? '';
    const sent = { search: { match_either: { nm_razao_social: [word], nm_fantasia: [word] } } };
    const res = await create(sent);
    expect(res.statusCode).toBe(200);
    const expected = normalised(sent);
    expect(expected.search.exists).toBeUndefined();
    expect(expected.search.where?.ds_situacao_cnpj).toEqual(['ATIVA']);
    expect(res.json().search.total).toBe(await registry.count(expected));
    expect(res.json().search.total).toBeGreaterThan(0);
  });

  it("finds an active company without an e-mail by its CNPJ (the search box's CNPJ is a search term)", async () => {
    const registry = await t.app.registry.get();
    const rows = await registry.page({
      search: { where: { ds_situacao_cnpj: ['ATIVA'] }, return_size: 1000 },
    });
    const withoutEmail = rows.find((row) => row.email === null);
    expect(withoutEmail).toBeDefined();
    // What the screen sends for a CNPJ typed in the box: the CNPJ alone, no contact options.
    const res = await create({ search: { where: { nu_cnpj: [withoutEmail?.cnpj] } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().search.total).toBe(1);
    expect(res.json().search.rows[0].cnpj).toBe(withoutEmail?.cnpj);
    // A CNPJ list filter sends the forced contact options, and the server keeps them.
    const listed = await create({ search: { where: { nu_cnpj: [withoutEmail?.cnpj] }, exists: ['email'] } });
    expect(listed.json().search.total).toBe(0);
  });

  it('drops empty entries before validating (spec §5)', async () => {
    const res = await create({
      search: {
        where: { sg_uf: [], cd_municipio: [''], nm_bairro: [] },
        wherenot: {},
        exists: [],
        sort_by: [],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().search.total).toBe(await (await t.app.registry.get()).count(asCustomer()));
  });

  it('persist=false answers the summary only and stores nothing', async () => {
    const before = await storedSearches();
    const res = await create({ search: { where: { sg_uf: ['MG'] } } }, undefined, '?persist=false');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBeNull();
    expect(body.search.rows).toBeUndefined();
    expect(body.search.facets).toBeUndefined();
    expect(body.search.total).toBe(await (await t.app.registry.get()).count(asCustomer({ sg_uf: ['MG'] })));
    expect(body.search.summary.totalResult).toBe(body.search.total);
    expect(await storedSearches()).toBe(before);
  });

  it.each([
    ['an unknown field', { search: { where: { sg_estado: ['SP'] } } }, 'Campo desconhecido: sg_estado'],
    ['an unknown top-level key', { search: {}, foo: 1 }, 'Campo desconhecido: foo'],
    [
      'an invalid CNPJ in a list',
      { search: { wherenot: { nu_cnpj: ['11.222.333/0001-81', '11.111.111/1111-11'] } } },
      'CNPJ inválido: 11.111.111/1111-11',
    ],
    [
      'an inverted range',
      { search: { where: { qt_funcionarios: { gte: 50, lte: 10 } } } },
      'Funcionários: o fim do intervalo é menor que o início',
    ],
    [
      'a negative range',
      { search: { where: { vl_capital_social: { gte: -5 } } } },
      'Capital social (R$): use valores de 0',
    ],
    [
      'a huge return_size',
      { search: { return_size: 1_000_000 } },
      'A quantidade de resultados (return_size) máxima é 1000',
    ],
    ['a negative offset', { search: { offset: -10 } }, 'O deslocamento (offset) não pode ser negativo'],
    ['a body that is not an object', [1, 2], 'Envie a busca como um objeto JSON'],
  ])('answers 400 for %s', async (_name, payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('names every invalid entry of a CNPJ list', async () => {
    const res = await create({
      search: { where: { nu_cnpj: ['11.222.333/0001-81', '11.111.111/1111-11', '123', '529.982.247-26'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'CNPJ inválido: 11.111.111/1111-11 (e mais 2 erros)',
      errors: [
        { summary: 'where.nu_cnpj', description: 'CNPJ inválido: 11.111.111/1111-11' },
        { summary: 'where.nu_cnpj', description: 'CNPJ inválido: 123 (um CNPJ tem 14 caracteres)' },
        { summary: 'where.nu_cnpj', description: 'CPF inválido: 529.982.247-26' },
      ],
    });
  });

  it.each([
    ['[null]', [null]],
    ['[{}]', [{}]],
    ['[[]]', [[]]],
  ])('refuses UF %s instead of searching the whole base, and stores nothing', async (_name, sgUf) => {
    const before = await storedSearches();
    const res = await create({ search: { where: { sg_uf: sgUf } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('UF: valor inválido');
    expect(await storedSearches()).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v4/search/create', payload: { search: {} } });
    expect(res.statusCode).toBe(401);
  });
});

describe('one stored search per query a user ran', () => {
  const sp = { search: { where: { sg_uf: ['SP'] }, offset: 0, return_size: 10 } };
  const page = (n: number) => ({ search: { ...sp.search, offset: 10 * (n - 1) } });
  const storedRow = async (id: string) =>
    (await t.app.db.select().from(searches).where(eq(searches.id, id)))[0];

  it('answers another page and a reload of the same search with its id, storing nothing new', async () => {
    const first = (await create(page(1))).json();
    const before = await storedSearches();
    const second = await create(page(2));
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.id);
    // The page asked for is the one answered.
    const registry = await t.app.registry.get();
    const expected = await registry.page({
      ...asCustomer({ sg_uf: ['SP'] }),
      search: { ...asCustomer({ sg_uf: ['SP'] }).search, offset: 10, return_size: 10 },
    });
    expect(second.json().search.rows.map((r: { cnpj: string }) => r.cnpj)).toEqual(
      expected.map((r) => r.cnpj),
    );
    expect((await create(page(1))).json().id).toBe(first.id);
    expect(await storedSearches()).toBe(before);
    // What is stored is the search, not a page: find without a page answers its first.
    expect((await storedRow(first.id))?.query).toMatchObject({ search: { offset: 0 } });
  });

  it('stores a new search for other filters, another order and another user of the account', async () => {
    const first = (await create(sp)).json();
    const other = (await create({ search: { ...sp.search, where: { sg_uf: ['RJ'] } } })).json();
    expect(other.id).not.toBe(first.id);
    const sorted = (
      await create({ search: { ...sp.search, sort_by: [{ field: 'qt_funcionarios', order: 'desc' }] } })
    ).json();
    expect(sorted.id).not.toBe(first.id);
    const colleague = await newCustomer(t, 0);
    const theirs = (await create(sp, colleague.email)).json();
    expect(theirs.id).not.toBe(first.id);
    expect((await create(sp, colleague.email)).json().id).toBe(theirs.id);
  });

  it('brings the total of a search run again up to date', async () => {
    const first = (await create(sp)).json();
    await t.app.db.update(searches).set({ total: -1 }).where(eq(searches.id, first.id));
    expect((await create(sp)).json().id).toBe(first.id);
    expect((await storedRow(first.id))?.total).toBe(first.search.total);
  });

  it(`looks only among the user's ${REUSE_WINDOW} newest searches`, async () => {
    const { accountId, email } = await newCustomer(t, 0);
    const first = (await create(sp, email)).json();
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, email));
    if (!owner) throw new Error('no owner');
    const later = new Date(Date.now() + 60_000);
    await t.app.db.insert(searches).values(
      Array.from({ length: REUSE_WINDOW }, (_, i) => ({
        accountId,
        userId: owner.id,
        query: { search: { where: { qt_filiais: { gte: i } } } },
        total: 0,
        createdAt: later,
      })),
    );
    expect((await create(sp, email)).json().id).not.toBe(first.id);
  });
});

describe('GET /api/v4/search/find/:id', () => {
  it('re-runs the stored query, optionally at another page', async () => {
    const created = (await create({ search: { where: { sg_regiao: ['SE'] } } })).json();
    const headers = bearer(await t.token());
    const found = await t.app.inject({ url: `/api/v4/search/find/${created.id}`, headers });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: created.id, search: { total: created.search.total } });
    expect(found.json().query.search.where.sg_regiao).toEqual(['SE']);
    const page2 = (await t.app.inject({ url: `/api/v4/search/find/${created.id}?page=2`, headers })).json();
    const registry = await t.app.registry.get();
    const expected = await registry.page({
      ...asCustomer({ sg_regiao: ['SE'] }),
      search: { ...asCustomer({ sg_regiao: ['SE'] }).search, offset: 10, return_size: 10 },
    });
    expect(page2.search.rows.map((r: { cnpj: string }) => r.cnpj)).toEqual(expected.map((r) => r.cnpj));
  });

  it('opens the last reachable page and refuses a page beyond it in pages, not in offsets', async () => {
    const created = (await create({ search: { where: { sg_regiao: ['SE'] } } })).json();
    const headers = bearer(await t.token());
    const last = await t.app.inject({ url: `/api/v4/search/find/${created.id}?page=1001`, headers });
    expect(last.statusCode).toBe(200);
    const beyond = await t.app.inject({ url: `/api/v4/search/find/${created.id}?page=1000000000`, headers });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('A busca mostra no máximo 1.001 páginas; refine os filtros');
    expect(beyond.body).not.toContain('offset');
  });

  it("answers 404 for another account's search and for ids that are not uuids", async () => {
    const staffSearch = (await create({ search: {} }, ADMIN)).json();
    const headers = bearer(await t.token());
    expect((await t.app.inject({ url: `/api/v4/search/find/${staffSearch.id}`, headers })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ url: '/api/v4/search/find/not-a-uuid', headers });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ message: 'Nenhum resultado encontrado' });
  });
});
