// filterStateFromQuery: the filters read back from a stored query. For every catalogue filter, state → query
// → state → query gives the same query (for staff and for a regular user, with and without a search term);
// what the screen cannot show is named, never dropped silently.
import { describe, expect, it } from 'vitest';
import { allFilters } from '../src/filter-catalogue.ts';
import { EMPLOYEE_SENTINEL, SORT_OPTIONS } from '../src/filter-catalogue-options.ts';
import { defaultFilterState, type FilterState, withCheckbox } from '../src/filter-state.ts';
import { filterStateFromQuery } from '../src/filter-state-from-query.ts';
import { unshownText } from '../src/query-differences.ts';
import { buildSearchQuery, normalizeSearchQuery, type QueryContext } from '../src/query-rules.ts';

const d = defaultFilterState;
const text = (patch: Partial<FilterState['textInputs']>) => (s: FilterState) => ({
  ...s,
  textInputs: { ...s.textInputs, ...patch },
});
type Sample = (s: FilterState) => FilterState;

/** At least one state per catalogue filter (a test below holds every filter to having one). */
const SAMPLES: Record<string, Sample[]> = {
  uf: [(s) => withCheckbox(s, 'uf', ['SP', 'RJ'])],
  regiao: [(s) => withCheckbox(s, 'regiao', ['NE'])],
  municipio: [(s) => ({ ...s, municipalities: [{ value: 3550308, label: 'São Paulo/SP' }] })],
  bairro: [(s) => ({ ...s, neighbourhoods: ['Bela Vista', 'Centro'] })],
  logradouro: [text({ street: 'Avenida Paulista' })],
  cep: [text({ postalCode: '01310-100, 04538-133' }), (s) => ({ ...s, postalCodes: ['01310-100'] })],
  cep_distancia: [
    (s) => ({ ...s, cepDistance: { zip: '01310-100', distance: 350, location: '', cepInfo: null } }),
  ],
  pais: [text({ country: 'Argentina' })],
  municipio_exterior: [text({ foreignMunicipality: 'Buenos Aires' })],
  cnae_secao: [(s) => withCheckbox(s, 'cnae_secao', ['G', 'C'])],
  cnae_escopo: [
    (s) => ({ ...s, cnaes: [{ value: 4721102, label: '' }], radios: { ...s.radios, cnae: 'secundario' } }),
  ],
  cnae: [
    (s) => ({
      ...s,
      cnaes: [
        { value: 4721102, label: '' },
        { value: 5611201, label: '' },
      ],
    }),
  ],
  palavras_chave: [text({ keywords: 'padaria, confeitaria' })],
  situacao: [
    (s) => withCheckbox(s, 'situacao', ['BAIXADA', 'INAPTA']),
    (s) => withCheckbox(s, 'situacao', ['ATIVA']),
  ],
  dt_situacao: [
    (s) => ({
      ...s,
      dateRanges: {
        dt_situacao: { inDate: '2020-01-01', toDate: '31/12/2021', queryField: 'dt_situacao_cadastral' },
      },
    }),
  ],
  porte: [(s) => withCheckbox(s, 'porte', ['ME', 'EPP'])],
  matriz: [(s) => withCheckbox(s, 'matriz', ['false'])],
  natureza: [(s) => withCheckbox(s, 'natureza', ['2', '3'])],
  filiais: [(s) => ({ ...s, numericRanges: { filiais: { value_start: 1, value_end: 10 } } })],
  capital_social: [
    (s) => ({ ...s, numericRanges: { capital_social: { value_start: '1.000,50', value_end: 50000 } } }),
  ],
  simples: [(s) => withCheckbox(s, 'simples', ['true'])],
  mei: [(s) => withCheckbox(withCheckbox(s, 'mei', ['false']), 'simples', ['true'])],
  dt_simples: [
    (s) => ({
      ...s,
      dateRanges: {
        dt_simples: { inDate: '2019-01-01', toDate: '2019-12-31', queryField: 'dt_exclusao_simples' },
      },
    }),
  ],
  faturamento_nivel: [(s) => ({ ...s, revenues: [2, 5], radios: { ...s.radios, revenues: 'cnpj' } })],
  faturamento: [(s) => ({ ...s, revenues: [0, 4] }), (s) => ({ ...s, revenues: [7, 10] })],
  funcionarios_nivel: [(s) => ({ ...s, employees: [10, 50], radios: { ...s.radios, employees: 'empresa' } })],
  funcionarios: [(s) => ({ ...s, employees: [5, EMPLOYEE_SENTINEL] }), (s) => ({ ...s, employees: [0, 1] })],
  funcionarios_intervalo: [
    (s) => ({ ...s, numericRanges: { funcionarios_intervalo: { value_start: 12, value_end: 30 } } }),
  ],
  telefone_compartilhado: [
    (s) => ({ ...s, numericRanges: { telefone_compartilhado: { value_start: 0, value_end: 2 } } }),
  ],
  email_compartilhado: [
    (s) => ({ ...s, numericRanges: { email_compartilhado: { value_start: 0, value_end: 0 } } }),
  ],
  nome_socio: [text({ partnerName: 'Maria da Silva' })],
  cargos: [(s) => ({ ...s, decisionMakerPositions: ['socio', 'diretor'] })],
  dt_abertura: [
    (s) => ({
      ...s,
      dateRanges: { dt_abertura: { inDate: '2015-01-01', toDate: '2016-01-01', queryField: 'dt_abertura' } },
    }),
  ],
  reclamacoes_procon: [
    (s) => ({ ...s, numericRanges: { reclamacoes_procon: { value_start: 1, value_end: 5 } } }),
  ],
  reclamacoes_site: [
    (s) => ({ ...s, numericRanges: { reclamacoes_site: { value_start: 0, value_end: 3 } } }),
  ],
  reclamacoes_resolvidas: [
    (s) => ({ ...s, numericRanges: { reclamacoes_resolvidas: { value_start: 50, value_end: 100 } } }),
  ],
  nota_reclamacoes: [
    (s) => ({ ...s, numericRanges: { nota_reclamacoes: { value_start: 7.5, value_end: 10 } } }),
  ],
  qualidade: [(s) => ({ ...s, numericRanges: { qualidade: { value_start: 60, value_end: 100 } } })],
  cnpjs_incluir: [
    (s) => ({ ...s, cnpjInclude: ['11222333000181', '11444777000161'] }),
    (s) => ({ ...s, cnpjInclude: ['11222333000181', '11444777000161'], order: 'ordem_lista' }),
  ],
  cnpjs_excluir: [(s) => ({ ...s, cnpjExclude: ['11222333000181'] })],
  nomes_empresas: [(s) => ({ ...s, companyNames: ['Padaria Pão Quente', 'Mercado Bom'] })],
  ativas: [(s) => ({ ...s, exclusive: { ...s.exclusive, ativas: false } })],
  nao_exportadas: [(s) => ({ ...s, exclusive: { ...s.exclusive, nao_exportadas: false } })],
  email: [(s) => ({ ...s, exclusive: { ...s.exclusive, email: true } })],
  telefone: [
    (s) => ({ ...s, exclusive: { ...s.exclusive, telefone: true } }),
    (s) => ({ ...s, exclusive: { ...s.exclusive, telefone: true, email: true } }),
  ],
  celular: [
    (s) => ({ ...s, exclusive: { ...s.exclusive, celular: true } }),
    (s) => ({ ...s, exclusive: { ...s.exclusive, celular: true, telefone: true, email: true } }),
  ],
  site: [(s) => ({ ...s, exclusive: { ...s.exclusive, site: true } })],
  socios: [(s) => ({ ...s, exclusive: { ...s.exclusive, socios: true } })],
  decisores: [(s) => ({ ...s, exclusive: { ...s.exclusive, decisores: true } })],
  perfil_clientes: [(s) => withCheckbox(s, 'perfil_clientes', ['b2b'])],
};

