// The filter catalogue: the one description of every filter of the search screen (spec core §3) —
// its group, kind, pt-BR title, search tags, options and the DSL field it writes. The filter panel
// renders it, the query-building rules (query-rules.ts) read it, the API serves it as the spec's
// per-environment JSON file, and RESULT_COLUMNS gives the table and export headers.
//
// Every `queryField` is a field of the search DSL (search-fields.ts) — a test holds it — except the
// filters marked `pending`: the DSL has no field for them yet (see PENDING_QUERY_FIELDS), so the panel
// may show them but buildSearchQuery sends nothing for them.

import { FILTER_GROUPS } from './filter-catalogue-groups.ts';
import type { CatalogueOption } from './filter-catalogue-options.ts';
import type { SearchFieldName } from './search-fields.ts';

export type { CatalogueOption } from './filter-catalogue-options.ts';

/**
 * - checkbox: options, several may be selected (values ORed); boolean fields use 'true'/'false'
 * - radio: one of the options (a setting of another filter, e.g. which CNAE field the CNAE search uses)
 * - numeric_range / date_range: `value_start`/`value_end`, `inDate`/`toDate` in the filter state
 * - slider: employees (values 0…1000000) or revenue (mark indices 0…10)
 * - text: one free text input; cnpj_list: CNPJs pasted one per line (include or exclude)
 * - municipality_search / cnae_search: codes picked from a search box (IBGE / CNAE codes)
 * - bairros: neighbourhood names; decision_maker_positions: positions; cep_distance: CEP + km
 * - exclusive: one on/off option of the "Opções exclusivas" group
 */
export type FilterKind =
  | 'checkbox'
  | 'radio'
  | 'numeric_range'
  | 'date_range'
  | 'slider'
  | 'text'
  | 'cnpj_list'
  | 'municipality_search'
  | 'cnae_search'
  | 'bairros'
  | 'decision_maker_positions'
  | 'cep_distance'
  | 'exclusive';

/** Where a filter's values go in the DSL query. */
export type QueryClause = 'where' | 'wherenot' | 'match' | 'match_either' | 'exists' | 'has_any' | 'query';

/** Fields the spec needs that the DSL (search-fields.ts) does not have yet; their filters are `pending`. None today. */
export const PENDING_QUERY_FIELDS: readonly string[] = [];
export type PendingQueryField = never;

export interface CatalogueFilter {
  /** Stable id: the key of this filter in the filter state and in URLs. */
  id: string;
  kind: FilterKind;
  title: string;
  /** Synonyms for the catalogue search box (lower case, pt-BR). */
  tags: readonly string[];
  queryField: SearchFieldName | PendingQueryField;
  clause: QueryClause;
  options?: readonly CatalogueOption[];
  /** date_range: the date fields the user may choose from (the state's `queryField`). */
  queryFieldChoices?: readonly { value: SearchFieldName; label: string }[];
  /** True when the DSL has no field for it yet: shown "Em breve", never sent. */
  pending?: true;
  /** Shown under the title. */
  description?: string;
}

export interface CatalogueGroup {
  id: string;
  label: string;
  tags: readonly string[];
  filters: readonly CatalogueFilter[];
}

export type FilterCatalogue = readonly CatalogueGroup[];

export const FILTER_CATALOGUE: FilterCatalogue = FILTER_GROUPS;

/**
 * "The fifth filter group" of spec §4 (1-based): `selected_filtered_type` is "E" when at least one
 * option is selected in each of its first two filters. Here it is "Regime tributário" (Simples, MEI):
 * "E" tells that both regime filters are combined.
 */
export const FIFTH_GROUP_INDEX = 4;
export const FIFTH_GROUP_ID = 'regime_tributario';

export function fifthGroupFilters(
  catalogue: FilterCatalogue = FILTER_CATALOGUE,
): [CatalogueFilter, CatalogueFilter] {
  const group = catalogue[FIFTH_GROUP_INDEX];
  const [first, second] = group?.filters ?? [];
  if (!first || !second) throw new Error('the fifth filter group needs at least two filters');
  return [first, second];
}

const FILTERS = new Map<string, { group: CatalogueGroup; filter: CatalogueFilter }>(
  FILTER_CATALOGUE.flatMap((group) => group.filters.map((filter) => [filter.id, { group, filter }] as const)),
);

export function catalogueFilter(id: string): CatalogueFilter | undefined {
  return FILTERS.get(id)?.filter;
}

export function groupOfFilter(id: string): CatalogueGroup | undefined {
  return FILTERS.get(id)?.group;
}

export function allFilters(catalogue: FilterCatalogue = FILTER_CATALOGUE): CatalogueFilter[] {
  return catalogue.flatMap((g) => [...g.filters]);
}

/** Lower case, accents stripped, spaces collapsed: how the catalogue search compares text. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The catalogue search box (spec §5): every word of `text` must begin a word, case- and accent-insensitively,
 * of the group's label or tags, or of a filter's title, tags or option labels. A group that matches
 * keeps all its filters; otherwise only its matching filters are kept; groups left empty are dropped.
 * Blank text returns the catalogue unchanged.
 */
export function searchCatalogue(catalogue: FilterCatalogue, text: string): CatalogueGroup[] {
  const words = foldText(text).split(' ').filter(Boolean);
  if (words.length === 0) return [...catalogue];
  // Each word must begin a word of the text ("cidade" finds Cidade, not Eletricidade; "porte" not Transporte).
  const matches = (haystack: string) => {
    const starts = haystack.split(/[^\p{L}\p{N}]+/u);
    return words.every((w) => starts.some((start) => start.startsWith(w)));
  };
  const groupText = (g: CatalogueGroup) => foldText([g.label, ...g.tags].join(' '));
  const filterText = (f: CatalogueFilter) =>
    foldText([f.title, ...f.tags, ...(f.options ?? []).map((o) => o.label)].join(' '));
  const result: CatalogueGroup[] = [];
  for (const group of catalogue) {
    const gText = groupText(group);
    if (matches(gText)) {
      result.push(group);
      continue;
    }
    // A word may hit the group and another the filter ("localização bairro").
    const filters = group.filters.filter((f) => matches(`${gText} ${filterText(f)}`));
    if (filters.length > 0) result.push({ ...group, filters });
  }
  return result;
}

/** Columns of the results table and of CSV/Excel exports, in order, with their pt-BR headers. */
export const RESULT_COLUMNS = [
  { key: 'cnpj', header: 'CNPJ' },
  { key: 'razao_social', header: 'Razão social' },
  { key: 'nome_fantasia', header: 'Nome fantasia' },
  { key: 'situacao', header: 'Situação cadastral' },
  { key: 'fl_matriz', header: 'Matriz/filial' },
  { key: 'municipio', header: 'Município' },
  { key: 'uf', header: 'UF' },
  { key: 'cnae_principal', header: 'CNAE principal' },
  { key: 'porte', header: 'Porte' },
  { key: 'dt_abertura', header: 'Data de abertura' },
  { key: 'capital_social', header: 'Capital social (R$)' },
  { key: 'qt_funcionarios', header: 'Funcionários' },
  { key: 'vl_faturamento', header: 'Faturamento estimado (R$)' },
  { key: 'telefones', header: 'Telefones' },
  { key: 'email', header: 'E-mail' },
  { key: 'site', header: 'Site' },
  { key: 'quality_data_score', header: 'Qualidade dos dados' },
] as const;
