// Name searches answered from the token postings (text-source.ts) and the token cube (token-cube.ts)
// must give the same answers as the general path over establishments: same total, summary, facets and
// page in the same order. Three registries over the same rows: one whose cube holds every token, one
// with no cube, and the general path forced by a no-op filter postings cannot answer.
import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistry, type Registry } from '../../src/registry.ts';
import { bruteForce } from './brute-force.ts';
import {
  byDefaultOrder,
  createFixtureRegistry,
  type FixturePartner,
  type FixtureRow,
  removeFixtureRegistries,
} from './fixture-registry.ts';

let cubed: Registry;
let plain: Registry;
let rows: FixtureRow[];
let partners: FixturePartner[];

beforeAll(async () => {
  const withCube = await createFixtureRegistry(400, 3, { frequentTokenMinimum: 1 });
  const withoutCube = await createFixtureRegistry(400, 3);
  ({ rows, partners } = withCube);
  cubed = await openRegistry(withCube.path, { connections: 2 });
  plain = await openRegistry(withoutCube.path, { connections: 2 });
});
afterAll(async () => {
  await cubed.close();
  await plain.close();
  await removeFixtureRegistries();
});

/** A `wherenot` no row matches (unknown bairros are kept): forces the general path, same rows. */
const NO_OP = { nm_bairro: ['BAIRRO QUE NAO EXISTE'] };

const TERMS = ['padaria', 'pa', 'co', 'doce queijo', 'irmãos com', 'silva são', 'zzz', 'pão doce'];
const FIELDS = ['nm_empresa', 'nm_razao_social', 'nm_fantasia'] as const;
const SHAPES: Record<string, unknown>[] = [
  {},
  { where: { ds_situacao_cnpj: ['ATIVA'] } },
  { where: { sg_uf: ['SP', 'RJ'] }, wherenot: { ds_situacao_cnpj: ['BAIXADA'] } },
  { where: { ds_porte: ['ME'] }, exists: ['email'] },
  { where: { ds_situacao_cnpj: ['ATIVA'] }, sort_by: [{ field: 'qt_funcionarios', order: 'desc' }] },
  { offset: 3 },
];

/** The search box's shape (query-rules-state.ts): the term in either name, relevance first. */
const searchBox = (term: string, shape: Record<string, unknown>): SearchQueryInput => ({
  search: {
    match_either: { nm_razao_social: [term], nm_fantasia: [term] },
    sort_by: [
      { field: 'relevance', order: 'desc' },
      { field: 'quality_data_score', order: 'desc' },
    ],
    return_size: 7,
    ...shape,
  },
});

function queries(): [string, SearchQueryInput][] {
  const out: [string, SearchQueryInput][] = [];
  for (const term of TERMS)
    SHAPES.forEach((shape, i) => {
      out.push([`search box "${term}" shape ${i}`, searchBox(term, shape)]);
    });
  for (const term of TERMS)
    for (const field of FIELDS)
      SHAPES.forEach((shape, i) => {
        out.push([
          `${field}="${term}" shape ${i}`,
          { search: { match: { [field]: term }, return_size: 7, ...shape } },
        ]);
      });
  return out;
}

describe('name searches through the postings', () => {
  it('answer like the general path, with or without the token cube', async () => {
    for (const [label, query] of queries()) {
      const general = query.search as Record<string, Record<string, unknown>>;
      const forced = { search: { ...general, wherenot: { ...(general.wherenot ?? {}), ...NO_OP } } };
      const [a, b, c] = await Promise.all([cubed.search(query), plain.search(query), plain.search(forced)]);
      expect(a, label).toEqual(c);
      expect(b, label).toEqual(c);
      expect(await cubed.count(query), label).toBe(c.total);
      expect((await cubed.summary(query)).summary, label).toEqual(c.summary);
    }
  });

  it('answer secondary-CNAE searches like the general path', async () => {
    const shapes: Record<string, unknown>[] = [
      { where: { cd_cnae_secundario: [4711302] } },
      { where: { cd_cnae_secundario: [4711302, 5611201], ds_situacao_cnpj: ['ATIVA'] }, offset: 2 },
      { where: { cd_cnae_secundario: [5611201], sg_uf: ['SP', 'RJ'] }, exists: ['email'] },
      { where: { cd_cnae_secundario: [5611201] }, match: { nm_empresa: 'queijo' } },
      { where: { cd_cnae_secundario: [4711302] }, sort_by: [{ field: 'vl_faturamento', order: 'asc' }] },
    ];
    for (const shape of shapes) {
      const label = JSON.stringify(shape);
      const query = { search: { return_size: 7, ...shape } } as SearchQueryInput;
      const forced = { search: { ...query.search, wherenot: NO_OP } } as SearchQueryInput;
      const [a, c] = await Promise.all([plain.search(query), plain.search(forced)]);
      expect(c.total, label).toBeGreaterThan(0);
      expect(a, label).toEqual(c);
      expect(await plain.cnpjs(query, 1, 5), label).toEqual(await plain.cnpjs(forced, 1, 5));
    }
  });

  it('answer broad searches with contact filters from the cube and quality_ranking like the general path', async () => {
    const shapes: Record<string, unknown>[] = [
      { where: { ds_situacao_cnpj: ['ATIVA'] }, exists: ['email'] },
      { where: { sg_uf: ['SP', 'RJ'] }, has_any: ['telefone', 'celular'], exists: ['fl_socios'] },
      { wherenot: { ds_situacao_cnpj: ['BAIXADA'] }, exists: ['fl_decisores', 'site'], offset: 2 },
      { has_any: ['email', 'site'] },
    ];
    for (const shape of shapes) {
      const label = JSON.stringify(shape);
      const query = { search: { return_size: 7, ...shape } } as SearchQueryInput;
      const general = query.search as Record<string, Record<string, unknown>>;
      const forced = {
        search: { ...general, wherenot: { ...(general.wherenot ?? {}), ...NO_OP } },
      } as SearchQueryInput;
      const [a, c] = await Promise.all([plain.search(query), plain.search(forced)]);
      expect(c.total, label).toBeGreaterThan(0);
      expect(a, label).toEqual(c);
      expect(await plain.cnpjs(query, 1, 5), label).toEqual(await plain.cnpjs(forced, 1, 5));
    }
  });

  it('pages a one-token search in default order straight from the stored postings', async () => {
    const search = { match: { nm_empresa: 'queijo' }, return_size: 10, offset: 4 };
    const expected = bruteForce(rows, partners, { ...search, return_size: 1000, offset: 0 } as never)
      .sort(byDefaultOrder)
      .slice(4, 14)
      .map((r) => r.cnpj);
    expect(expected.length).toBeGreaterThan(0);
    expect((await cubed.search({ search })).rows.map((r) => r.cnpj)).toEqual(expected);
    expect(await cubed.cnpjs({ search }, 4, 10)).toEqual(expected);
  });
});
