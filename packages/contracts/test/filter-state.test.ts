import { describe, expect, it } from 'vitest';
import {
  clearAllFilters,
  countSelections,
  defaultFilterState,
  employeeLabel,
  type FilterState,
  filterSelectionCounts,
  filterStateSchema,
  resetDistance,
  selectedFilteredType,
  selectedValues,
  withCheckbox,
} from '../src/filter-state.ts';
import {
  fromStorageEntries,
  fromUrlParams,
  MIN_STORED_FILTER_ENTRIES,
  toStorageEntries,
  toUrlParams,
} from '../src/filter-state-url.ts';
import { buildSearchQuery } from '../src/query-rules.ts';

const busy = (): FilterState => {
  let s = defaultFilterState();
  s = withCheckbox(s, 'uf', ['SP', 'MG']);
  s = withCheckbox(s, 'simples', ['true']);
  s = withCheckbox(s, 'perfil_clientes', ['b2b']);
  return {
    ...s,
    term: 'Padaria Pão de Açúcar',
    cnpjInclude: ['11.222.333/0001-81'],
    cnpjExclude: ['19131243000197'],
    radios: { cnae: 'secundario', employees: 'empresa', revenues: 'cnpj' },
    numericRanges: { capital_social: { value_start: '1.000,50', value_end: 5000 } },
    dateRanges: {
      dt_simples: { inDate: '01/01/2020', toDate: '2021-12-31', queryField: 'dt_exclusao_simples' },
    },
    employees: [10, 1_000_000],
    revenues: [2, 7],
    cepDistance: { distance: 15, zip: '01310-100', location: 'Bela Vista, São Paulo - SP', cepInfo: null },
    textInputs: { ...s.textInputs, street: 'Avenida Paulista', partnerName: 'Maria', keywords: 'pão, bolo' },
    decisionMakerPositions: ['diretor'],
    neighbourhoods: ['Bela Vista'],
    postalCodes: ['01310100'],
    companyNames: ['PADARIA REAL LTDA'],
    municipalities: [{ value: 3550308, label: 'São Paulo - SP' }],
    cnaes: [{ value: 1091102, label: 'Fabricação de produtos de padaria' }],
    order: 'mais_funcionarios',
    exclusive: { ...s.exclusive, ativas: false, nao_exportadas: false, email: true, site: true },
    matchEither: { nm_fantasia: ['PADOCA'] },
  };
};