/** The search box, the orders and extra terms: not catalogue filters, restored all the same. */
const OTHERS: Sample[] = [
  (s) => ({ ...s, term: 'padaria pão' }),
  (s) => ({ ...s, term: '11.222.333/0001-81' }),
  (s) => ({ ...s, matchEither: { nm_fantasia: ['PADOCA'] } }),
  (s) => ({
    ...s,
    term: 'padaria',
    matchEither: { nm_razao_social: ['PANIFICADORA'], nm_fantasia: ['PADOCA'] },
  }),
  ...SORT_OPTIONS.filter((o) => o.value !== 'ordem_lista').map(
    (o): Sample =>
      (s) => ({ ...s, order: o.value }),
  ),
  (s) => ({ ...s, order: 'mais_funcionarios', radios: { ...s.radios, employees: 'empresa' } }),
  (s) => ({ ...s, term: 'mercado', order: 'maior_faturamento_cnpj' }),
];

const CONTEXTS: [string, QueryContext][] = [
  ['staff', { role: 'admin' }],
  ['a regular user', { role: 'user' }],
];

const build = (state: FilterState, context: QueryContext) => {
  const built = buildSearchQuery(state, context);
  if (!built.ok) throw new Error(JSON.stringify(built.issues));
  return built.query;
};

