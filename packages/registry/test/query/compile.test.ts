// The compiler: SQL snapshot files for representative queries (reviewed in diffs) and its errors.
import { parseSearchQuery, type SearchQueryInput } from '@prospecta/contracts/search-query';
import { describe, expect, it } from 'vitest';
import { compileSearch } from '../../src/query/compile.ts';

function compile(query: SearchQueryInput['search'], excludedIds?: number[]) {
  const parsed = parseSearchQuery({ search: query });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  const cepPoints = new Map([['01310100', { latitude: -23.56, longitude: -46.65 }]]);
  return compileSearch(parsed.data.search, { cepPoints, excludedIds });
}

const snapshot = (c: ReturnType<typeof compile>) =>
  `-- WHERE\n${c.where}\n-- ORDER BY\n${c.orderBy}\n-- params\n-- ${JSON.stringify(c.params, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}\n`;

const CASES: Record<string, SearchQueryInput['search']> = {
  typical: {
    where: {
      ds_situacao_cnpj: ['ATIVA'],
      sg_uf: ['SP'],
      cd_cnae_principal: [4711302, 5611201, 1091102],
      qt_funcionarios: { gte: 10, lte: 500 },
    },
    exists: ['email'],
  },
  text: {
    match: { nm_empresa: 'padaria gonçalves', nm_socio: 'Silva' },
    match_either: { nm_fantasia: ['pão', 'açaí'] },
    sort_by: [{ field: 'relevance', order: 'desc' }],
  },
  exclusions: {
    where: { cd_cnae_secundario: [4711302], dt_abertura: { gte: '2015-01-01' }, fl_simples: true },
    wherenot: { nu_cnpj: ['11.222.333/0001-81'], fl_mei: true, ds_situacao_cnpj: ['BAIXADA'] },
    has_any: ['telefone', 'celular'],
    sort_by: [
      { field: 'qt_funcionarios', order: 'desc' },
      { field: 'dt_abertura', order: 'asc' },
    ],
  },
  distance: { where: { cep_distance: { cep: '01310-100', distance: 25 }, vl_faturamento: { gte: 3 } } },
  // "Por empresa": the company's figures (the sums over its CNPJ root), a range and a sort.
  company_figures: {
    where: { qt_funcionarios_empresa: { gte: 50, lte: 1000000 }, vl_faturamento_empresa: { gte: 4, lte: 7 } },
    sort_by: [{ field: 'vl_faturamento_empresa', order: 'desc' }],
  },
  // A CNPJ list in its own order (similar companies, most similar first): the checked CNPJs written inline.
  list_order: {
    where: { nu_cnpj: ['19.131.243/0001-97', '11222333000181'] },
    sort_by: [{ field: 'nu_cnpj_ordem', order: 'asc' }],
  },
  // Code lists as comparisons DuckDB pushes into the scan: a range less its gaps, NOT IN as <>, a sparse
  // natureza list as a semi-join; a nullable column's exclusion stays NOT coalesce.
  code_lists: {
    where: { ds_porte: ['ME', 'EPP'], sg_uf: ['SP', 'RJ', 'MG'], cd_natureza_juridica: [2062, 2135] },
    wherenot: { ds_situacao_cnpj: ['BAIXADA', 'NULA'], cd_cnae_secao: ['A'] },
  },
};

describe('compileSearch snapshots', () => {
  for (const [name, query] of Object.entries(CASES)) {
    it(name, async () => {
      await expect(
        snapshot(compile(query, name === 'exclusions' ? [17, 4242] : undefined)),
      ).toMatchFileSnapshot(`__snapshots__/${name}.snap.sql`);
    });
  }

  it('never pastes values into the SQL', () => {
    const c = compile({ match: { nm_empresa: "o'brien; drop table x" }, where: { nm_bairro: ["'; --"] } });
    expect(c.where).not.toContain('BRIEN');
    expect(c.where).not.toContain('--');
    expect(c.params).toContain("'; --");
  });

  it('writes into the SQL only list-order CNPJs of 14 letters or digits, and refuses any other', () => {
    const body = (cnpj: string) =>
      ({ where: { nu_cnpj: [cnpj] }, sort_by: [{ field: 'nu_cnpj_ordem', order: 'asc' }] }) as never;
    expect(compileSearch(body('11222333000181')).orderBy).toContain("['11222333000181']");
    expect(() => compileSearch(body("1122233300018'"))).toThrow('CNPJ inválido na ordem da lista');
    expect(() => compileSearch(body("'); DROP TABLE x; --"))).toThrow('CNPJ inválido na ordem da lista');
  });
});

describe('query errors are clear and in Portuguese', () => {
  const table: [string, unknown, string][] = [
    ['unknown field', { where: { foo: [1] } }, 'Campo desconhecido: foo'],
    ['bad code', { where: { sg_uf: ['XX'] } }, 'UF: valor inválido "XX"'],
    ['wrong type', { where: { qt_funcionarios: 10 } }, 'Funcionários: informe um intervalo'],
    [
      'invalid CNPJ listed',
      { where: { nu_cnpj: ['11222333000181', '123', '11111111111111'] } },
      'CNPJ inválido: 123, 11111111111111',
    ],
    [
      'inverted range',
      { where: { vl_capital_social: { gte: 10, lte: 1 } } },
      'o início do intervalo é maior que o fim',
    ],
    ['negative range', { where: { qt_filiais: { gte: -1 } } }, 'valores negativos não são permitidos'],
    ['bad date', { where: { dt_abertura: { gte: '2023-02-29' } } }, 'data inválida "2023-02-29"'],
    ['empty range', { where: { dt_abertura: {} } }, 'informe ao menos um limite'],
    ['return_size too big', { return_size: 1001 }, 'máxima é 1000'],
    ['offset too deep', { offset: 10_001 }, 'O deslocamento (offset) máximo é 10000'],
    ['negative offset', { offset: -1 }, 'não pode ser negativo'],
    ['unknown sort', { sort_by: [{ field: 'cnpj' }] }, 'Ordenação inválida'],
    ['unknown contact kind', { exists: ['fax'] }, 'Tipo de contato inválido'],
    ['bad CEP', { where: { cep_distance: { cep: '12', distance: 5 } } }, 'CEP inválido "12"'],
    [
      'distance too far',
      { where: { cep_distance: { cep: '01310100', distance: 900 } } },
      'a distância máxima é 500 km',
    ],
    ['revenue band out of range', { where: { vl_faturamento: { lte: 11 } } }, 'o máximo é 10'],
    ['not a text', { match: { nm_empresa: 3 } }, 'Valor inválido'],
  ];
  it.each(table)('%s', (_name, search, message) => {
    const result = parseSearchQuery({ search });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(' | ')).toContain(message);
  });

  it('accepts codes in any common format and normalises them', () => {
    const parsed = parseSearchQuery({
      search: {
        where: {
          cd_cnae_principal: ['4711-3/02'],
          nu_cep: ['1310-100'],
          nm_bairro: ['  Jardim   América '],
          nu_cnpj: ['11.222.333/0001-81', '11222333000181'],
        },
      },
    });
    expect(parsed.success && parsed.data.search.where).toEqual({
      cd_cnae_principal: [4711302],
      nu_cep: ['01310100'],
      nm_bairro: ['JARDIM AMERICA'],
      nu_cnpj: ['11222333000181'],
    });
  });
});
