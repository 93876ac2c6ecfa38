// The search screen's filter state (spec core §3 "Search filter state"): what the user has chosen,
// in the shape the panel edits. buildSearchQuery (query-rules.ts) turns it into a DSL query;
// filter-state-url.ts writes it to the URL and to browser storage. Every key has a default, so any
// partial object (an old URL, a stored copy) parses into a complete state.
import { z } from 'zod';
import {
  type CatalogueFilter,
  catalogueFilter,
  FILTER_CATALOGUE,
  type FilterCatalogue,
  fifthGroupFilters,
  groupOfFilter,
} from './filter-catalogue.ts';
import {
  CNAE_SCOPES,
  DEFAULT_SORT_OPTION,
  EMPLOYEE_SENTINEL,
  EXCLUSIVE_OPTION_DEFAULTS,
  type ExclusiveOptionId,
  REVENUE_SLIDER_MAX,
  SIZE_LEVELS,
  SORT_OPTIONS,
  type SortOptionId,
} from './filter-catalogue-options.ts';
import { cepRadiusClause, dateRangeApplies, numericRangeApplies } from './query-rules-state-ranges.ts';
import { fieldsOfKind, type TextFieldName } from './search-fields.ts';

/** "Número exato de funcionários": the slider, when set, is applied in its place. */
const EXACT_EMPLOYEES_FILTER = 'funcionarios_intervalo';

const values = <T extends { value: string }>(list: readonly T[]) =>
  list.map((o) => o.value) as [T['value'], ...T['value'][]];

/** A range bound as typed: a number, a numeric text, or empty ('' / null). */
const boundSchema = z.union([z.number(), z.string(), z.null()]).default(null);
export const numericRangeSchema = z.object({ value_start: boundSchema, value_end: boundSchema });

/** Dates as typed: `YYYY-MM-DD` or `DD/MM/YYYY`; '' when empty. `queryField` is the DSL date field. */
export const dateFilterSchema = z.object({
  inDate: z.string().default(''),
  toDate: z.string().default(''),
  queryField: z.string(),
});

export const filterOptionSchema = z.object({ label: z.string(), value: z.string(), isSelected: z.boolean() });

/** A checkbox filter's selection, in the spec's shape: group, filter, DSL field and every option. */
export const checkboxSelectionSchema = z.object({
  groupTag: z.string(),
  groupTagFilter: z.string(),
  queryField: z.string(),
  /** True for the options of "Opções exclusivas" (cleared by "limpar tudo"). */
  special: z.boolean().default(false),
  filterOptions: z.array(filterOptionSchema),
});

/** A code picked from a search box, with the label to show it without another request. */
export const pickedCodeSchema = z.object({ value: z.number().int().positive(), label: z.string() });

/** "+500" is the employee sentinel 1000000 (spec §5). */
const employeeValue = z.preprocess(
  (v) => (v === '+500' ? EMPLOYEE_SENTINEL : v),
  z.number().int().min(0).max(EMPLOYEE_SENTINEL),
);
const revenueIndex = z.number().int().min(0).max(REVENUE_SLIDER_MAX);

export const cepDistanceSchema = z.object({
  /** Kilometres; 0 is "not set". */
  distance: z.number().min(0).default(0),
  zip: z.string().default(''),
  /** Where the CEP is, as the zip_distance answer described it ("Bela Vista, São Paulo - SP"). */
  location: z.string().default(''),
  /** The `cep_info` of the last zip_distance answer; never put in URLs (the server recomputes it). */
  cepInfo: z.unknown().default(null),
});

export const textInputsSchema = z.object({
  foreignMunicipality: z.string().default(''),
  country: z.string().default(''),
  street: z.string().default(''),
  postalCode: z.string().default(''),
  partnerName: z.string().default(''),
  /** Product or service keywords, comma-separated. */
  keywords: z.string().default(''),
});

const exclusiveShape = Object.fromEntries(
  Object.entries(EXCLUSIVE_OPTION_DEFAULTS).map(([id, on]) => [id, z.boolean().default(on)]),
) as { [K in ExclusiveOptionId]: z.ZodDefault<z.ZodBoolean> };

const textFieldNames = fieldsOfKind('text').map((f) => f.name) as [TextFieldName, ...TextFieldName[]];

