// The filter state in the URL and in browser storage (spec §4).
//
// URL: one search parameter per key of the spec's restore list. Values are JSON (plain text for
// `sort`, `eliminate_cnpjs_already_exported_in_account` and `selected_filtered_type`); parts equal to
// their defaults are left out, so a fresh search has an empty query string.
//   where       → checkboxes (as { filterId: [values] }), radios, ranges, dates, sliders, CEP distance
//                 (without cepInfo), text inputs, municipalities, CNAEs, bairros, CEPs, positions,
//                 CNPJs to include
//   wherenot    → CNPJs to exclude
//   exists      → the contact options on: ["email","telefone","site","socios","decisores"]
//   match       → term, company names
//   matchEither → extra match_either terms
//   sort        → order option id
//   advanced    → { ativas } (the active-only exclusive option)
//   eliminate_cnpjs_already_exported_in_account → "true" | "false" (exclusive "nao_exportadas")
//   selected_filtered_type → "E" or absent; written for the spec, recomputed on restore
// Restoring never fails: an unreadable or invalid part keeps its default.
//
// Storage: one entry per top-level state key (21 entries); restored only when at least 19 entries
// are present and every one parses (spec §4, MIN_STORED_FILTER_ENTRIES).
import { catalogueFilter } from './filter-catalogue.ts';
import type { ExclusiveOptionId } from './filter-catalogue-options.ts';
import {
  checkboxSelection,
  defaultFilterState,
  type FilterState,
  filterStateSchema,
  selectedFilteredType,
  selectedValues,
} from './filter-state.ts';

export const URL_PARAM_KEYS = [
  'where',
  'wherenot',
  'exists',
  'match',
  'matchEither',
  'sort',
  'advanced',
  'eliminate_cnpjs_already_exported_in_account',
  'selected_filtered_type',
] as const;
export type UrlParamKey = (typeof URL_PARAM_KEYS)[number];

export const MIN_STORED_FILTER_ENTRIES = 19;

const CONTACT_OPTIONS = [
  'email',
  'telefone',
  'celular',
  'site',
  'socios',
  'decisores',
] as const satisfies ExclusiveOptionId[];

const WHERE_KEYS = [
  'radios',
  'numericRanges',
  'dateRanges',
  'employees',
  'revenues',
  'textInputs',
  'municipalities',
  'cnaes',
  'neighbourhoods',
  'postalCodes',
  'decisionMakerPositions',
  'cnpjInclude',
] as const satisfies (keyof FilterState)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Keeps the entries of `part` that differ from `defaults`; undefined when none do. */
function changed(
  part: Record<string, unknown>,
  defaults: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const out = Object.fromEntries(Object.entries(part).filter(([k, v]) => !same(v, defaults[k])));
  return Object.keys(out).length > 0 ? out : undefined;
}

export function toUrlParams(state: FilterState): URLSearchParams {
  const d = defaultFilterState();
  const params = new URLSearchParams();
  const put = (key: UrlParamKey, value: unknown) => {
    if (value !== undefined) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  };
  const checkboxes = Object.fromEntries(
    Object.keys(state.checkboxes)
      .map((id) => [id, selectedValues(state, id)] as const)
      .filter(([, v]) => v.length > 0),
  );
  const { cepInfo: _omit, ...cep } = state.cepDistance;
  const whereParts: Record<string, unknown> = Object.fromEntries(WHERE_KEYS.map((k) => [k, state[k]]));
  const whereDefaults: Record<string, unknown> = Object.fromEntries(WHERE_KEYS.map((k) => [k, d[k]]));
  put(
    'where',
    changed(
      { ...whereParts, checkboxes, cepDistance: cep },
      { ...whereDefaults, checkboxes: {}, cepDistance: { distance: 0, zip: '', location: '' } },
    ),
  );
  put('wherenot', changed({ cnpjExclude: state.cnpjExclude }, { cnpjExclude: [] }));
  const contacts = CONTACT_OPTIONS.filter((id) => state.exclusive[id]);
  put('exists', contacts.length > 0 ? contacts : undefined);
  put(
    'match',
    changed({ term: state.term, companyNames: state.companyNames }, { term: '', companyNames: [] }),
  );
  put('matchEither', Object.keys(state.matchEither).length > 0 ? state.matchEither : undefined);
  put('sort', state.order !== d.order ? state.order : undefined);
  put('advanced', changed({ ativas: state.exclusive.ativas }, { ativas: d.exclusive.ativas }));
  const eliminate = state.exclusive.nao_exportadas;
  put(
    'eliminate_cnpjs_already_exported_in_account',
    eliminate !== d.exclusive.nao_exportadas ? String(eliminate) : undefined,
  );
  put('selected_filtered_type', selectedFilteredType(state) || undefined);
  return params;
}