describe('filter state', () => {
  it('parses {} into the defaults of spec §5 and §9', () => {
    const s = defaultFilterState();
    expect(s.exclusive).toEqual({
      ativas: true,
      nao_exportadas: true,
      email: false,
      telefone: false,
      celular: false,
      site: false,
      socios: false,
      decisores: false,
    });
    expect(s.employees).toEqual([0, 1_000_000]);
    expect(s.revenues).toEqual([0, 10]);
    expect(s.order).toBe('qualidade');
  });

  it('reads "+500" in the employee slider as 1000000 and shows 1000000 as +500', () => {
    expect(filterStateSchema.parse({ employees: [5, '+500'] }).employees).toEqual([5, 1_000_000]);
    expect(employeeLabel(1_000_000)).toBe('+500');
    expect(employeeLabel(50)).toBe('50');
  });

  it('clears every filter and the term, and puts the exclusive options back to their defaults', () => {
    const cleared = clearAllFilters();
    // spec §5: active companies and companies not yet exported on, the contact options off.
    expect(cleared.exclusive).toEqual({
      ativas: true,
      nao_exportadas: true,
      email: false,
      telefone: false,
      celular: false,
      site: false,
      socios: false,
      decisores: false,
    });
    expect(cleared.term).toBe('');
    expect(cleared.checkboxes).toEqual({});
    expect(cleared).toEqual(defaultFilterState());
    // Nothing of the exclusive options goes to the address: its defaults are left out.
    expect(toUrlParams(cleared).toString()).toBe('');
  });

  it('resets the distance: CEP, location and distance', () => {
    const s = resetDistance(busy());
    expect(s.cepDistance).toEqual({ distance: 0, zip: '', location: '', cepInfo: null });
    expect(s.term).toBe(busy().term);
  });

  it('stores checkbox selections in the spec shape', () => {
    const s = withCheckbox(defaultFilterState(), 'uf', ['SP']);
    expect(s.checkboxes.uf).toMatchObject({
      groupTag: 'localizacao',
      groupTagFilter: 'uf',
      queryField: 'sg_uf',
      special: false,
    });
    expect(s.checkboxes.uf?.filterOptions).toHaveLength(27);
    expect(selectedValues(s, 'uf')).toEqual(['SP']);
    expect(withCheckbox(s, 'uf', []).checkboxes.uf).toBeUndefined();
    expect(() => withCheckbox(s, 'ativas', ['x'])).toThrow('not a checkbox filter');
  });

  it('counts selections per group', () => {
    const counts = countSelections(busy());
    expect(counts.localizacao).toBe(2 + 1 + 1 + 1 + 1 + 1); // 2 UFs, município, bairro, rua, CEP, distância
    expect(counts.regime_tributario).toBe(2); // Simples + date
    expect(counts.funcionarios).toBe(1);
    expect(counts.opcoes_exclusivas).toBe(3); // e-mail, site, perfil B2B
    expect(countSelections(defaultFilterState()).localizacao).toBe(0);
  });

  it('counts a range, a period or a CEP radius only when the query applies it', () => {
    const s = defaultFilterState();
    const capital = (value_start: string | number | null, value_end: string | number | null) =>
      filterSelectionCounts({ ...s, numericRanges: { capital_social: { value_start, value_end } } })
        .capital_social;
    expect(capital(100_000, null)).toBe(0); // "De 100.000" alone: "Preencha os dois valores para aplicar"
    expect(capital(null, '5000')).toBe(0);
    expect(capital(500, 100)).toBe(0); // inverted
    expect(capital('abc', 100)).toBe(0);
    expect(capital('1.000,50', 5000)).toBe(1);
    const quality = { ...s, numericRanges: { qualidade: { value_start: 90, value_end: 150 } } };
    expect(filterSelectionCounts(quality).qualidade).toBe(0); // outside 0–100
    // The exact number of employees is not applied when the slider is set (the slider wins).
    const exact = { ...s, numericRanges: { funcionarios_intervalo: { value_start: 5, value_end: 9 } } };
    expect(filterSelectionCounts(exact).funcionarios_intervalo).toBe(1);
    const both = filterSelectionCounts({ ...exact, employees: [10, 50] });
    expect([both.funcionarios, both.funcionarios_intervalo]).toEqual([1, 0]);
    const opened = (inDate: string, toDate: string) =>
      filterSelectionCounts({
        ...s,
        dateRanges: { dt_abertura: { inDate, toDate, queryField: 'dt_abertura' } },
      }).dt_abertura;
    expect(opened('2020-01-01', '')).toBe(0);
    expect(opened('2021-01-01', '2020-01-01')).toBe(0);
    expect(opened('31/02/2020', '2020-12-31')).toBe(0);
    expect(opened('01/01/2020', '2020-12-31')).toBe(1);
    const radius = (zip: string, distance: number) =>
      countSelections({ ...s, cepDistance: { zip, distance, location: '', cepInfo: null } }).localizacao;
    expect(radius('0131', 5)).toBe(0); // still being typed
    expect(radius('01310-100', 0)).toBe(0);
    expect(radius('01310-100', 5)).toBe(1);
    // Each count matches what the query writes.
    const built = buildSearchQuery(
      { ...s, numericRanges: { capital_social: { value_start: 100_000, value_end: null } } },
      { role: 'admin' },
    );
    expect(built.ok && built.query.search.where?.vl_capital_social).toBeFalsy();
  });

  it('counts a CNPJ list as one choice, however long', () => {
    const cnpjs = Array.from({ length: 100 }, (_, i) => `${String(i).padStart(8, '0')}000100`);
    expect(countSelections({ ...defaultFilterState(), cnpjInclude: cnpjs }).avancados).toBe(1);
    const both = { ...defaultFilterState(), cnpjInclude: cnpjs, cnpjExclude: cnpjs.slice(0, 3) };
    expect(countSelections(both).avancados).toBe(2);
  });

  it('computes selected_filtered_type from the first two filters of the fifth group', () => {
    const s = withCheckbox(defaultFilterState(), 'simples', ['true']);
    expect(selectedFilteredType(s)).toBe('');
    expect(selectedFilteredType(withCheckbox(s, 'mei', ['false']))).toBe('E');
    expect(selectedFilteredType(withCheckbox(defaultFilterState(), 'mei', ['true']))).toBe('');
  });
});

