// Search history (save, list, rename, delete, decision makers) and the default search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer } from '../helper.ts';
import { buildSearchTestApp, newCustomer, type SearchTestApp } from '../registry-fixture.ts';

const DUPLICATE = { message: 'Nome da lista já existe no histórico' };
let t: SearchTestApp;
beforeAll(async () => {
  t = await buildSearchTestApp();
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; payload?: object; token?: string };
const call = async (url: string, { method = 'GET', payload, token }: Call = {}) =>
  t.app.inject({ method, url, payload, headers: bearer(token ?? (await t.token())) });

async function newSearch(token?: string, where: object = { sg_uf: ['SP'] }) {
  const res = await call('/api/v4/search/create', { method: 'POST', payload: { search: { where } }, token });
  return res.json() as { id: string; search: { total: number; summary: { totalEmployees: number } } };
}

async function save(name: string, token?: string, searchId?: string) {
  const id = searchId ?? (await newSearch(token)).id;
  return call('/api/history_search', {
    method: 'POST',
    token,
    payload: {
      search_id: id,
      name,
      total_results: 12,
      total_employees: 40,
      selected_filters: { uf: ['SP'] },
    },
  });
}

describe('POST /api/history_search', () => {
  it('saves an entry and refuses a name that differs only in whitespace', async () => {
    const c = await newCustomer(t, 0);
    const res = await save('Padarias  de SP', c.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Padarias  de SP',
      totalResults: 12,
      totalEmployees: 40,
      autoplay: false,
      autoplayId: null,
      selected_filters: { uf: ['SP'] },
    });
    for (const name of ['Padarias de SP', ' PadariasdeSP ', 'Padarias\tde\nSP']) {
      const dup = await save(name, c.token);
      expect(dup.statusCode).toBe(422);
      expect(dup.json()).toEqual(DUPLICATE);
    }
    expect((await save('padarias de sp', c.token)).statusCode).toBe(201);
    const other = await newCustomer(t, 0);
    expect((await save('Padarias de SP', other.token)).statusCode).toBe(201);
  });

  it('answers 400 for bad bodies and 404 for a search of another account', async () => {
    const { id } = await newSearch();
    for (const payload of [
      { search_id: id, name: '   ', total_results: 1 },
      { search_id: id, name: 'x', total_results: -1 },
      { search_id: id, name: 'x', total_results: 3_000_000_000 },
      { search_id: id, name: 'x', total_results: 1, total_employees: 2_147_483_648 },
      { search_id: id, name: 'x' },
      { name: 'x', total_results: 1 },
    ]) {
      expect((await call('/api/history_search', { method: 'POST', payload })).statusCode).toBe(400);
    }
    // Filters of nearly a megabyte are no filter state of ours: refused, not stored.
    const huge = await call('/api/history_search', {
      method: 'POST',
      payload: {
        search_id: id,
        name: 'Enorme',
        total_results: 1,
        selected_filters: { url: 'y'.repeat(900_000) },
      },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      message: 'Os filtros da busca passam de 512 KB e não cabem no histórico',
      errors: [
        {
          summary: 'selected_filters',
          description: 'Os filtros da busca passam de 512 KB e não cabem no histórico',
        },
      ],
    });
    const staff = await newSearch(await t.token(ADMIN));
    expect((await save('Da equipe', undefined, staff.id)).statusCode).toBe(404);
    expect((await save('Inventada', undefined, 'abc')).statusCode).toBe(404);
  });
});