export const filterStateSchema = z.object({
  version: z.literal(1).default(1),
  /** The free search text (company name or CNPJ fragment); sent upper-cased as a multi-match. */
  term: z.string().default(''),
  cnpjInclude: z.array(z.string()).default([]),
  cnpjExclude: z.array(z.string()).default([]),
  /** Keyed by catalogue filter id (kind checkbox). */
  checkboxes: z.record(z.string(), checkboxSelectionSchema).default({}),
  radios: z
    .object({
      cnae: z.enum(values(CNAE_SCOPES)).default('principal'),
      employees: z.enum(values(SIZE_LEVELS)).default('cnpj'),
      revenues: z.enum(values(SIZE_LEVELS)).default('empresa'),
    })
    .prefault({}),
  /** Keyed by catalogue filter id (kind numeric_range). */
  numericRanges: z.record(z.string(), numericRangeSchema).default({}),
  /** Keyed by catalogue filter id (kind date_range). */
  dateRanges: z.record(z.string(), dateFilterSchema).default({}),
  /** Employee slider [start, end], values 0…1000000 (1000000 shown as "+500"). */
  employees: z.tuple([employeeValue, employeeValue]).default([0, EMPLOYEE_SENTINEL]),
  /** Revenue slider [start, end], mark indices 0…10 (see REVENUE_SLIDER_MARKS). */
  revenues: z.tuple([revenueIndex, revenueIndex]).default([0, REVENUE_SLIDER_MAX]),
  cepDistance: cepDistanceSchema.prefault({}),
  textInputs: textInputsSchema.prefault({}),
  /** Option values of DECISION_MAKER_POSITIONS. */
  decisionMakerPositions: z.array(z.string()).default([]),
  neighbourhoods: z.array(z.string()).default([]),
  postalCodes: z.array(z.string()).default([]),
  /** Company names picked from suggestions (razão social). */
  companyNames: z.array(z.string()).default([]),
  municipalities: z.array(pickedCodeSchema).default([]),
  cnaes: z.array(pickedCodeSchema).default([]),
  order: z.enum(values(SORT_OPTIONS)).default(DEFAULT_SORT_OPTION),
  exclusive: z.object(exclusiveShape).prefault({}),
  /** Extra `match_either` terms carried by a stored query (look-alike, history); ORed with the rest. */
  matchEither: z.partialRecord(z.enum(textFieldNames), z.array(z.string())).default({}),
});

export type FilterState = z.output<typeof filterStateSchema>;
export type FilterStateInput = z.input<typeof filterStateSchema>;
export type NumericRange = z.output<typeof numericRangeSchema>;
export type DateFilter = z.output<typeof dateFilterSchema>;
export type CheckboxSelection = z.output<typeof checkboxSelectionSchema>;
export type PickedCode = z.output<typeof pickedCodeSchema>;
export type CepDistance = z.output<typeof cepDistanceSchema>;
export type { ExclusiveOptionId, SortOptionId };

export function defaultFilterState(): FilterState {
  return filterStateSchema.parse({});
}

/**
 * "Limpar filtros" (spec §4): every filter back to empty and no term; the exclusive options go back to their
 * defaults (spec §5: active companies and companies not yet exported on, the contact options off), not all
 * off — clearing turned "Somente empresas ainda não exportadas" off and every search after it offered the
 * companies the account had already exported.
 */
export function clearAllFilters(): FilterState {
  return defaultFilterState();
}

/** Distance reset (spec §4): clears the CEP, its location and the distance. */
export function resetDistance(state: FilterState): FilterState {
  return { ...state, cepDistance: { distance: 0, zip: '', location: '', cepInfo: null } };
}

/** The label of an employee slider value: 1000000 is "+500" (spec §4). */
export function employeeLabel(value: number): string {
  return value >= EMPLOYEE_SENTINEL ? '+500' : String(value);
}

/** A checkbox selection in the spec's shape, built from the catalogue (unknown values are dropped). */
export function checkboxSelection(filter: CatalogueFilter, selected: readonly string[]): CheckboxSelection {
  const group = groupOfFilter(filter.id);
  return {
    groupTag: group?.id ?? '',
    groupTagFilter: filter.id,
    queryField: filter.queryField,
    special: group?.id === 'opcoes_exclusivas',
    filterOptions: (filter.options ?? []).map((o) => ({
      label: o.label,
      value: o.value,
      isSelected: selected.includes(o.value),
    })),
  };
}

/** Returns a new state with exactly `selected` checked in checkbox filter `filterId`. */
export function withCheckbox(state: FilterState, filterId: string, selected: readonly string[]): FilterState {
  const filter = catalogueFilter(filterId);
  if (filter?.kind !== 'checkbox') throw new Error(`not a checkbox filter: ${filterId}`);
  const checkboxes = { ...state.checkboxes };
  if (selected.length === 0) delete checkboxes[filterId];
  else checkboxes[filterId] = checkboxSelection(filter, selected);
  return { ...state, checkboxes };
}

