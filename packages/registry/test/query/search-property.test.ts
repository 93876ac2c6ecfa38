// Random queries from the catalogue → compiler → DuckDB must select exactly the rows a plain
// TypeScript filter selects over the same fixture rows.
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { parseSearchQuery } from '@prospecta/contracts/search-query';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistry, type Registry } from '../../src/registry.ts';
import { bruteForce } from './brute-force.ts';
import {
  CNAES,
  createFixtureRegistry,
  type FixturePartner,
  type FixtureRow,
  MUNICIPIOS,
  removeFixtureRegistries,
} from './fixture-registry.ts';

let registry: Registry;
let rows: FixtureRow[];
let partners: FixturePartner[];
let enrichedCnpjs: string[];

beforeAll(async () => {
  const fixture = await createFixtureRegistry(500, 42);
  rows = fixture.rows;
  partners = fixture.partners;
  enrichedCnpjs = fixture.enrichedCnpjs;
  registry = await openRegistry(fixture.path, { connections: 2 });
});
afterAll(async () => {
  await registry.close();
  await removeFixtureRegistries();
});

const sub = <T>(values: readonly T[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 });
const range = (min: number, max: number) =>
  fc
    .tuple(fc.option(fc.integer({ min, max })), fc.option(fc.integer({ min, max })))
    .filter(([a, b]) => a !== null || b !== null)
    .map(([a, b]) => {
      const [lo, hi] = a !== null && b !== null && a > b ? [b, a] : [a, b];
      return { ...(lo !== null ? { gte: lo } : {}), ...(hi !== null ? { lte: hi } : {}) };
    });
const dateRange = fc
  .tuple(fc.integer({ min: 1970, max: 2025 }), fc.integer({ min: 0, max: 20 }))
  .map(([y, span]) => ({ gte: `${y}-01-01`, lte: `${y + span}-12-31` }));

const whereArb = fc.record(
  {
    sg_uf: sub(['SP', 'RJ', 'MG', 'PR', 'DF', 'BA', 'EX']),
    cd_pais: sub([63, 249, 245, 17]),
    nm_pais: sub(['argentina', 'ESTADOS UNIDOS', 'Sao Tome e  Principe']),
    nm_municipio_exterior: sub(['buenos aires', 'New York', 'SÃO TOMÉ', 'Lisboa']),
    cd_qualificacao_decisor: sub([49, 22, 5, 10]),
    sg_regiao: sub(['SE', 'S', 'CO', 'NE']),
    ds_situacao_cnpj: sub(SEARCH_CODE_LISTS.situacoes.map((s) => s.value)),
    ds_porte: sub(['ME', 'EPP', 'DEMAIS', 'NAO_INFORMADO']),
    cd_cnae_secao: sub(['C', 'G', 'I', 'J']),
    cd_municipio: sub(MUNICIPIOS.map((m) => m.ibge)),
    cd_cnae_principal: sub(CNAES),
    cd_cnae_secundario: sub(CNAES),
    cd_natureza_juridica: sub([2062, 2135, 2305]),
    nm_bairro: sub(['centro', 'Bela Vista', 'JARDIM AMÉRICA']),
    ds_logradouro: sub(['paulista', 'Avenida Paulista', 'RUA DAS FLORES', 'rua brasil']),
    vl_faturamento: range(1, 10),
    qt_funcionarios_empresa: range(0, 900),
    // "+500" as the slider sends it: open above.
    qt_funcionarios: fc.oneof(range(0, 300), fc.constant({ gte: 50, lte: 1_000_000 })),
    vl_faturamento_empresa: range(1, 10),
    vl_capital_social: range(0, 1_000_000),
    quality_data_score: range(0, 100),
    qt_reclamacoes_procon: range(0, 50),
    qt_telefone_compartilhado: range(0, 500),
    dt_abertura: dateRange,
    dt_opcao_simples: dateRange,
    fl_simples: fc.boolean(),
    fl_mei: fc.boolean(),
    fl_matriz: fc.boolean(),
  },
  { requiredKeys: [] },
);
const textArb = fc.constantFrom(
  'padaria',
  'GONCALVES',
  'Açaí',
  'pao de queijo',
  'sil',
  'Irmãos tec',
  'bela vis',
  'doce',
  'x',
);
const matchArb = fc.record(
  {
    nm_razao_social: textArb,
    nm_fantasia: textArb,
    nm_empresa: fc.array(textArb, { minLength: 1, maxLength: 2 }),
    nm_socio: fc.constantFrom('silva', 'maria souza', 'gon'),
  },
  { requiredKeys: [] },
);
const presence = fc.uniqueArray(
  fc.constantFrom(
    'email' as const,
    'telefone' as const,
    'celular' as const,
    'site' as const,
    'fl_socios' as const,
    'fl_decisores' as const,
  ),
  { maxLength: 2 },
);

describe('compiled search = brute-force filter', () => {
  it('selects the same rows for random queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            where: whereArb,
            wherenot: whereArb,
            match: matchArb,
            match_either: matchArb,
            exists: presence,
            has_any: presence,
          },
          { requiredKeys: [] },
        ),
        fc.option(fc.integer({ min: 0, max: rows.length - 1 })),
        async (search, cnpjRow) => {
          const body = { ...search, return_size: 1000 } as Record<string, unknown>;
          if (cnpjRow !== null)
            body.where = {
              ...(search.where ?? {}),
              nu_cnpj: [
                (rows[cnpjRow] as FixtureRow).cnpj,
                (rows[(cnpjRow * 7) % rows.length] as FixtureRow).cnpj,
              ],
            };
          const parsed = parseSearchQuery({ search: body });
          if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
          const expected = bruteForce(rows, partners, parsed.data.search, enrichedCnpjs)
            .map((r) => r.cnpj)
            .sort();
          const actual = (await registry.cnpjs({ search: body }, 0, 1000)).sort();
          expect(actual).toEqual(expected);
          expect(await registry.count({ search: body })).toBe(expected.length);
        },
      ),
      { numRuns: 150, seed: 20251122 },
    );
  });

  it('filters by distance from a CEP', async () => {
    const row = rows.find((r) => r.cd_municipio === 3550308) as FixtureRow;
    for (const distance of [10, 90, 400]) {
      const body = { where: { cep_distance: { cep: row.cep, distance } }, return_size: 1000 };
      const location = await registry.cepLocation(row.cep);
      expect(location?.precision).toBe('cep');
      const point = { latitude: location?.latitude ?? 0, longitude: location?.longitude ?? 0 };
      const parsed = parseSearchQuery({ search: body });
      if (!parsed.success) throw new Error('invalid');
      const where = { cep_distance: { ...parsed.data.search.where?.cep_distance, point } };
      const expected = bruteForce(rows, partners, { ...parsed.data.search, where } as never)
        .map((r) => r.cnpj)
        .sort();
      expect((await registry.cnpjs({ search: body }, 0, 1000)).sort()).toEqual(expected);
    }
  });
});
