// buildSearchQuery: the state-side rules of spec §5, one case per rule, plus "the API gets the same
// query back when it normalises what the web built".
import { describe, expect, it } from 'vitest';
import { LIST_ORDER_OPTION, SORT_OPTIONS } from '../src/filter-catalogue-options.ts';
import { defaultFilterState, type FilterState, withCheckbox } from '../src/filter-state.ts';
import {
  appliedFilterState,
  buildSearchQuery,
  normalizeSearchQuery,
  type QueryContext,
} from '../src/query-rules.ts';
import { resolveCustomerProfile } from '../src/query-rules-state.ts';
import { cnpjOfTerm, type QueryIssue } from '../src/query-rules-values.ts';
import type { SearchQuery } from '../src/search-query.ts';

const ADMIN: QueryContext = { role: 'admin' };
const base = (): FilterState => ({
  ...defaultFilterState(),
  exclusive: { ...defaultFilterState().exclusive, ativas: false },
});
const codes = (issues: QueryIssue[]) => issues.map((i) => i.code);

interface Case {
  rule: string;
  state: (s: FilterState) => FilterState;
  context?: QueryContext;
  check: (q: SearchQuery, issues: QueryIssue[], pending: Record<string, unknown>) => void;
}

const cases: Case[] = [
  {
    rule: 'an untouched state sends only the defaults',
    state: (s) => s,
    check: (q) => {
      expect(q.search.where).toBeUndefined();
      expect(q.search.match).toBeUndefined();
      expect(q.eliminate_cnpjs_already_exported_in_account).toBe(true);
    },
  },
  {
    rule: 'checkbox selections go to where by their query field',
    state: (s) => withCheckbox(withCheckbox(s, 'uf', ['SP', 'RJ']), 'cnae_secao', ['I']),
    check: (q) => expect(q.search.where).toEqual({ sg_uf: ['RJ', 'SP'], cd_cnae_secao: ['I'] }),
  },
  {
    rule: 'natureza jurídica groups expand to their codes',
    state: (s) => withCheckbox(s, 'natureza', ['5']),
    check: (q) => expect(q.search.where?.cd_natureza_juridica).toEqual([5010, 5029, 5037]),
  },
  {
    rule: 'a yes/no filter with one answer is a boolean; with both it is no filter',
    state: (s) => withCheckbox(withCheckbox(s, 'mei', ['false']), 'matriz', ['true', 'false']),
    check: (q) => expect(q.search.where).toEqual({ fl_mei: false }),
  },
  {
    rule: 'a numeric range needs both bounds',
    state: (s) => ({ ...s, numericRanges: { capital_social: { value_start: '10000', value_end: '' } } }),
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(codes(issues)).toEqual(['incomplete_range']);
    },
  },
  {
    rule: 'a numeric range with both bounds, end ≥ start, applies',
    state: (s) => ({ ...s, numericRanges: { reclamacoes_procon: { value_start: 0, value_end: 3 } } }),
    check: (q) => expect(q.search.where?.qt_reclamacoes_procon).toEqual({ gte: 0, lte: 3 }),
  },
  {
    rule: 'a date filter needs both start and end',
    state: (s) => ({
      ...s,
      dateRanges: { dt_abertura: { inDate: '2020-01-01', toDate: '', queryField: 'dt_abertura' } },
    }),
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(codes(issues)).toEqual(['incomplete_date']);
    },
  },
  {
    rule: 'a date filter writes the date field the user chose, converted to YYYY-MM-DD',
    state: (s) => ({
      ...s,
      dateRanges: {
        dt_simples: { inDate: '01/01/2020', toDate: '31/12/2020', queryField: 'dt_exclusao_simples' },
      },
    }),
    check: (q) =>
      expect(q.search.where).toEqual({ dt_exclusao_simples: { gte: '2020-01-01', lte: '2020-12-31' } }),
  },
  {
    rule: 'a date filter refuses a date field that is not one of its choices',
    state: (s) => ({
      ...s,
      dateRanges: {
        dt_abertura: { inDate: '2020-01-01', toDate: '2020-02-01', queryField: 'dt_opcao_simples' },
      },
    }),
    check: (q, issues) => {
      expect(q.search.where).toBeUndefined();
      expect(codes(issues)).toEqual(['invalid_date_field']);
    },
  },
  {
    rule: 'the employee slider 0..+500 is not selected',
    state: (s) => ({ ...s, employees: [0, 1_000_000] }),
    check: (q) => expect(q.search.where).toBeUndefined(),
  },
  {
    rule: 'the employee slider up to +500 sends 1000000',
    state: (s) => ({ ...s, employees: [50, 1_000_000] }),
    check: (q) => expect(q.search.where?.qt_funcionarios).toEqual({ gte: 50, lte: 1_000_000 }),
  },
  {
    rule: 'only one employee filter is kept: the slider wins over the exact range',
    state: (s) => ({
      ...s,
      employees: [10, 50],
      numericRanges: { funcionarios_intervalo: { value_start: 1, value_end: 3 } },
    }),
    check: (q, issues) => {
      expect(q.search.where?.qt_funcionarios).toEqual({ gte: 10, lte: 50 });
      expect(codes(issues)).toEqual(['employee_filter_conflict']);
    },
  },
  {
    rule: 'the revenue slider is ignored when its second value is 0',
    state: (s) => ({ ...s, revenues: [0, 0] }),
    check: (q) => expect(q.search.where).toBeUndefined(),
  },
  {
    rule: "the revenue slider maps marks to bands 1..10 (80 mil..10 mi → bands 2..5), of the company's revenue by default",
    state: (s) => ({ ...s, revenues: [1, 5] }),
    check: (q) => expect(q.search.where).toEqual({ vl_faturamento_empresa: { gte: 2, lte: 5 } }),
  },
  {
    rule: 'the revenue slider "Por estabelecimento" filters the establishment\'s revenue',
    state: (s) => ({ ...s, revenues: [1, 5], radios: { ...s.radios, revenues: 'cnpj' } }),
    check: (q) => expect(q.search.where).toEqual({ vl_faturamento: { gte: 2, lte: 5 } }),
  },
  {
    rule: 'employees "Por empresa": the slider, the exact range and the employee sorts use the company\'s total',
    state: (s) => ({
      ...s,
      radios: { ...s.radios, employees: 'empresa' },
      numericRanges: { funcionarios_intervalo: { value_start: 100, value_end: 300 } },
      order: 'menos_funcionarios',
    }),
    check: (q) => {
      expect(q.search.where).toEqual({ qt_funcionarios_empresa: { gte: 100, lte: 300 } });
      expect(q.search.sort_by).toEqual([{ field: 'qt_funcionarios_empresa', order: 'asc' }]);
    },
  },
  {
    rule: 'employees "Por empresa": the slider wins over the exact range',
    state: (s) => ({
      ...s,
      radios: { ...s.radios, employees: 'empresa' },
      employees: [10, 50],
      numericRanges: { funcionarios_intervalo: { value_start: 1, value_end: 3 } },
    }),
    check: (q, issues) => {
      expect(q.search.where).toEqual({ qt_funcionarios_empresa: { gte: 10, lte: 50 } });
      expect(codes(issues)).toEqual(['employee_filter_conflict']);
    },
  },
  {
    rule: 'the CEP inputs are stripped; the distance filter needs a CEP and a distance',
    state: (s) => ({
      ...s,
      postalCodes: ['01310-100'],
      textInputs: { ...s.textInputs, postalCode: '20040-020, 30.130-010' },
      cepDistance: { distance: 10, zip: '01310-100', location: '', cepInfo: null },
    }),
    check: (q) => {
      expect(q.search.where?.nu_cep).toEqual(['01310100', '20040020', '30130010']);
      expect(q.search.where?.cep_distance).toEqual({ cep: '01310100', distance: 10 });
    },
  },
  {
    rule: 'the search term is upper-cased and matched in razão social or nome fantasia',
    state: (s) => ({ ...s, term: 'pão de queijo' }),
    check: (q) =>
      expect(q.search.match_either).toEqual({
        nm_razao_social: ['PÃO DE QUEIJO'],
        nm_fantasia: ['PÃO DE QUEIJO'],
      }),
  },
  {
    rule: 'a CNPJ in the search box, formatted or not, is looked up as that CNPJ, not as words of a name',
    state: (s) => ({ ...s, term: ' 28.828.587/0001-40 ' }),
    check: (q, issues) => {
      expect(q.search.where?.nu_cnpj).toEqual(['28828587000140']);
      expect(q.search.match_either).toBeUndefined();
      expect(issues).toEqual([]);
    },
  },
  {
    rule: 'an alphanumeric CNPJ in the search box is a CNPJ too; one typed beside a list of CNPJs joins it',
    state: (s) => ({ ...s, term: '12.abc.345/01de-35', cnpjInclude: ['28828587000140'] }),
    check: (q) => expect(q.search.where?.nu_cnpj).toEqual(['28828587000140', '12ABC34501DE35']),
  },
  {
    rule: 'a CNPJ with wrong check digits in the search box is an issue, and no name search either',
    state: (s) => ({ ...s, term: '28828587000141' }),
    check: (q, issues) => {
      expect(q.search.where?.nu_cnpj).toBeUndefined();
      expect(q.search.match_either).toBeUndefined();
      expect(issues.map((i) => [i.code, i.message])).toEqual([
        ['invalid_cnpj', 'CNPJ inválido: 28828587000141 (confira os dígitos)'],
      ]);
    },
  },
  {
    rule: 'a CNPJ’s root (8 digits, formatted or not) in the search box is its head office, order 0001',
    state: (s) => ({ ...s, term: '28.828.587' }),
    check: (q, issues) => {
      expect(q.search.where?.nu_cnpj).toEqual(['28828587000140']);
      expect(q.search.match_either).toBeUndefined();
      expect(issues).toEqual([]);
    },
  },
  {
    rule: 'a root typed without its dots is the same head office; 7 or 9 digits stay words of a name',
    state: (s) => ({ ...s, term: '28828587' }),
    check: (q) => {
      expect(q.search.where?.nu_cnpj).toEqual(['28828587000140']);
      for (const term of ['2882858', '288285870']) expect(cnpjOfTerm(term)).toBeNull();
    },
  },
  {
    rule: 'a CNPJ pasted with any separators (spaces, dots, slashes, dashes, mixed) is that CNPJ',
    state: (s) => ({ ...s, term: ' 28828587 0001 40 ' }),
    check: (q, issues) => {
      expect(q.search.where?.nu_cnpj).toEqual(['28828587000140']);
      expect(q.search.match_either).toBeUndefined();
      expect(issues).toEqual([]);
      for (const term of [
        '28 828 587 0001 40',
        '28.828.587 / 0001 - 40',
        '28-828-587/0001.40',
        '28_828_587_0001_40',
        '28\t828\t587/0001-40',
      ])
        expect(cnpjOfTerm(term)).toEqual({ cnpj: '28828587000140' });
      expect(cnpjOfTerm('28 828 587')).toEqual({ cnpj: '28828587000140' });
      // All digits with spaces and wrong check digits: a mistyped CNPJ, said so.
      expect(cnpjOfTerm('28828587 0001 41')).toMatchObject({ issue: { code: 'invalid_cnpj' } });
    },
  },
  {
    rule: 'words with letters and spaces stay a name, even when they strip to a CNPJ’s shape',
    state: (s) => ({ ...s, term: 'SUPERMERCADO 10' }),
    check: (q) => {
      expect(q.search.where?.nu_cnpj).toBeUndefined();
      expect(q.search.match_either?.nm_razao_social).toEqual(['SUPERMERCADO 10']);
      expect(cnpjOfTerm('12 ABC 345 01DE 35')).toBeNull();
    },
  },
  {
    rule: 'a name with digits in it stays a name, even of a CNPJ’s length',
    state: (s) => ({ ...s, term: 'COMERCIO2024LT' }),
    check: (q, issues) => {
      expect(q.search.where?.nu_cnpj).toBeUndefined();
      expect(q.search.match_either?.nm_razao_social).toEqual(['COMERCIO2024LT']);
      expect(issues).toEqual([]);
    },
  },
  {
    rule: 'keywords, company names and the partner name are upper-cased matches',
    state: (s) => ({
      ...s,
      companyNames: ['Padaria Real Ltda'],
      textInputs: { ...s.textInputs, keywords: 'pão, bolo', partnerName: 'maria silva' },
    }),
    check: (q) =>
      expect(q.search.match).toEqual({
        nm_empresa: ['PÃO', 'BOLO'],
        nm_razao_social: ['PADARIA REAL LTDA'],
        nm_socio: 'MARIA SILVA',
      }),
  },
  {
    rule: 'the country and the city abroad are upper-cased into where',
    state: (s) => ({
      ...s,
      textInputs: { ...s.textInputs, country: 'Argentina', foreignMunicipality: 'Buenos Aires' },
    }),
    check: (q, issues, pending) => {
      expect(pending).toEqual({});
      expect(codes(issues)).toEqual([]);
      expect(q.search.where?.nm_pais).toEqual(['ARGENTINA']);
      expect(q.search.where?.nm_municipio_exterior).toEqual(['BUENOS AIRES']);
    },
  },
  {
    rule: 'decision-maker positions become qualificação codes; partners and decision makers go to exists',
    state: (s) => ({
      ...s,
      decisionMakerPositions: ['socio', 'diretor'],
      exclusive: { ...s.exclusive, socios: true, decisores: true },
    }),
    check: (q, issues) => {
      expect(codes(issues)).toEqual([]);
      expect([...(q.search.where?.cd_qualificacao_decisor ?? [])].sort()).toEqual([10, 22, 47]);
      expect(q.search.exists).toEqual(expect.arrayContaining(['fl_socios', 'fl_decisores']));
    },
  },
  {
    rule: 'the status-only option adds ATIVA to the situação filter',
    state: (s) => ({
      ...withCheckbox(s, 'situacao', ['BAIXADA']),
      exclusive: { ...s.exclusive, ativas: true },
    }),
    check: (q) => expect(q.search.where?.ds_situacao_cnpj).toEqual(['BAIXADA', 'ATIVA']),
  },
  {
    rule: 'the e-mail option goes into has_any',
    state: (s) => ({ ...s, exclusive: { ...s.exclusive, email: true } }),
    check: (q) => {
      expect(q.search.has_any).toEqual(['email']);
      expect(q.search.exists).toBeUndefined();
    },
  },
  {
    rule: 'with the phone option the e-mail moves to exists (has_any holds fixed or mobile)',
    state: (s) => ({ ...s, exclusive: { ...s.exclusive, email: true, telefone: true, site: true } }),
    check: (q) => {
      expect(q.search.exists).toEqual(['email', 'site']);
      expect(q.search.has_any).toEqual(['telefone', 'celular']);
    },
  },
  {
    rule: 'a CEP still being typed leaves the distance out with why; the other filters apply',
    state: (s) => ({
      ...withCheckbox(s, 'uf', ['SP']),
      cepDistance: { zip: '0131', distance: 5, location: '', cepInfo: null },
    }),
    check: (q, issues) => {
      expect(q.search.where?.cep_distance).toBeUndefined();
      expect(q.search.where?.sg_uf).toEqual(['SP']);
      expect(codes(issues)).toEqual(['invalid_cep']);
      expect(issues[0]?.message).toBe('CEP incompleto "0131": a distância não foi aplicada');
    },
  },
  {
    rule: 'the mobile option requires a mobile (exists), beside the other contacts',
    state: (s) => ({ ...s, exclusive: { ...s.exclusive, celular: true, email: true } }),
    check: (q) => {
      expect(q.search.exists).toEqual(['celular']);
      expect(q.search.has_any).toEqual(['email']);
    },
  },
  {
    rule: '"not yet exported" sets eliminate_cnpjs_already_exported_in_account',
    state: (s) => ({ ...s, exclusive: { ...s.exclusive, nao_exportadas: false } }),
    check: (q) => expect(q.eliminate_cnpjs_already_exported_in_account).toBe(false),
  },
  {
    rule: 'CNPJ include and exclude lists are cleaned, bad entries reported',
    state: (s) => ({
      ...s,
      cnpjInclude: ['11.222.333/0001-81', '11222333000181', 'abc'],
      cnpjExclude: ['19131243000197'],
    }),
    check: (q, issues) => {
      expect(q.search.where?.nu_cnpj).toEqual(['11222333000181']);
      expect(q.search.wherenot?.nu_cnpj).toEqual(['19131243000197']);
      expect(issues.map((i) => i.value)).toEqual(['abc']);
    },
  },
  {
    rule: 'the CNAE search writes the field chosen by the CNAE radio',
    state: (s) => ({
      ...s,
      cnaes: [{ value: 1091102, label: 'Padaria' }],
      radios: { ...s.radios, cnae: 'secundario' },
    }),
    check: (q) => expect(q.search.where).toEqual({ cd_cnae_secundario: [1091102] }),
  },
  {
    rule: 'non-admin users get e-mails, phones and active companies whatever the state says',
    state: (s) => s,
    context: { role: 'user' },
    check: (q) => {
      expect(q.search.where?.ds_situacao_cnpj).toEqual(['ATIVA']);
      expect(q.search.exists).toEqual(['email']);
      expect(q.search.has_any).toEqual(['telefone', 'celular']);
    },
  },
  {
    rule: 'with a search term a non-admin keeps only the active-status option',
    state: (s) => ({ ...s, term: 'padaria', exclusive: { ...s.exclusive, email: true, site: true } }),
    context: { role: 'manager' },
    check: (q) => {
      expect(q.search.where?.ds_situacao_cnpj).toEqual(['ATIVA']);
      expect(q.search.exists).toBeUndefined();
      expect(q.search.has_any).toBeUndefined();
      expect(q.eliminate_cnpjs_already_exported_in_account).toBe(false);
    },
  },
  {
    rule: 'a mistyped CNPJ in the search box is not a term: a non-admin keeps the contact options as without one',
    state: (s) => ({ ...s, term: '10.114.222/0048-53' }),
    context: { role: 'manager' },
    check: (q, issues) => {
      expect(q.search.exists).toEqual(['email']);
      expect(q.search.has_any).toEqual(['telefone', 'celular']);
      expect(codes(issues)).toEqual(['invalid_cnpj']);
    },
  },
  {
    rule: 'selected_filtered_type is "E" with Simples and MEI selected',
    state: (s) => withCheckbox(withCheckbox(s, 'simples', ['true']), 'mei', ['true']),
    check: (q) => expect(q.selected_filtered_type).toBe('E'),
  },
  {
    rule: 'the B2B customer profile leaves out MEI, empresário individual and pessoas físicas',
    state: (s) => withCheckbox(s, 'perfil_clientes', ['b2b']),
    check: (q) => {
      expect(q.search.wherenot?.fl_mei).toBe(true);
      expect(q.search.wherenot?.cd_natureza_juridica).toEqual([2135, 4014, 4022, 4081, 4090, 4111, 4120]);
    },
  },
  {
    rule: '"Nenhum" with B2B restricts nothing (the broadest selection wins)',
    state: (s) => withCheckbox(s, 'perfil_clientes', ['nenhum', 'b2b']),
    check: (q) => expect(q.search.wherenot).toBeUndefined(),
  },
];