function readJson(params: URLSearchParams, key: UrlParamKey): unknown {
  const raw = params.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rebuilds checkbox selections from `{ filterId: [values] }` through the catalogue. */
function checkboxesFrom(compact: unknown): FilterState['checkboxes'] {
  if (!isObject(compact)) return {};
  const out: FilterState['checkboxes'] = {};
  for (const [id, selected] of Object.entries(compact)) {
    const filter = catalogueFilter(id);
    if (filter?.kind !== 'checkbox' || !Array.isArray(selected)) continue;
    const selection = checkboxSelection(filter, selected.map(String));
    if (selection.filterOptions.some((o) => o.isSelected)) out[id] = selection;
  }
  return out;
}

/** Restores the state from URL parameters over `base` (defaults when not given). */
export function fromUrlParams(
  params: URLSearchParams,
  base: FilterState = defaultFilterState(),
): FilterState {
  let state = base;
  const merge = (part: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined) continue;
      const parsed = filterStateSchema.safeParse({ ...state, [key]: value });
      if (parsed.success) state = parsed.data;
    }
  };
  const where = readJson(params, 'where');
  if (isObject(where)) {
    const { checkboxes, cepDistance, ...rest } = where;
    merge(rest);
    state = { ...state, checkboxes: checkboxesFrom(checkboxes) };
    if (isObject(cepDistance)) merge({ cepDistance: { ...cepDistance, cepInfo: null } });
  }
  const wherenot = readJson(params, 'wherenot');
  if (isObject(wherenot)) merge({ cnpjExclude: wherenot.cnpjExclude });
  const match = readJson(params, 'match');
  if (isObject(match)) merge({ term: match.term, companyNames: match.companyNames });
  const matchEither = readJson(params, 'matchEither');
  if (matchEither !== undefined) merge({ matchEither });
  const sort = params.get('sort');
  if (sort) merge({ order: sort });
  const exclusive: Record<string, unknown> = { ...state.exclusive };
  const exists = readJson(params, 'exists');
  if (Array.isArray(exists)) for (const id of CONTACT_OPTIONS) exclusive[id] = exists.includes(id);
  const advanced = readJson(params, 'advanced');
  if (isObject(advanced) && typeof advanced.ativas === 'boolean') exclusive.ativas = advanced.ativas;
  const eliminate = params.get('eliminate_cnpjs_already_exported_in_account');
  if (eliminate === 'true' || eliminate === 'false') exclusive.nao_exportadas = eliminate === 'true';
  merge({ exclusive });
  return state;
}

/** One `[key, JSON]` entry per top-level state key, for a key-value store (Dexie "Filters" table). */
export function toStorageEntries(state: FilterState): [string, string][] {
  return Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)]);
}

/** The stored state, or null when fewer than 19 entries are stored or any entry is unreadable. */
export function fromStorageEntries(entries: Iterable<readonly [string, string]>): FilterState | null {
  const list = [...entries];
  if (list.length < MIN_STORED_FILTER_ENTRIES) return null;
  const raw: Record<string, unknown> = {};
  try {
    for (const [key, json] of list) raw[key] = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = filterStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
