// From the filter state to a raw DSL query: which filter writes which field (through the catalogue).
// The result is not yet clean nor checked: buildSearchQuery passes it through normalizeSearchQuery,
// so the web and the API apply exactly the same rules.
import { allFilters, type CatalogueFilter, type PendingQueryField } from './filter-catalogue.ts';
import {
  type CUSTOMER_PROFILES,
  DECISION_MAKER_POSITIONS,
  EMPLOYEE_FIELDS,
  NATUREZA_GROUPS,
  REVENUE_FIELDS,
  SORT_OPTIONS,
} from './filter-catalogue-options.ts';
import { employeeSliderSet, type FilterState, revenueSliderSet, selectedValues } from './filter-state.ts';
import type { RawObject } from './query-rules-clean.ts';
import { cepRadiusClause, dateRangeClause, numericRangeClause } from './query-rules-state-ranges.ts';
import { cnpjOfTerm, type QueryIssue, splitList, upperText } from './query-rules-values.ts';
import type { SortFieldName } from './search-fields.ts';

type CustomerProfile = (typeof CUSTOMER_PROFILES)[number]['value'];

/** Natureza jurídica codes of people and sole proprietors, left out by the B2B profile. */
export const B2B_EXCLUDED_NATUREZAS: readonly number[] = [
  2135, // Empresário (Individual)
  ...(NATUREZA_GROUPS.find((g) => g.value === '4')?.codes ?? []),
];

/**
 * "Perfil de clientes" (spec §5 leaves the rule open; decided here): only B2B restricts the search
 * (no MEI, empresário individual or pessoa física). "Nenhum" together with B2B or "Ambos" means the
 * selections contradict each other, so the broadest one wins and nothing is restricted — a
 * contradiction must never hide companies silently. "Ambos" alone restricts nothing either.
 */
export function resolveCustomerProfile(selected: readonly string[]): 'b2b' | null {
  const set = new Set(selected as CustomerProfile[]);
  if (set.has('nenhum') || set.has('ambos')) return null;
  return set.has('b2b') ? 'b2b' : null;
}

export interface StateQuery {
  raw: { search: RawObject } & RawObject;
  issues: QueryIssue[];
  /** Values of filters whose DSL field does not exist yet, as they would be sent. */
  pending: Partial<Record<PendingQueryField, unknown>>;
}

function booleanChoice(values: string[]): boolean | undefined {
  return values.length === 1 ? values[0] === 'true' : undefined;
}

function checkboxValue(filter: CatalogueFilter, values: string[]): unknown {
  if (filter.queryField.startsWith('fl_')) return booleanChoice(values);
  const options = filter.options ?? [];
  const codes = values.flatMap((v) => options.find((o) => o.value === v)?.codes ?? []);
  return codes.length > 0 ? [...new Set(codes)] : values;
}