describe('buildSearchQuery: the state-side rules of spec §5', () => {
  it.each(cases)('$rule', ({ state, context, check }) => {
    const result = buildSearchQuery(state(base()), context ?? ADMIN);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    check(result.query, result.issues, result.pending);
  });

  it.each(SORT_OPTIONS.map((o) => [o.value, o.sort] as const))(
    'order option %s sorts by %j',
    (order, sort) => {
      // The list's order needs a list (below without one).
      const cnpjInclude = order === LIST_ORDER_OPTION ? ['11.222.333/0001-81'] : [];
      const result = buildSearchQuery({ ...base(), order, cnpjInclude }, ADMIN);
      expect(result.ok && result.query.search.sort_by).toEqual(sort);
    },
  );

  it('orders by the default without a CNPJ list when the list order is chosen', () => {
    const result = buildSearchQuery({ ...base(), order: LIST_ORDER_OPTION }, ADMIN);
    expect(result.ok && result.query.search.sort_by).toEqual([
      { field: 'quality_data_score', order: 'desc' },
    ]);
  });

  it('pages 10 at a time: page 3 is offset 20', () => {
    const result = buildSearchQuery(base(), ADMIN, { page: 3 });
    expect(result.ok && [result.query.search.offset, result.query.search.return_size]).toEqual([20, 10]);
  });

  it.each([
    [['nenhum', 'b2b'], null],
    [['ambos', 'b2b'], null],
    [['nenhum', 'ambos'], null],
    [['ambos'], null],
    [['b2b'], 'b2b'],
    [[], null],
  ])('customer profile %j → %s', (selected, expected) => {
    expect(resolveCustomerProfile(selected)).toBe(expected);
  });
});

