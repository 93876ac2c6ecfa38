// The inverse of the filter state → query mapping (query-rules-state.ts): the search screen's filters read
// back from a stored query, for a search that came without the screen's address (`special_filter.url`): one
// an API user created with `POST /v4/search/create`, for instance. Everything goes through the catalogue,
// as the forward mapping does. What the screen cannot show (a field it has no filter for, a bound it cannot
// hold, contacts it cannot combine) is found by building the query again from the state read and comparing
// (query-differences.ts): those parts come back in `unshown`, and the screen keeps the stored search's
// results instead of running the filters it shows.
import { formatCnpj } from './cnpj.ts';
import { allFilters, type CatalogueFilter } from './filter-catalogue.ts';
import {
  DECISION_MAKER_POSITIONS,
  EMPLOYEE_FIELDS,
  EMPLOYEE_SENTINEL,
  EMPLOYEE_SLIDER_MARKS,
  EXCLUSIVE_OPTION_IDS,
  REVENUE_FIELDS,
  REVENUE_SLIDER_MAX,
  SORT_OPTIONS,
} from './filter-catalogue-options.ts';
import { defaultFilterState, type FilterState, withCheckbox } from './filter-state.ts';
import { queryDifferences, type UnshownPart } from './query-differences.ts';
import { buildSearchQuery, normalizeSearchQuery, type QueryContext } from './query-rules.ts';
import { isObject, type RawObject } from './query-rules-clean.ts';
import { B2B_EXCLUDED_NATUREZAS } from './query-rules-state.ts';
import { searchField } from './search-fields.ts';
import type { SearchQuery } from './search-query.ts';

export type { UnshownPart } from './query-differences.ts';

/** The part named when the query cannot be read at all. */
const WHOLE: UnshownPart[] = [{ clause: 'search', field: 'search' }];

/** Read without role rules: the stored query already has the ones it was run with. */
const AS_STORED: QueryContext = { role: 'admin', isStaff: true };

