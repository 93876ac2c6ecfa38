// One case per rule of spec §5 "Search query building", on a DSL query received from a client.
import { describe, expect, it } from 'vitest';
import {
  FILTER_RECOUNT_DEBOUNCE_MS,
  normalizeSearchQuery,
  pageOffset,
  type QueryContext,
  type QueryIssue,
  SEARCH_PAGE_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
} from '../src/query-rules.ts';
import type { SearchQuery } from '../src/search-query.ts';

const ADMIN: QueryContext = { role: 'admin' };
const USER: QueryContext = { role: 'user' };

interface Case {
  rule: string;
  search: Record<string, unknown>;
  context?: QueryContext;
  top?: Record<string, unknown>;
  check: (q: SearchQuery, issues: QueryIssue[]) => void;
}

const codes = (issues: QueryIssue[]) => issues.map((i) => i.code);

const cases: Case[] = [
  {
    rule: 'empty entries are dropped from where',
    search: { where: { sg_uf: [], nm_bairro: ['', '  '], ds_porte: null, cd_municipio: [3550308, ''] } },
    check: (q) => expect(q.search.where).toEqual({ cd_municipio: [3550308] }),
  },
  {
    rule: 'empty entries are dropped from wherenot',
    search: { wherenot: { nu_cnpj: [], fl_mei: undefined } },
    check: (q) => expect(q.search.wherenot).toBeUndefined(),
  },
  {
    rule: 'empty entries are dropped from match',
    search: { match: { nm_empresa: '   ', nm_socio: [] } },
    check: (q) => expect(q.search.match).toBeUndefined(),
  },
  {
    rule: 'empty entries are dropped from sort',
    search: { sort_by: [{ field: '' }, {}, { field: 'dt_abertura', order: 'asc' }] },
    check: (q) => expect(q.search.sort_by).toEqual([{ field: 'dt_abertura', order: 'asc' }]),
  },
  {
    rule: 'empty entries are dropped from exists',
    search: { exists: ['', null, 'site', 'site'] },
    check: (q) => expect(q.search.exists).toEqual(['site']),
  },
  {
    rule: 'a range pair with an empty bound is dropped',
    search: { where: { vl_capital_social: { gte: '', lte: 10 }, qt_filiais: { gte: 1, lte: null } } },
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(codes(issues)).toEqual(['incomplete_range', 'incomplete_range']);
    },
  },
  {
    rule: 'an empty aggregation type is dropped',
    search: { aggregation_type: [] },
    check: (q) => expect(q.search.aggregation_type).toBeUndefined(),
  },
  {
    rule: 'blank aggregation entries are dropped, the others kept',
    search: { aggregation_type: ['', 'municipio'] },
    check: (q) => expect(q.search.aggregation_type).toEqual(['municipio']),
  },
  {
    rule: 'a range applies only when end ≥ start',
    search: { where: { qt_reclamacoes_procon: { gte: 5, lte: 2 }, nota_reclamacoes: { gte: 2, lte: 2 } } },
    check: (q, issues) => {
      expect(q.search.where).toEqual({ nota_reclamacoes: { gte: 2, lte: 2 } });
      expect(codes(issues)).toEqual(['inverted_range']);
    },
  },
  {
    rule: 'a range applies only when its bounds are numbers (pt-BR text converted)',
    search: {
      where: { qt_filiais: { gte: 'abc', lte: 3 }, vl_capital_social: { gte: '1.000,50', lte: '2000' } },
    },
    check: (q, issues) => {
      expect(q.search.where).toEqual({ vl_capital_social: { gte: 1000.5, lte: 2000 } });
      expect(codes(issues)).toEqual(['invalid_number']);
    },
  },
  {
    rule: 'a range outside the field limits (negative) is dropped',
    search: { where: { qt_filiais: { gte: -1, lte: 3 } } },
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(codes(issues)).toEqual(['out_of_bounds']);
    },
  },
  {
    rule: 'the employee range 0 to 1000000 counts as not selected',
    search: { where: { qt_funcionarios: { gte: 0, lte: 1_000_000 } } },
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(issues).toEqual([]);
    },
  },
  {
    rule: 'the upper employee value "+500" is sent as 1000000',
    search: { where: { qt_funcionarios: { gte: 10, lte: '+500' } } },
    check: (q) => expect(q.search.where?.qt_funcionarios).toEqual({ gte: 10, lte: 1_000_000 }),
  },
  {
    rule: 'the revenue range is ignored when its second value is 0',
    search: { where: { vl_faturamento: { lte: 0 } } },
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(issues).toEqual([]);
    },
  },
  {
    rule: 'revenue bands are the indices 1 through 10',
    search: { where: { vl_faturamento: { gte: 1, lte: 10 } } },
    check: (q) => expect(q.search.where?.vl_faturamento).toEqual({ gte: 1, lte: 10 }),
  },
  {
    rule: 'a revenue band outside 1..10 is dropped',
    search: { where: { vl_faturamento: { gte: 1, lte: 11 } } },
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(codes(issues)).toEqual(['out_of_bounds']);
    },
  },
  {
    rule: 'the CEP is stripped of every non-alphanumeric character',
    search: {
      where: { nu_cep: ['01310-100', ' 20.040 020 '], cep_distance: { cep: '01310-100', distance: 5 } },
    },
    check: (q) => {
      expect(q.search.where?.nu_cep).toEqual(['01310100', '20040020']);
      expect(q.search.where?.cep_distance).toEqual({ cep: '01310100', distance: 5 });
    },
  },
  {
    rule: 'search text is upper-cased',
    search: { match: { nm_empresa: ' padaria  real ' }, match_either: { nm_fantasia: ['pão', 'bolo'] } },
    check: (q) => {
      expect(q.search.match?.nm_empresa).toBe('PADARIA REAL');
      expect(q.search.match_either?.nm_fantasia).toEqual(['PÃO', 'BOLO']);
    },
  },
  {
    rule: 'exists-type fields move from match to exists',
    search: { match: { email: true, site: 'sim', telefone: false, nm_empresa: 'x' }, exists: ['celular'] },
    check: (q) => {
      expect(q.search.exists).toEqual(['celular', 'email', 'site']);
      expect(q.search.match).toEqual({ nm_empresa: 'X' });
    },
  },
  {
    rule: 'dates are accepted dash-separated',
    search: { where: { dt_abertura: { gte: '2020-01-01', lte: '2020-12-31' } } },
    check: (q) => expect(q.search.where?.dt_abertura).toEqual({ gte: '2020-01-01', lte: '2020-12-31' }),
  },
  {
    rule: 'dates DD/MM/YYYY are converted to YYYY-MM-DD',
    search: { where: { dt_situacao_cadastral: { gte: '01/02/2020', lte: '31-12-2021' } } },
    check: (q) =>
      expect(q.search.where?.dt_situacao_cadastral).toEqual({ gte: '2020-02-01', lte: '2021-12-31' }),
  },
  {
    rule: 'a date that is not a real date drops the filter',
    search: { where: { dt_abertura: { gte: '31/02/2020', lte: '2021-01-01' } } },
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(codes(issues)).toEqual(['invalid_date']);
    },
  },
  {
    rule: 'the default sort is quality_data_score descending',
    search: {},
    check: (q) => expect(q.search.sort_by).toEqual([{ field: 'quality_data_score', order: 'desc' }]),
  },
  {
    rule: 'relevance comes first when a multi-match text is present and the sort is the default',
    search: { match_either: { nm_razao_social: ['padaria'] } },
    check: (q) =>
      expect(q.search.sort_by).toEqual([
        { field: 'relevance', order: 'desc' },
        { field: 'quality_data_score', order: 'desc' },
      ]),
  },
  {
    rule: 'relevance follows an explicit sort when a multi-match text is present',
    search: { match_either: { nm_fantasia: ['x'] }, sort_by: [{ field: 'qt_funcionarios', order: 'desc' }] },
    check: (q) =>
      expect(q.search.sort_by).toEqual([
        { field: 'qt_funcionarios', order: 'desc' },
        { field: 'relevance', order: 'desc' },
      ]),
  },
  {
    rule: 'the order of a CNPJ list stays with a list',
    search: {
      where: { nu_cnpj: ['11.222.333/0001-81'] },
      sort_by: [{ field: 'nu_cnpj_ordem', order: 'asc' }],
    },
    check: (q) => expect(q.search.sort_by).toEqual([{ field: 'nu_cnpj_ordem', order: 'asc' }]),
  },
  {
    rule: 'the order of a CNPJ list without a list is the default order',
    search: { where: { sg_uf: ['SP'] }, sort_by: [{ field: 'nu_cnpj_ordem', order: 'asc' }] },
    check: (q) => expect(q.search.sort_by).toEqual([{ field: 'quality_data_score', order: 'desc' }]),
  },
  {
    rule: 'CNPJ lists are stripped, deduplicated and validated, bad entries reported',
    search: {
      where: {
        nu_cnpj: [
          '11.222.333/0001-81',
          '11222333000181',
          '11111111111111',
          '11.222.333/0001-82',
          '123',
          '12.ABC.345/01DE-35',
        ],
      },
      wherenot: { nu_cnpj: ['19.131.243/0001-97'] },
    },
    check: (q, issues) => {
      expect(q.search.where?.nu_cnpj).toEqual(['11222333000181', '12ABC34501DE35']);
      expect(q.search.wherenot?.nu_cnpj).toEqual(['19131243000197']);
      expect(issues.map((i) => i.value)).toEqual(['11111111111111', '11.222.333/0001-82', '123']);
      expect(codes(issues)).toEqual(['invalid_cnpj', 'invalid_cnpj', 'invalid_cnpj']);
    },
  },
  {
    rule: 'CPFs: 11 zeros and wrong check digits are invalid; valid CPFs are reported, not searched',
    search: { where: { nu_cnpj: ['000.000.000-00', '123.456.789-00', '123.456.789-09'] } },
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(codes(issues)).toEqual(['invalid_cpf', 'invalid_cpf', 'cpf_not_searchable']);
    },
  },
  {
    rule: 'non-admin users always have e-mails, phones and the active-status option',
    search: { where: { ds_situacao_cnpj: ['BAIXADA'] }, has_any: ['site'] },
    context: USER,
    check: (q) => {
      expect(q.search.where?.ds_situacao_cnpj).toEqual(['BAIXADA', 'ATIVA']);
      expect(q.search.exists).toEqual(['email', 'site']);
      expect(q.search.has_any).toEqual(['telefone', 'celular']);
    },
  },
  {
    rule: 'a non-admin choice of a phone kind is kept (it is stricter)',
    search: { has_any: ['celular'] },
    context: { role: 'prospector' },
    check: (q) => expect(q.search.has_any).toEqual(['celular']),
  },
  {
    rule: 'with a search term only the active-status option stays selected (non-admin)',
    search: { match_either: { nm_razao_social: ['padaria'] }, exists: ['email'] },
    top: { eliminate_cnpjs_already_exported_in_account: true },
    context: { role: 'owner' },
    check: (q) => {
      expect(q.search.where?.ds_situacao_cnpj).toEqual(['ATIVA']);
      expect(q.search.exists).toBeUndefined();
      expect(q.search.has_any).toBeUndefined();
      expect(q.eliminate_cnpjs_already_exported_in_account).toBe(false);
    },
  },
  {
    rule: 'on the API, a search for given CNPJs keeps the contact options it was sent with (none: the box)',
    search: { where: { nu_cnpj: ['11.222.333/0001-81'] } },
    context: { role: 'user', keepContactsOfCnpjSearch: true },
    check: (q) => {
      expect(q.search.where?.ds_situacao_cnpj).toEqual(['ATIVA']);
      expect(q.search.exists).toBeUndefined();
      expect(q.search.has_any).toBeUndefined();
    },
  },
  {
    rule: 'on the API, a search for given CNPJs keeps the contact options it was sent with (a list filter)',
    search: { where: { nu_cnpj: ['11.222.333/0001-81'] }, exists: ['email'], has_any: ['celular'] },
    context: { role: 'user', keepContactsOfCnpjSearch: true },
    check: (q) => {
      expect(q.search.exists).toEqual(['email']);
      expect(q.search.has_any).toEqual(['celular']);
    },
  },
  {
    rule: 'on the API, a search naming no CNPJ still has its contacts forced',
    search: { where: { sg_uf: ['SP'] } },
    context: { role: 'user', keepContactsOfCnpjSearch: true },
    check: (q) => {
      expect(q.search.exists).toEqual(['email']);
      expect(q.search.has_any).toEqual(['telefone', 'celular']);
    },
  },
  {
    rule: 'staff (customer_success, or isStaff) are not forced',
    search: { exists: ['site'] },
    context: { role: 'manager', isStaff: true },
    check: (q) => {
      expect(q.search.where).toBeUndefined();
      expect(q.search.exists).toEqual(['site']);
    },
  },
  {
    rule: 'selected_filtered_type is "E" when Simples and MEI (the fifth group) both restrict',
    search: { where: { fl_simples: true }, wherenot: { fl_mei: true } },
    top: { selected_filtered_type: 'X' },
    check: (q) => expect(q.selected_filtered_type).toBe('E'),
  },
  {
    rule: 'selected_filtered_type is empty otherwise, whatever the client sent',
    search: { where: { fl_simples: true } },
    top: { selected_filtered_type: 'E' },
    check: (q) => expect(q.selected_filtered_type).toBe(''),
  },
];

