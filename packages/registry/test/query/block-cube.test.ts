// Searches filtered by situação, UF, CNAE and contact presence take total, summary and facets from
// block_cube (block-cube.ts): the answers must equal the general path's (forced by a no-op filter the
// cube does not hold), and a facet code the options do not list must send the search back to the rows.
import { DuckDBInstance } from '@duckdb/node-api';
import type { SearchBody, SearchQueryInput } from '@prospecta/contracts/search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_CUBE_SQL, blockCubeAnswer } from '../../src/query/block-cube.ts';
import { broadScope } from '../../src/query/broad-scope.ts';
import { ConnectionPool } from '../../src/query/connection-pool.ts';
import { FACET_KEY_SQL } from '../../src/query/facet-key.ts';
import { rankedPageIds } from '../../src/query/ranked-page.ts';
import { openRegistry, type Registry } from '../../src/registry.ts';
import { CNAES, createFixtureRegistry, removeFixtureRegistries } from './fixture-registry.ts';

const NO_OP = { nm_bairro: ['BAIRRO QUE NAO EXISTE'] };

const SHAPES: Record<string, unknown>[] = [
  {
    where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP'], cd_cnae_principal: CNAES.slice(0, 3) },
    exists: ['email'],
  },
  {
    where: { cd_cnae_secao: ['G'] },
    wherenot: { ds_situacao_cnpj: ['BAIXADA'] },
    has_any: ['telefone', 'celular'],
  },
  { where: { cd_cnae_principal: [CNAES[1], CNAES[4]] } },
  { where: { sg_uf: ['RJ', 'SP'] }, wherenot: { cd_cnae_principal: [CNAES[0]] }, exists: ['fl_socios'] },
  { where: { ds_situacao_cnpj: ['ATIVA', 'INAPTA'], cd_cnae_secao: ['I', 'C'] }, exists: ['site', 'email'] },
  // The Simples and MEI flags are bits of the cube's mask.
  {
    where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP'], cd_cnae_principal: CNAES.slice(0, 3) },
    wherenot: { fl_mei: true },
    exists: ['email'],
  },
  { where: { cd_cnae_secao: ['G', 'C'], fl_simples: true } },
  { where: { cd_cnae_principal: CNAES.slice(0, 4), fl_mei: false }, wherenot: { fl_simples: false } },
  // So is the porte (one bit per option).
  { where: { sg_uf: ['SP', 'RJ'], cd_cnae_secao: ['G', 'I', 'C'], ds_porte: ['ME', 'EPP'] } },
  { where: { cd_cnae_principal: CNAES.slice(0, 4) }, wherenot: { ds_porte: ['DEMAIS'] }, exists: ['email'] },
];

/** Broad searches (situação, UF, flags, porte, contacts): the broad cube and quality_ranking answer them. */
const BROAD_SHAPES: Record<string, unknown>[] = [
  { where: { ds_situacao_cnpj: ['ATIVA'] }, wherenot: { fl_mei: true } },
  { where: { sg_uf: ['SP', 'RJ'], fl_simples: true }, exists: ['email'] },
  { where: { fl_mei: false }, wherenot: { fl_simples: false, ds_situacao_cnpj: ['BAIXADA'] } },
  { where: { fl_mei: true }, has_any: ['telefone', 'celular'] },
  { where: { ds_situacao_cnpj: ['ATIVA'], ds_porte: ['ME', 'EPP'] } },
  { where: { ds_porte: ['DEMAIS', 'NAO_INFORMADO'], sg_uf: ['SP'] }, wherenot: { fl_simples: true } },
  { wherenot: { ds_porte: ['ME'] }, has_any: ['email', 'site'] },
];

let path: string;
let registry: Registry;
let instance: DuckDBInstance;
let pool: ConnectionPool;

async function open() {
  registry = await openRegistry(path, { connections: 2 });
  instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  pool = await ConnectionPool.create(instance, 1);
}