export interface RestoredFilters {
  /** The filters the screen shows: everything of the query it can express. */
  state: FilterState;
  /** The parts of the query the state does not reproduce (empty: the state runs the same search). */
  unshown: UnshownPart[];
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/** Options whose code lists make up exactly `codes` (natureza groups, decision-maker positions); else null. */
function optionsOfCodes(
  options: readonly { value: string; codes?: readonly number[] }[],
  codes: number[],
): string[] | null {
  const at = (o: { codes?: readonly number[] }) => Math.min(...(o.codes ?? []).map((c) => codes.indexOf(c)));
  // In the order of the codes, as the options were picked.
  const picked = options
    .filter((o) => o.codes && o.codes.length > 0 && o.codes.every((c) => codes.includes(c)))
    .sort((a, b) => at(a) - at(b));
  return sameSet(
    picked.flatMap((o) => o.codes ?? []),
    codes,
  )
    ? picked.map((o) => o.value)
    : null;
}

function checkboxValues(filter: CatalogueFilter, value: unknown): string[] {
  if (filter.queryField.startsWith('fl_')) return typeof value === 'boolean' ? [String(value)] : [];
  if ((filter.options ?? []).some((o) => o.codes))
    return optionsOfCodes(filter.options ?? [], numbers(value)) ?? [];
  return strings(value);
}

/** A range `{ gte?, lte? }` with its missing bounds at the field's limits (null where there is none). */
function bounds(field: string, range: unknown, upper?: number): [number | null, number | null] {
  if (!isObject(range)) return [null, null];
  const def = searchField(field);
  const gte = typeof range.gte === 'number' ? range.gte : (def?.min ?? null);
  const lte = typeof range.lte === 'number' ? range.lte : (upper ?? def?.max ?? null);
  return [gte, lte];
}

function readWhere(state: FilterState, where: RawObject): FilterState {
  let s = state;
  for (const filter of allFilters()) {
    if (filter.kind !== 'checkbox' || filter.clause !== 'where' || where[filter.queryField] === undefined)
      continue;
    let values = checkboxValues(filter, where[filter.queryField]);
    if (filter.queryField === 'ds_situacao_cnpj' && values.includes('ATIVA')) {
      s = { ...s, exclusive: { ...s.exclusive, ativas: true } };
      values = values.filter((v) => v !== 'ATIVA');
    }
    if (values.length > 0) s = withCheckbox(s, filter.id, values);
  }
  const numericRanges: FilterState['numericRanges'] = {};
  for (const filter of allFilters()) {
    if (filter.kind !== 'numeric_range' || filter.id === 'funcionarios_intervalo') continue;
    const [gte, lte] = bounds(filter.queryField, where[filter.queryField]);
    if (gte !== null && lte !== null) numericRanges[filter.id] = { value_start: gte, value_end: lte };
  }
  const dateRanges: FilterState['dateRanges'] = {};
  for (const filter of allFilters()) {
    if (filter.kind !== 'date_range') continue;
    const choices = [filter.queryField, ...(filter.queryFieldChoices ?? []).map((c) => c.value)];
    const field = choices.find((c) => isObject(where[c]));
    const range = field ? (where[field] as RawObject) : null;
    if (field && range) {
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      dateRanges[filter.id] = { inDate: text(range.gte), toDate: text(range.lte), queryField: field };
    }
  }
  s = { ...s, numericRanges, dateRanges };

  const employeeLevel = (['cnpj', 'empresa'] as const).find((l) => where[EMPLOYEE_FIELDS[l]] !== undefined);
  if (employeeLevel) {
    const [gte, lte] = bounds(
      EMPLOYEE_FIELDS[employeeLevel],
      where[EMPLOYEE_FIELDS[employeeLevel]],
      EMPLOYEE_SENTINEL,
    );
    const marks = EMPLOYEE_SLIDER_MARKS.map((m) => m.value);
    s = { ...s, radios: { ...s.radios, employees: employeeLevel } };
    if (gte !== null && lte !== null && marks.includes(gte) && marks.includes(lte))
      s = { ...s, employees: [gte, lte] };
    else if (gte !== null && lte !== null)
      s = {
        ...s,
        numericRanges: { ...s.numericRanges, funcionarios_intervalo: { value_start: gte, value_end: lte } },
      };
  }
  const revenueLevel = (['empresa', 'cnpj'] as const).find((l) => where[REVENUE_FIELDS[l]] !== undefined);
  if (revenueLevel) {
    const [gte, lte] = bounds(REVENUE_FIELDS[revenueLevel], where[REVENUE_FIELDS[revenueLevel]]);
    s = { ...s, radios: { ...s.radios, revenues: revenueLevel } };
    const band = (n: number | null) => n !== null && Number.isInteger(n) && n >= 0 && n <= REVENUE_SLIDER_MAX;
    if (gte !== null && lte !== null && band(gte - 1) && band(lte)) s = { ...s, revenues: [gte - 1, lte] };
  }

  const cep = where.cep_distance;
  if (isObject(cep) && typeof cep.cep === 'string' && typeof cep.distance === 'number') {
    const zip = /^\d{8}$/.test(cep.cep) ? `${cep.cep.slice(0, 5)}-${cep.cep.slice(5)}` : cep.cep;
    s = { ...s, cepDistance: { zip, distance: cep.distance, location: '', cepInfo: null } };
  }
  // Labels are the codes until the screen names them (the code tables are the web's to load).
  const picked = (codes: number[]) => codes.map((value) => ({ value, label: String(value) }));
  if (where.cd_municipio !== undefined) s = { ...s, municipalities: picked(numbers(where.cd_municipio)) };
  const cnaeScope =
    where.cd_cnae_principal !== undefined
      ? 'principal'
      : where.cd_cnae_secundario !== undefined
        ? 'secundario'
        : null;
  if (cnaeScope) {
    const codes = numbers(cnaeScope === 'principal' ? where.cd_cnae_principal : where.cd_cnae_secundario);
    s = { ...s, cnaes: picked(codes), radios: { ...s.radios, cnae: cnaeScope } };
  }
  const single = (v: unknown) => (strings(v).length === 1 ? (strings(v)[0] ?? '') : '');
  s = {
    ...s,
    neighbourhoods: strings(where.nm_bairro),
    textInputs: {
      ...s.textInputs,
      street: single(where.ds_logradouro),
      postalCode: strings(where.nu_cep).join(', '),
      country: single(where.nm_pais),
      foreignMunicipality: single(where.nm_municipio_exterior),
    },
    cnpjInclude: strings(where.nu_cnpj),
  };
  if (where.cd_qualificacao_decisor !== undefined)
    s = {
      ...s,
      decisionMakerPositions:
        optionsOfCodes(DECISION_MAKER_POSITIONS, numbers(where.cd_qualificacao_decisor)) ?? [],
    };
  return s;
}

function readText(state: FilterState, match: RawObject, either: RawObject): FilterState {
  const names = strings(either.nm_razao_social);
  const fantasy = strings(either.nm_fantasia);
  // The search box writes its term first in both name fields (query-rules-state.ts).
  const term = names[0] !== undefined && names[0] === fantasy[0] ? names[0] : '';
  const matchEither: FilterState['matchEither'] = {};
  for (const [key, value] of Object.entries(either)) {
    const terms = strings(value);
    const rest = term && (key === 'nm_razao_social' || key === 'nm_fantasia') ? terms.slice(1) : terms;
    if (rest.length > 0) matchEither[key as keyof FilterState['matchEither']] = rest;
  }
  return {
    ...state,
    term,
    matchEither,
    companyNames: strings(match.nm_razao_social),
    textInputs: {
      ...state.textInputs,
      keywords: strings(match.nm_empresa).join(', '),
      partnerName: strings(match.nm_socio).length === 1 ? (strings(match.nm_socio)[0] ?? '') : '',
    },
  };
}

function readContacts(state: FilterState, search: SearchQuery['search'], eliminate: boolean): FilterState {
  const exists: string[] = search.exists ?? [];
  const hasAny: string[] = search.has_any ?? [];
  const phones = sameSet(hasAny, ['telefone', 'celular']);
  const exclusive = { ...state.exclusive, nao_exportadas: eliminate };
  exclusive.telefone = phones;
  exclusive.email = exists.includes('email') || (hasAny.length === 1 && hasAny[0] === 'email');
  exclusive.celular = exists.includes('celular');
  exclusive.site = exists.includes('site');
  exclusive.socios = exists.includes('fl_socios');
  exclusive.decisores = exists.includes('fl_decisores');
  return { ...state, exclusive };
}

function readSort(state: FilterState, search: SearchQuery['search']): FilterState {
  const chosen = (search.sort_by ?? []).filter((s) => s.field !== 'relevance');
  const [first] = chosen;
  if (!first || chosen.length > 1) return state;
  const employeeField = Object.values<string>(EMPLOYEE_FIELDS).includes(first.field);
  const option = SORT_OPTIONS.find((o) =>
    o.sort.every((s) =>
      employeeField
        ? s.field === 'qt_funcionarios' && s.order === first.order
        : s.field === first.field && s.order === first.order,
    ),
  );
  if (!option) return state;
  const radios =
    employeeField && first.field === EMPLOYEE_FIELDS.empresa
      ? { ...state.radios, employees: 'empresa' as const }
      : state.radios;
  return { ...state, order: option.value, radios };
}

/** The filter state of a stored query, and what of it the state cannot show. */
export function filterStateFromQuery(query: unknown): RestoredFilters {
  const normalized = normalizeSearchQuery(query, AS_STORED);
  if (!normalized.ok) return { state: defaultFilterState(), unshown: WHOLE };
  const q = normalized.query;
  const s = q.search;
  const off = Object.fromEntries(EXCLUSIVE_OPTION_IDS.map((id) => [id, false])) as FilterState['exclusive'];
  let state: FilterState = { ...defaultFilterState(), exclusive: off };
  const where: RawObject = { ...(s.where ?? {}) };
  state = readWhere(state, where);
  const wherenot: RawObject = { ...(s.wherenot ?? {}) };
  state = { ...state, cnpjExclude: strings(wherenot.nu_cnpj) };
  if (
    wherenot.fl_mei === true &&
    sameSet(numbers(wherenot.cd_natureza_juridica), [...B2B_EXCLUDED_NATUREZAS])
  )
    state = withCheckbox(state, 'perfil_clientes', ['b2b']);
  state = readText(state, s.match ?? {}, s.match_either ?? {});
  state = readContacts(state, s, q.eliminate_cnpjs_already_exported_in_account === true);
  state = readSort(state, s);
  // One CNPJ searched without contact options: the search box's CNPJ (a list forces them for most users).
  const [only] = state.cnpjInclude;
  if (
    state.cnpjInclude.length === 1 &&
    only &&
    !state.term &&
    !s.exists &&
    !s.has_any &&
    state.order !== 'ordem_lista'
  )
    state = { ...state, term: formatCnpj(only), cnpjInclude: [] };
  const rebuilt = buildSearchQuery(state, AS_STORED);
  const unshown = rebuilt.ok ? queryDifferences(q, rebuilt.query) : WHOLE;
  return { state, unshown };
}