describe('URL parameters (spec §4 restore list)', () => {
  const roundTrip = (s: FilterState) => fromUrlParams(new URLSearchParams(toUrlParams(s).toString()));

  it('leaves the query string empty for the default state', () => {
    expect(toUrlParams(defaultFilterState()).toString()).toBe('');
  });

  it('round-trips a busy state (cepInfo is never put in the URL)', () => {
    const s = { ...busy(), cepDistance: { ...busy().cepDistance, cepInfo: { lat: -23.56 } } };
    expect(roundTrip(s)).toEqual({ ...s, cepDistance: { ...s.cepDistance, cepInfo: null } });
  });

  it('round-trips cleared exclusive options and each single change', () => {
    expect(roundTrip(clearAllFilters())).toEqual(clearAllFilters());
    expect(roundTrip({ ...defaultFilterState(), order: 'mais_novas' })).toEqual({
      ...defaultFilterState(),
      order: 'mais_novas',
    });
  });

  it('uses only the keys of the restore list', () => {
    const keys = [
      ...toUrlParams(withCheckbox(withCheckbox(busy(), 'mei', ['true']), 'simples', ['true'])).keys(),
    ];
    expect(keys.sort()).toEqual(
      [
        'where',
        'wherenot',
        'exists',
        'match',
        'matchEither',
        'sort',
        'advanced',
        'eliminate_cnpjs_already_exported_in_account',
        'selected_filtered_type',
      ].sort(),
    );
  });

  it('keeps defaults for unreadable or invalid parts, and drops unknown filters and values', () => {
    const params = new URLSearchParams({
      where: JSON.stringify({ checkboxes: { uf: ['SP', 'XX'], nope: ['1'] }, employees: [5, 'muitos'] }),
      match: '{not json',
      sort: 'pior_primeiro',
      eliminate_cnpjs_already_exported_in_account: 'talvez',
    });
    const s = fromUrlParams(params);
    expect(selectedValues(s, 'uf')).toEqual(['SP']);
    expect(Object.keys(s.checkboxes)).toEqual(['uf']);
    expect(s.employees).toEqual([0, 1_000_000]);
    expect(s.term).toBe('');
    expect(s.order).toBe('qualidade');
    expect(s.exclusive.nao_exportadas).toBe(true);
  });
});

describe('browser storage (spec §4: restored only with at least 19 entries)', () => {
  it('writes one entry per state key and restores them', () => {
    const entries = toStorageEntries(busy());
    expect(entries.length).toBeGreaterThanOrEqual(MIN_STORED_FILTER_ENTRIES);
    expect(fromStorageEntries(entries)).toEqual(busy());
  });

  it('restores nothing from 18 entries, unreadable JSON or an invalid value', () => {
    const entries = toStorageEntries(busy());
    expect(fromStorageEntries(entries.slice(0, 18))).toBeNull();
    expect(fromStorageEntries(entries.slice(0, 19))).not.toBeNull();
    expect(fromStorageEntries(entries.map(([k, v]) => [k, k === 'term' ? '{' : v]))).toBeNull();
    expect(fromStorageEntries(entries.map(([k, v]) => [k, k === 'order' ? '"pior"' : v]))).toBeNull();
  });
});