describe('normalizeSearchQuery: the rules of spec §5', () => {
  it.each(cases)('$rule', ({ search, top, context, check }) => {
    const result = normalizeSearchQuery({ ...top, search }, context ?? ADMIN);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    check(result.query, result.issues);
  });
});

describe('normalizeSearchQuery: refusals', () => {
  it.each([
    ['not an object', 'busca'],
    ['no search', {}],
    ['an unknown field', { search: { where: { cor: ['azul'] } } }],
    ['a huge return_size', { search: { return_size: 100_000 } }],
    ['a bad UF', { search: { where: { sg_uf: ['XX'] } } }],
  ])('refuses %s', (_name, input) => {
    const result = normalizeSearchQuery(input, ADMIN);
    expect(result.ok).toBe(false);
    expect(result.issues[0]?.message).toMatch(/[a-zà-ú]/i);
  });

  it('refuses what it would drop in strict mode', () => {
    const input = { search: { where: { nu_cnpj: ['123'] } } };
    expect(normalizeSearchQuery(input, ADMIN).ok).toBe(true);
    const strict = normalizeSearchQuery(input, ADMIN, { strict: true });
    expect(strict).toEqual({ ok: false, issues: [expect.objectContaining({ code: 'invalid_cnpj' })] });
  });
});