describe('the API normalising what the web built gets the same query', () => {
  const busy = (): FilterState => ({
    ...withCheckbox(withCheckbox(base(), 'uf', ['SP']), 'simples', ['true']),
    term: 'padaria',
    employees: [5, 100],
    revenues: [2, 10],
    cnpjInclude: ['11.222.333/0001-81'],
    dateRanges: { dt_abertura: { inDate: '01/01/2010', toDate: '2020-12-31', queryField: 'dt_abertura' } },
    exclusive: { ...base().exclusive, email: true, telefone: true },
  });

  it.each([
    ['admin', ADMIN],
    ['user', { role: 'user' } as QueryContext],
  ])('for an %s', (_name, context) => {
    const built = buildSearchQuery(busy(), context);
    if (!built.ok) throw new Error(JSON.stringify(built.issues));
    const again = normalizeSearchQuery(built.query, context);
    expect(again).toEqual({ ok: true, query: built.query, issues: [] });
  });
});

describe('appliedFilterState: the exclusive options as the role rules run them', () => {
  const off = { ...defaultFilterState().exclusive, ativas: false, nao_exportadas: false };
  const user: QueryContext = { role: 'user' };

  it('reads the options a user cannot turn off as on, whatever the state says', () => {
    const applied = appliedFilterState({ ...defaultFilterState(), exclusive: off }, user);
    expect(applied.exclusive).toEqual({ ...off, ativas: true, email: true, telefone: true });
    // The same as the query sends: active companies with e-mail and a phone.
    const built = buildSearchQuery({ ...defaultFilterState(), exclusive: off }, user);
    if (!built.ok) throw new Error('not built');
    expect(built.query.search.where?.ds_situacao_cnpj).toEqual(['ATIVA']);
  });

  it('with a searched term keeps only "ativas", as the query does', () => {
    const state = { ...defaultFilterState(), term: 'padaria', exclusive: { ...off, site: true } };
    const applied = appliedFilterState(state, user);
    expect(applied.exclusive).toEqual({ ...off, ativas: true });
    const built = buildSearchQuery(state, user);
    if (!built.ok) throw new Error('not built');
    expect(built.query.eliminate_cnpjs_already_exported_in_account).toBe(false);
  });

  it('leaves a staff member’s options as they are', () => {
    const state = { ...defaultFilterState(), exclusive: off };
    expect(appliedFilterState(state, ADMIN)).toBe(state);
  });
});
