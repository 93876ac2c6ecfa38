// Pages of searches pinned to (situação, UF, CNAE) blocks come from the blocks' stored heads
// (block-page.ts): they must hold the same rows in the same order as ranking every match.
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

let registry: Registry;
let rows: FixtureRow[];
let partners: FixturePartner[];

beforeAll(async () => {
  const fixture = await createFixtureRegistry(600, 11);
  ({ rows, partners } = fixture);
  registry = await openRegistry(fixture.path, { connections: 2 });
});
afterAll(async () => {
  await registry.close();
  await removeFixtureRegistries();
});

const CASES: Record<string, unknown>[] = [
  { where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP'], cd_cnae_principal: [4711302] } },
  {
    where: {
      ds_situacao_cnpj: ['ATIVA', 'BAIXADA'],
      sg_uf: ['SP', 'RJ'],
      cd_cnae_principal: [4711302, 5611201],
    },
  },
  {
    where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP', 'MG', 'RJ'], cd_cnae_principal: [5611201] },
    has_any: ['email', 'celular'],
  },
  {
    where: { ds_situacao_cnpj: ['INAPTA', 'ATIVA'], sg_uf: ['RJ'], cd_cnae_principal: [4711302, 5611201] },
    wherenot: { ds_porte: ['ME'] },
    offset: 2,
  },
];

describe('block pages', () => {
  it('hold the best rows of the pinned blocks in default order, at any offset', async () => {
    for (const shape of CASES) {
      for (const offset of [0, 3, 9]) {
        const search = { ...shape, offset, return_size: 4 };
        const expected = bruteForce(rows, partners, { ...search, offset: 0, return_size: 1000 } as never)
          .sort(byDefaultOrder)
          .slice(offset, offset + 4)
          .map((r) => r.cnpj);
        const label = JSON.stringify(search);
        expect(
          (await registry.search({ search })).rows.map((r) => r.cnpj),
          label,
        ).toEqual(expected);
        expect(await registry.cnpjs({ search }, offset, 4), label).toEqual(expected);
      }
    }
  });

  it('still finds rows when most of a block fails the other filters', async () => {
    const search = {
      where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP'], cd_cnae_principal: [4711302, 5611201] },
      exists: ['email', 'site', 'celular'] as ('email' | 'site' | 'celular')[],
      return_size: 3,
    };
    const expected = bruteForce(rows, partners, { ...search, offset: 0, return_size: 1000 } as never)
      .sort(byDefaultOrder)
      .slice(0, 3)
      .map((r) => r.cnpj);
    expect((await registry.search({ search })).rows.map((r) => r.cnpj)).toEqual(expected);
  });
});