describe('filterStateFromQuery: state → query → state → query', () => {
  it('has a sample for every catalogue filter', () => {
    expect(
      allFilters()
        .map((f) => f.id)
        .filter((id) => !SAMPLES[id]),
    ).toEqual([]);
  });

  const all = [
    ...Object.entries(SAMPLES).flatMap(([id, list]) => list.map((s, i) => [`${id} #${i + 1}`, s] as const)),
    ...OTHERS.map((s, i) => [`other #${i + 1}`, s] as const),
  ];
  for (const [who, context] of CONTEXTS) {
    for (const withTerm of [false, true]) {
      it.each(all)(`%s (${who}${withTerm ? ', with a term' : ''})`, (_, sample) => {
        const start = sample(d());
        const state = withTerm && !start.term ? { ...start, term: 'comercio' } : start;
        const query = build(state, context);
        const restored = filterStateFromQuery(query);
        expect(restored.unshown).toEqual([]);
        expect(build(restored.state, context)).toEqual(query);
      });
    }
  }

  it('combines every sample in one state', () => {
    const state = Object.values(SAMPLES)
      .map((list) => list[0] as Sample)
      .filter((_, i) => i !== Object.keys(SAMPLES).indexOf('cnae_escopo'))
      .reduce((s, sample) => sample(s), d());
    for (const [, context] of CONTEXTS) {
      const query = build(state, context);
      const restored = filterStateFromQuery(query);
      expect(restored.unshown).toEqual([]);
      expect(build(restored.state, context)).toEqual(query);
    }
  });

  it('reads a query as the API stores it: names, codes and options the panel shows', () => {
    const stored = normalizeSearchQuery(
      {
        search: {
          where: {
            sg_uf: ['SP'],
            cd_municipio: [3550308],
            qt_funcionarios: { gte: 10 },
            ds_situacao_cnpj: ['ATIVA'],
          },
          match_either: { nm_razao_social: ['padaria'], nm_fantasia: ['padaria'] },
          exists: ['email'],
        },
      },
      { role: 'admin' },
    );
    if (!stored.ok) throw new Error('invalid');
    const { state, unshown } = filterStateFromQuery(stored.query);
    expect(unshown).toEqual([]);
    expect(state.term).toBe('PADARIA');
    expect(state.municipalities).toEqual([{ value: 3550308, label: '3550308' }]);
    expect(state.employees).toEqual([10, EMPLOYEE_SENTINEL]);
    expect(state.exclusive).toMatchObject({
      ativas: true,
      email: true,
      telefone: false,
      celular: false,
      nao_exportadas: false,
    });
    expect(state.order).toBe('qualidade');
  });
});

describe('filterStateFromQuery: what the screen cannot show', () => {
  const restore = (search: Record<string, unknown>) => filterStateFromQuery({ search });

  it.each([
    ['a field without a filter', { where: { cd_pais: [63] } }, 'where.cd_pais', 'país (código RFB)'],
    ['an option the panel lacks', { where: { sg_uf: ['SP', 'EX'] } }, 'where.sg_uf', 'UF'],
    ['an exclusion the panel lacks', { wherenot: { sg_uf: ['SP'] } }, 'wherenot.sg_uf', 'exclusão por UF'],
    [
      'a name field apart',
      { match: { nm_fantasia: 'padaria' } },
      'match.nm_fantasia',
      'busca em nome fantasia',
    ],
    [
      'a bound the range cannot hold',
      { where: { vl_capital_social: { gte: 1000 } } },
      'where.vl_capital_social',
      'capital social (R$)',
    ],
    ['a fixed phone alone', { exists: ['telefone'] }, 'contacts.contacts', 'contatos exigidos'],
    [
      'two orders',
      {
        sort_by: [
          { field: 'dt_abertura', order: 'asc' },
          { field: 'vl_capital_social', order: 'desc' },
        ],
      },
      'sort_by.sort_by',
      'ordenação',
    ],
    [
      'part of a natureza group',
      { where: { cd_natureza_juridica: [2062] } },
      'where.cd_natureza_juridica',
      'natureza jurídica',
    ],
  ])('%s', (_, search, part, label) => {
    const { unshown } = restore(search);
    expect(unshown.map((p) => `${p.clause}.${p.field}`)).toEqual([part]);
    expect(unshownText(unshown)).toBe(label);
  });

  it('keeps what it can show beside what it cannot', () => {
    const { state, unshown } = restore({
      where: { sg_uf: ['RJ'], cd_pais: [63] },
      wherenot: { sg_uf: ['SP'] },
    });
    expect(state.checkboxes.uf?.filterOptions.filter((o) => o.isSelected).map((o) => o.value)).toEqual([
      'RJ',
    ]);
    expect(unshownText(unshown)).toBe('país (código RFB) e exclusão por UF');
  });

  it('reads a one-sided bound at the field limit as the same range', () => {
    const { state, unshown } = restore({
      where: { vl_faturamento_empresa: { gte: 3 }, quality_data_score: { lte: 40 } },
    });
    expect(unshown).toEqual([]);
    expect(state.revenues).toEqual([2, 10]);
    expect(state.numericRanges.qualidade).toEqual({ value_start: 0, value_end: 40 });
  });
});
