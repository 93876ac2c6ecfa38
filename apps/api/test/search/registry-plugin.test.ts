// The registry plugin: a missing file answers 503 on the search endpoints while the rest of the API
// works; the file appearing, and later being replaced by a new import, is picked up.
import { copyFile, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helper.ts';
import { buildSearchTestApp, normalised, type SearchTestApp, testRegistryPath } from '../registry-fixture.ts';

const MISSING = { message: 'A base de empresas ainda não foi importada. Tente novamente em alguns minutos.' };
let dir: string;
let t: SearchTestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prospecta-registry-plugin-'));
  t = await buildSearchTestApp({ registryPath: join(dir, 'registry.duckdb') });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = async (url: string) => t.app.inject({ url, headers: bearer(await t.token()) });
const post = async (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(await t.token()), payload });

describe('registry plugin', () => {
  it('answers 503 on the search and company endpoints while the file is missing; the rest works', async () => {
    for (const res of [
      await post('/api/v4/search/create', { search: {} }),
      await post('/api/searches/result', { search: {} }),
      await post('/api/searches/look_a_like', { nu_cnpj: ['11.222.333/0001-81'] }),
      await get('/api/searches/companies/11222333000181'),
      await get('/api/v4/companies/find_by_cnpj?cnpj=11222333000181'),
      await get('/api/hyperbolic-tree?cnpj=11222333000181'),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(MISSING);
    }
    expect((await get('/api/credits/show')).statusCode).toBe(200);
    expect((await get('/api/history_search')).statusCode).toBe(200);
    expect((await get('/api/v4/search/company_consult_history')).json()).toMatchObject({ total: 0 });
    expect((await get('/api/filters/app')).statusCode).toBe(200);
  });

  it('answers 503, not 500, while the file at the path cannot be opened', async () => {
    await writeFile(join(dir, 'registry.duckdb'), 'não é um banco DuckDB');
    await t.app.registry.refresh().catch(() => {});
    const res = await post('/api/searches/result', { search: {} });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(MISSING);
  });

  it('opens the file once an import puts it in place, and reopens it when a new import replaces it', async () => {
    const target = join(dir, 'registry.duckdb');
    const staged = join(dir, 'registry.duckdb.tmp');
    await copyFile(await testRegistryPath(), staged);
    await rename(staged, target);
    const first = await post('/api/searches/result', { search: {} });
    expect(first.statusCode).toBe(200);
    expect(first.json().companies_count).toBe(
      await (await t.app.registry.get()).count(normalised({ search: {} })),
    );

    await copyFile(await testRegistryPath({ seed: 3, size: 400 }), staged);
    await rename(staged, target);
    await t.app.registry.refresh();
    const registry = await t.app.registry.get();
    const all = await registry.count({ search: {} });
    expect(all).toBe(400);
    const second = await post('/api/searches/result', { search: {} });
    expect(second.json().companies_count).toBe(await registry.count(normalised({ search: {} })));
  });
});