/** Selected option values of a checkbox filter. */
export function selectedValues(state: FilterState, filterId: string): string[] {
  return (state.checkboxes[filterId]?.filterOptions ?? []).filter((o) => o.isSelected).map((o) => o.value);
}

/** The employee slider moved off its whole range (0 to "+500", spec §5: not selected). */
export function employeeSliderSet(state: FilterState): boolean {
  const [start, end] = state.employees;
  return !(start === 0 && end === EMPLOYEE_SENTINEL);
}

/** The revenue slider restricts: not its whole range, and not ending at 0 (ignored, spec §5). */
export function revenueSliderSet(state: FilterState): boolean {
  const [start, end] = state.revenues;
  return end !== 0 && !(start === 0 && end === REVENUE_SLIDER_MAX);
}

/**
 * How many choices the search applies in each filter: checked options, picked items, and 1 for each range,
 * date, slider, text, CNPJ list or exclusive option it applies. A range, a period or a CEP radius counts only
 * when the query writes it (query-rules-state-ranges.ts: both bounds, in order, within the field's limits; a
 * CEP it can read): "De 100.000" alone is not applied, so not counted. Keyed by catalogue filter id.
 */
export function filterSelectionCounts(state: FilterState): Record<string, number> {
  const t = state.textInputs;
  const text = (v: string) => (v.trim() ? 1 : 0);
  const radius = cepRadiusClause(state.cepDistance);
  const counts: Record<string, number> = {
    municipio: state.municipalities.length,
    bairro: state.neighbourhoods.length,
    cep: state.postalCodes.length + text(t.postalCode),
    logradouro: text(t.street),
    pais: text(t.country),
    municipio_exterior: text(t.foreignMunicipality),
    cep_distancia: radius && 'clause' in radius ? 1 : 0,
    cnae: state.cnaes.length,
    palavras_chave: text(t.keywords),
    nome_socio: text(t.partnerName),
    cargos: state.decisionMakerPositions.length,
    funcionarios: employeeSliderSet(state) ? 1 : 0,
    faturamento: revenueSliderSet(state) ? 1 : 0,
    // A pasted CNPJ list is one choice, however long (100 similar companies are not 100 filters).
    cnpjs_incluir: state.cnpjInclude.length > 0 ? 1 : 0,
    cnpjs_excluir: state.cnpjExclude.length > 0 ? 1 : 0,
    nomes_empresas: state.companyNames.length,
  };
  for (const [id, sel] of Object.entries(state.checkboxes)) {
    counts[id] = sel.filterOptions.filter((o) => o.isSelected).length;
  }
  for (const [id, r] of Object.entries(state.numericRanges)) {
    const filter = catalogueFilter(id);
    counts[id] = filter?.kind === 'numeric_range' && numericRangeApplies(filter, r) ? 1 : 0;
  }
  // The slider wins over the exact number of employees (spec §5): the exact one is then not applied.
  if (counts.funcionarios) counts[EXACT_EMPLOYEES_FILTER] = 0;
  for (const [id, d] of Object.entries(state.dateRanges)) {
    const filter = catalogueFilter(id);
    counts[id] = filter?.kind === 'date_range' && dateRangeApplies(filter, d) ? 1 : 0;
  }
  for (const [id, on] of Object.entries(state.exclusive)) counts[id] = on ? 1 : 0;
  return counts;
}

/** Per-group selection counters (spec §3), keyed by group id. Derived, never stored. */
export function countSelections(
  state: FilterState,
  catalogue: FilterCatalogue = FILTER_CATALOGUE,
): Record<string, number> {
  const counts = filterSelectionCounts(state);
  return Object.fromEntries(
    catalogue.map((g) => [g.id, g.filters.reduce((sum, f) => sum + (counts[f.id] ?? 0), 0)]),
  );
}

/**
 * spec §4: "E" when at least one option is selected in each of the first two filters of the fifth
 * filter group (FIFTH_GROUP_INDEX), otherwise ''.
 */
export function selectedFilteredType(
  state: FilterState,
  catalogue: FilterCatalogue = FILTER_CATALOGUE,
): 'E' | '' {
  const [first, second] = fifthGroupFilters(catalogue);
  const counts = filterSelectionCounts(state);
  return (counts[first.id] ?? 0) > 0 && (counts[second.id] ?? 0) > 0 ? 'E' : '';
}