describe('GET, PATCH and DELETE /api/history_search', () => {
  it('lists latest first, 10 a page, renames with the same rule, deletes', async () => {
    const c = await newCustomer(t, 0);
    const search = await newSearch(c.token);
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++) ids.push((await save(`Busca ${i}`, c.token, search.id)).json().id);
    const page1 = (await call('/api/history_search', { token: c.token })).json();
    expect(page1).toMatchObject({ page: 1, page_size: 10, total: 12 });
    expect(page1.history[0].name).toBe('Busca 12');
    const page2 = (await call('/api/history_search?page=2', { token: c.token })).json();
    expect(page2.history.map((h: { name: string }) => h.name)).toEqual(['Busca 2', 'Busca 1']);

    const rename = (id: string | undefined, name: string, token = c.token) =>
      call(`/api/history_search/${id}`, { method: 'PATCH', payload: { name }, token });
    expect((await rename(ids[0], 'Busca 1')).statusCode).toBe(200);
    expect((await rename(ids[0], ' Busca  1 ')).json()).toMatchObject({ name: 'Busca  1' });
    const dup = await rename(ids[0], 'Busca2');
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual(DUPLICATE);

    expect(
      (await call(`/api/history_search/${ids[1]}`, { method: 'DELETE', token: c.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(`/api/history_search/${ids[1]}`, { method: 'DELETE', token: c.token })).statusCode,
    ).toBe(404);
    expect((await call('/api/history_search', { token: c.token })).json().total).toBe(11);
    expect((await rename(ids[1], 'Busca 2')).statusCode).toBe(404);
  });

  it("answers 404 for another account's entry", async () => {
    const c = await newCustomer(t, 0);
    const entry = (await save('Minha', c.token)).json();
    expect(
      (await call(`/api/history_search/${entry.id}`, { method: 'PATCH', payload: { name: 'Outra' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(`/api/history_search/${entry.id}`, { method: 'DELETE' })).statusCode).toBe(404);
    expect((await call(`/api/history_search/get_decisors/${entry.id}/5`)).statusCode).toBe(404);
    expect((await call('/api/history_search/not-a-uuid', { method: 'DELETE' })).statusCode).toBe(404);
  });
});

describe('GET /api/history_search/get_decisors/:id/:count', () => {
  it('lists the decision makers of the first companies of the search, as the registry has them', async () => {
    const search = await newSearch(await t.token(ADMIN), { sg_uf: ['SP', 'RJ', 'MG'] });
    const entry = (await save('Decisores', await t.token(ADMIN), search.id)).json();
    const res = await call(`/api/history_search/get_decisors/${entry.id}/5`, { token: await t.token(ADMIN) });
    expect(res.statusCode).toBe(200);
    const registry = await t.app.registry.get();
    const cnpjs = await registry.cnpjs({ search: { where: { sg_uf: ['SP', 'RJ', 'MG'] } } }, 0, 5);
    const body = res.json();
    expect(body.companies.map((c: { cnpj: string }) => c.cnpj)).toEqual(cnpjs);
    const first = await registry.company(cnpjs[0] ?? '');
    expect(body.companies[0].decisores).toEqual(first?.decisores);
    const total = body.companies.reduce(
      (n: number, c: { decisores: unknown[] }) => n + c.decisores.length,
      0,
    );
    expect(body.totalDecisors).toBe(total);
    for (const count of ['0', '101', 'x']) {
      expect(
        (await call(`/api/history_search/get_decisors/${entry.id}/${count}`, { token: await t.token(ADMIN) }))
          .statusCode,
      ).toBe(400);
    }
  });
});

describe('default search', () => {
  it('starts empty, is set to a search of the account and toggled', async () => {
    const c = await newCustomer(t, 0);
    expect((await call('/api/user/default_search', { token: c.token })).json()).toEqual({
      id: null,
      active: false,
    });
    const refused = await call('/api/user/update_default_search', {
      method: 'PATCH',
      token: c.token,
      payload: { use_default_search: true },
    });
    expect(refused.statusCode).toBe(422);
    const { id } = await newSearch(c.token);
    const set = await call('/api/user/update_default_search', {
      method: 'PATCH',
      token: c.token,
      payload: { default_search: id, use_default_search: true },
    });
    expect(set.json()).toEqual({ id, active: true });
    expect((await call('/api/user/default_search', { token: c.token })).json()).toEqual({ id, active: true });
    const off = await call('/api/user/update_default_search', {
      method: 'PATCH',
      token: c.token,
      payload: { use_default_search: false },
    });
    expect(off.json()).toEqual({ id, active: false });
  });

  it('stops when the history entry of its search is deleted, not while another entry names it', async () => {
    const c = await newCustomer(t, 0);
    const { id } = await newSearch(c.token);
    const first = (await save('Padarias', c.token, id)).json() as { id: string };
    const second = (await save('Padarias de novo', c.token, id)).json() as { id: string };
    const other = (await save('Outra busca', c.token)).json() as { id: string };
    await call('/api/user/update_default_search', {
      method: 'PATCH',
      token: c.token,
      payload: { default_search: id, use_default_search: true },
    });
    const current = async () => (await call('/api/user/default_search', { token: c.token })).json();
    const remove = (entry: string) =>
      call(`/api/history_search/${entry}`, { method: 'DELETE', token: c.token });
    expect((await remove(other.id)).statusCode).toBe(200);
    expect((await remove(first.id)).statusCode).toBe(200);
    expect(await current()).toEqual({ id, active: true });
    expect((await remove(second.id)).statusCode).toBe(200);
    expect(await current()).toEqual({ id: null, active: false });
    // A wrong id changes nothing.
    expect((await remove(second.id)).statusCode).toBe(404);
  });

  it("refuses another account's search (404) and bad bodies (400)", async () => {
    const staff = await newSearch(await t.token(ADMIN));
    const res = await call('/api/user/update_default_search', {
      method: 'PATCH',
      payload: { default_search: staff.id, use_default_search: true },
    });
    expect(res.statusCode).toBe(404);
    const bad = await call('/api/user/update_default_search', {
      method: 'PATCH',
      payload: { use_default_search: 'sim' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