describe('normalizeSearchQuery: values of the wrong type are refused, not dropped as empty', () => {
  it.each<[string, unknown[]]>([
    ['[null]', [null]],
    ['[{}]', [{}]],
    ['[[]]', [[]]],
    ['[["SP"]]', [['SP']]],
    ['["SP", null]', ['SP', null]],
  ])('refuses sg_uf %s with the field’s message', (_name, value) => {
    const result = normalizeSearchQuery({ search: { where: { sg_uf: value } } }, ADMIN);
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => i.message)).toEqual(['UF: valor inválido']);
  });

  it('refuses a municipality code and a CNPJ that are not values at all', () => {
    const codes = normalizeSearchQuery({ search: { where: { cd_municipio: [null] } } }, ADMIN);
    expect(codes.ok).toBe(false);
    expect(codes.issues[0]?.message).toMatch(/código inválido/);
    const cnpjs = normalizeSearchQuery({ search: { wherenot: { nu_cnpj: [{}] } } }, ADMIN);
    expect(cnpjs.issues).toEqual([
      { code: 'invalid_cnpj', field: 'wherenot.nu_cnpj', message: 'CNPJ: informe CNPJs como texto' },
    ]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['[]', []],
    ['[""]', ['']],
    ['["  ", ""]', ['  ', '']],
  ])('still drops sg_uf %s as an empty entry', (_name, value) => {
    const result = normalizeSearchQuery({ search: { where: { sg_uf: value } } }, ADMIN);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.query.search.where).toBeUndefined();
  });

  it('reads a value nested thousands of levels deep without overflowing the stack', () => {
    let value: unknown = 'SP';
    for (let i = 0; i < 20_000; i++) value = [value];
    const result = normalizeSearchQuery({ search: { where: { sg_uf: value } } }, ADMIN);
    expect(result.ok).toBe(false);
  });

  it('quotes a huge bad value cut to 40 characters', () => {
    const result = normalizeSearchQuery({ search: { where: { sg_uf: ['x'.repeat(100_000)] } } }, ADMIN);
    expect(result.issues[0]?.message).toMatch(/^UF: valor inválido "x{39}…" \(use /);
  });
});

describe('pagination and debounce constants (spec §9)', () => {
  it.each([
    [1, 0],
    [2, 10],
    [5, 40],
    [0, 0],
  ])('page %i → offset %i', (page, offset) => {
    expect(pageOffset(page)).toBe(offset);
  });

  it('exports the page size and both debounce delays', () => {
    expect([SEARCH_PAGE_SIZE, SEARCH_PAGE_DEBOUNCE_MS, FILTER_RECOUNT_DEBOUNCE_MS]).toEqual([10, 800, 3000]);
  });
});