export function stateToQuery(state: FilterState): StateQuery {
  const where: RawObject = {};
  const wherenot: RawObject = {};
  const match: RawObject = {};
  const matchEither: RawObject = { ...state.matchEither };
  const issues: QueryIssue[] = [];
  const pending: StateQuery['pending'] = {};
  const t = state.textInputs;

  for (const filter of allFilters()) {
    if (filter.kind !== 'checkbox' || filter.id === 'perfil_clientes') continue;
    const values = selectedValues(state, filter.id);
    if (values.length > 0) where[filter.queryField] = checkboxValue(filter, values);
  }
  if (resolveCustomerProfile(selectedValues(state, 'perfil_clientes')) === 'b2b') {
    wherenot.cd_natureza_juridica = B2B_EXCLUDED_NATUREZAS;
    wherenot.fl_mei = true;
  }
  for (const [id, range] of Object.entries(state.numericRanges)) {
    const filter = allFilters().find((f) => f.id === id && f.kind === 'numeric_range');
    const built = filter ? numericRangeClause(filter, range) : null;
    if (built && 'issue' in built) issues.push(built.issue);
    else if (filter && built) where[filter.queryField] = built.clause;
  }
  for (const [id, date] of Object.entries(state.dateRanges)) {
    const filter = allFilters().find((f) => f.id === id && f.kind === 'date_range');
    const built = filter ? dateRangeClause(filter, date) : null;
    if (built && 'issue' in built) issues.push(built.issue);
    else if (built) where[built.clause.field] = built.clause.range;
  }

  // Employees: the slider and the exact range write the same field, the company's total ("Por empresa")
  // or the establishment's ("Por estabelecimento"); only one is kept (spec §5).
  const employeeField = EMPLOYEE_FIELDS[state.radios.employees];
  if (where.qt_funcionarios && employeeField !== 'qt_funcionarios') {
    where[employeeField] = where.qt_funcionarios;
    delete where.qt_funcionarios;
  }
  if (employeeSliderSet(state)) {
    if (where[employeeField]) {
      issues.push({
        code: 'employee_filter_conflict',
        field: 'funcionarios_intervalo',
        message: 'Funcionários: vale o controle deslizante; o número exato foi ignorado',
      });
    }
    where[employeeField] = { gte: state.employees[0], lte: state.employees[1] };
  }
  // Revenue: mark indices → bands start+1..end; ignored when the end is 0 or the range is full.
  if (revenueSliderSet(state)) {
    const [r0, r1] = state.revenues;
    where[REVENUE_FIELDS[state.radios.revenues]] = { gte: r0 + 1, lte: r1 };
  }

  // A CEP still being typed is left out with why, as a bound being typed is: the other filters apply (a
  // query refused whole kept the previous results on screen under filters they no longer matched).
  const radius = cepRadiusClause(state.cepDistance);
  if (radius && 'issue' in radius) issues.push(radius.issue);
  else if (radius) where.cep_distance = radius.clause;
  if (state.municipalities.length > 0) where.cd_municipio = state.municipalities.map((m) => m.value);
  if (state.cnaes.length > 0) {
    where[state.radios.cnae === 'secundario' ? 'cd_cnae_secundario' : 'cd_cnae_principal'] = state.cnaes.map(
      (c) => c.value,
    );
  }
  where.nm_bairro = state.neighbourhoods;
  where.ds_logradouro = t.street.trim() ? [t.street] : [];
  where.nu_cep = [...state.postalCodes, ...splitList(t.postalCode)];
  where.nu_cnpj = state.cnpjInclude;
  wherenot.nu_cnpj = state.cnpjExclude;

  const termCnpj = cnpjOfTerm(state.term);
  if (termCnpj && 'cnpj' in termCnpj) {
    const included = Array.isArray(where.nu_cnpj) ? (where.nu_cnpj as string[]) : [];
    where.nu_cnpj = [...new Set([...included, termCnpj.cnpj])];
  } else if (termCnpj) {
    // A mistyped CNPJ finds nothing as a name either: the search runs without it and says why.
    issues.push(termCnpj.issue);
  } else if (state.term.trim()) {
    for (const field of ['nm_razao_social', 'nm_fantasia'] as const) {
      const previous = Array.isArray(matchEither[field]) ? (matchEither[field] as unknown[]) : [];
      matchEither[field] = [state.term, ...previous];
    }
  }
  match.nm_empresa = splitList(t.keywords);
  match.nm_razao_social = state.companyNames;
  match.nm_socio = t.partnerName;

  const ex = state.exclusive;
  if (ex.ativas) {
    const current = Array.isArray(where.ds_situacao_cnpj) ? (where.ds_situacao_cnpj as string[]) : [];
    where.ds_situacao_cnpj = [...new Set([...current, 'ATIVA'])];
  }
  // E-mail goes into has_any (spec §5). has_any ORs its kinds, so with the phone option on (fixed or
  // mobile: has_any) the e-mail moves to exists, keeping "e-mail AND a phone".
  const exists: string[] = [];
  const hasAny: string[] = [];
  if (ex.telefone) hasAny.push('telefone', 'celular');
  if (ex.email) (ex.telefone ? exists : hasAny).push('email');
  if (ex.celular) exists.push('celular');
  if (ex.site) exists.push('site');

  if (t.country.trim()) where.nm_pais = [upperText(t.country)];
  if (t.foreignMunicipality.trim()) where.nm_municipio_exterior = [upperText(t.foreignMunicipality)];
  if (state.decisionMakerPositions.length > 0) {
    where.cd_qualificacao_decisor = state.decisionMakerPositions.flatMap(
      (p) => DECISION_MAKER_POSITIONS.find((o) => o.value === p)?.codes ?? [],
    );
  }
  if (ex.socios) exists.push('fl_socios');
  if (ex.decisores) exists.push('fl_decisores');
  // Filters without a DSL field yet (none today): reported, never sent.
  for (const field of Object.keys(pending)) {
    const filter = allFilters().find((f) => f.queryField === field);
    issues.push({
      code: 'pending_filter',
      field: filter?.id ?? field,
      message: `O filtro "${filter?.title ?? field}" ainda não está disponível e não foi aplicado`,
    });
  }

  const order = SORT_OPTIONS.find((o) => o.value === state.order) ?? SORT_OPTIONS[0];
  // "Mais/Menos funcionários" count the way the employee filter does (its radio).
  const sortField = (field: SortFieldName) => (field === 'qt_funcionarios' ? employeeField : field);
  const raw = {
    search: {
      where,
      wherenot,
      match,
      match_either: matchEither,
      exists,
      has_any: hasAny,
      sort_by: order.sort.map((s) => ({ ...s, field: sortField(s.field) })),
    },
    eliminate_cnpjs_already_exported_in_account: ex.nao_exportadas,
  };
  return { raw, issues, pending };
}