async function close() {
  await registry.close();
  await pool.drain();
  instance.closeSync();
}

/** The search and the same search with a filter the cube cannot answer (the general path). */
function pair(shape: Record<string, unknown>) {
  const query = { search: { return_size: 7, ...shape } } as SearchQueryInput;
  const general = query.search as Record<string, Record<string, unknown>>;
  const forced = {
    search: { ...general, wherenot: { ...(general.wherenot ?? {}), ...NO_OP } },
  } as SearchQueryInput;
  return { query, forced };
}

beforeAll(async () => {
  ({ path } = await createFixtureRegistry(600, 17));
  await open();
});
afterAll(async () => {
  await close();
  await removeFixtureRegistries();
});

describe('block cube', () => {
  it('answers total, summary and facets like the general path', async () => {
    for (const shape of SHAPES) {
      const label = JSON.stringify(shape);
      const { query, forced } = pair(shape);
      expect(await blockCubeAnswer(pool, query.search as SearchBody, {}), label).not.toBeNull();
      const [a, c] = await Promise.all([registry.search(query), registry.search(forced)]);
      expect(c.total, label).toBeGreaterThan(0);
      expect(a, label).toEqual(c);
      expect(await registry.summary(query), label).toEqual(await registry.summary(forced));
    }
  });

  it('answers broad searches with the Simples and MEI flags and porte from the broad cube and the ranking', async () => {
    for (const shape of BROAD_SHAPES) {
      const label = JSON.stringify(shape);
      const { query, forced } = pair(shape);
      const body = query.search as SearchBody;
      expect(broadScope(body, {}), label).not.toBeNull();
      expect(rankedPageIds(body, {}, 0, 7), label).not.toBeNull();
      const [a, c] = await Promise.all([registry.search(query), registry.search(forced)]);
      expect(c.total, label).toBeGreaterThan(0);
      expect(a, label).toEqual(c);
      expect(await registry.count(query), label).toBe(c.total);
      expect(await registry.cnpjs(query, 5, 9), label).toEqual(await registry.cnpjs(forced, 5, 9));
    }
    // A flag both required and excluded matches nothing, like the rows say.
    const { query, forced } = pair({ where: { fl_mei: true }, wherenot: { fl_mei: true } });
    const [a, c] = await Promise.all([registry.search(query), registry.search(forced)]);
    expect(a.total).toBe(0);
    expect(a).toEqual(c);
  });

  it('leaves a search whose rows hold a facet code outside the options to the rows', async () => {
    await close();
    const writer = await DuckDBInstance.create(path);
    const connection = await writer.connect();
    // One ATIVA establishment in SP with CNAE 4711302 gets a porte code the options do not list.
    await connection.run(`UPDATE establishments SET porte = 2 WHERE id = (SELECT min(id) FROM establishments
      WHERE situacao = 2 AND uf = 35 AND cnae_principal = ${CNAES[0]})`);
    await connection.run(`UPDATE establishments SET facet_key = ${FACET_KEY_SQL}`);
    await connection.run(BLOCK_CUBE_SQL);
    writer.closeSync();
    await open();
    const { query, forced } = pair({
      where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP'], cd_cnae_principal: [CNAES[0]] },
    });
    expect(await blockCubeAnswer(pool, query.search as SearchBody, {})).toBeNull();
    const [a, c] = await Promise.all([registry.search(query), registry.search(forced)]);
    expect(a.facets.porte?.map((b) => b.key)).toContain('2');
    expect(a).toEqual(c);
    // Other blocks still come from the cube.
    const other = pair({ where: { sg_uf: ['RJ'], cd_cnae_principal: [CNAES[0]] } });
    expect(await blockCubeAnswer(pool, other.query.search as SearchBody, {})).not.toBeNull();
    expect(await registry.search(other.query)).toEqual(await registry.search(other.forced));
  });
});
