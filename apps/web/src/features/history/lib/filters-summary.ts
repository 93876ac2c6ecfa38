// A saved search's filters in a line for the history list, told by their values in the panel's order (place,
// activity, situation, size, dates, … options): "SP · São Paulo/SP · CNAE 5611-2/01 Restaurantes e similares ·
// Capital R$ 100 mil–1 mi · Abertura 01/12/2024–01/12/2026 · Com e-mail". The short text names up to three
// values a list and clips long names; the full one names everything (the row's title and its "Ver tudo").
import { type CatalogueFilter, FILTER_CATALOGUE } from '@prospecta/contracts/filter-catalogue';
import {
  DECISION_MAKER_POSITIONS,
  EMPLOYEE_SENTINEL,
  EXCLUSIVE_OPTION_DEFAULTS,
  type ExclusiveOptionId,
  REVENUE_SLIDER_MARKS,
  REVENUE_SLIDER_MAX,
} from '@prospecta/contracts/filter-catalogue-options';
import { type FilterState, type PickedCode, selectedValues } from '@prospecta/contracts/filter-state';
import { fromUrlParams } from '@prospecta/contracts/filter-state-url';
import { appliedFilterState, type QueryContext } from '@prospecta/contracts/query-rules';
import { resolveCustomerProfile } from '@prospecta/contracts/query-rules-state';
import { parseBound, splitList, toIsoDate } from '@prospecta/contracts/query-rules-values';
import { cnaeCodeText } from '@/features/search/lib/lookups';
import { formatBrlShort, formatCount, isoDateToBr } from '@/features/search/lib/search-format';

/**
 * Names of picked codes from the lookup tables, when they are loaded (features/search/lib/lookup-data.ts):
 * otherwise the label the filter state keeps with each code is used.
 */
export type CodeNames = {
  /** A CNAE's description ("Restaurantes e similares"). */
  cnae?: (code: number) => string | undefined;
  /** A municipality as the filter labels it ("São Paulo/SP"). */
  municipality?: (code: number) => string | undefined;
};

export type SearchSummary = {
  /** Up to three values a list, long names clipped: the row's line. */
  text: string;
  /** Every value, whole: the row's title and its expanded line. */
  full: string;
};

/** How each exclusive option reads when it differs from its default (on for ativas and não exportadas). */
const CHANGED_OPTION: Record<ExclusiveOptionId, string> = {
  ativas: 'inclui inativas',
  nao_exportadas: 'inclui já exportadas',
  email: 'com e-mail',
  telefone: 'com telefone',
  celular: 'com celular',
  site: 'com site',
  socios: 'com sócios',
  decisores: 'com decisores',
};

const LEVEL_WORDS = { empresa: 'por empresa', cnpj: 'por estabelecimento' } as const;

/** The words a filter's values are introduced by, shorter than its title ("Capital", not "Capital social (R$)"). */
const SHORT_TITLES: Record<string, string> = {
  bairro: 'Bairro',
  logradouro: 'Rua',
  cep: 'CEP',
  pais: 'País',
  municipio_exterior: 'Cidade no exterior',
  cnae_secao: 'Setor',
  palavras_chave: 'Palavras-chave',
  situacao: 'Situação',
  dt_situacao: 'Situação em',
  porte: 'Porte',
  natureza: 'Natureza',
  simples: 'Simples',
  mei: 'MEI',
  nome_socio: 'Sócio',
  cargos: 'Decisores',
  dt_abertura: 'Abertura',
  reclamacoes_procon: 'Reclamações no Procon',
  reclamacoes_site: 'Reclamações em sites',
  nota_reclamacoes: 'Nota de reclamações',
  qualidade: 'Qualidade',
  nomes_empresas: 'Empresas',
};
const shortTitle = (filter: CatalogueFilter) => SHORT_TITLES[filter.id] ?? filter.title;

/** Ranges that read better as a phrase than after a title ("10–50 filiais"). */
const RANGE_PHRASES: Record<string, (range: string) => string> = {
  filiais: (r) => `${r} filiais`,
  funcionarios_intervalo: (r) => `${r} funcionários`,
  telefone_compartilhado: (r) => `Telefone compartilhado por ${r} empresas`,
  email_compartilhado: (r) => `E-mail compartilhado por ${r} empresas`,
  reclamacoes_resolvidas: (r) => `Reclamações resolvidas ${r}%`,
};

/** The date field a date filter may be switched to names it ("Exclusão do Simples"). */
const DATE_FIELD_TITLES: Record<string, string> = {
  dt_opcao_simples: 'Opção pelo Simples',
  dt_exclusao_simples: 'Exclusão do Simples',
};

type Shown = { limit: number; clip: number };
const SHORT: Shown = { limit: 3, clip: 40 };
const FULL: Shown = { limit: Number.POSITIVE_INFINITY, clip: Number.POSITIVE_INFINITY };

/** "a, b, c e mais 2": up to `limit` values, then how many more. */
export function valueList(values: readonly string[], limit: number): string {
  const more = values.length - limit;
  return `${values.slice(0, limit).join(', ')}${more > 0 ? ` e mais ${more}` : ''}`;
}

/** A long name cut at a word before `max` characters, with "…". */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;.:-]+$/, '')}…`;
}

/** The description kept in a CNAE's label ("5611-2/01 — Restaurantes e similares"); null for a bare code. */
function keptCnaeDescription(cnae: PickedCode): string | null {
  const label = (
    cnae.label.includes(' — ') ? cnae.label.slice(cnae.label.indexOf(' — ') + 3) : cnae.label
  ).trim();
  return label === '' || label === String(cnae.value) || label === cnaeCodeText(cnae.value) ? null : label;
}

/** The label kept with a municipality ("São Paulo/SP"); null for a bare code. */
function keptMunicipalityName(municipality: PickedCode): string | null {
  const label = municipality.label.trim();
  return label === '' || label === String(municipality.value) ? null : label;
}

/**
 * Whether a state names a CNAE or a municipality by its code alone (a search read back from its query): only
 * the lookup table names it then.
 */
export function codesWithoutNames(state: FilterState): { cnaes: boolean; municipalities: boolean } {
  return {
    cnaes: state.cnaes.some((c) => keptCnaeDescription(c) === null),
    municipalities: state.municipalities.some((m) => keptMunicipalityName(m) === null),
  };
}

/** A CNAE's description: from the table, else from the label kept with it; null when only the code is known. */
export function cnaeDescription(cnae: PickedCode, names: CodeNames): string | null {
  return names.cnae?.(cnae.value) ?? keptCnaeDescription(cnae);
}

/** A municipality as "São Paulo/SP": from the table, else its kept label ("Município <código IBGE>" at worst). */
export function municipalityName(municipality: PickedCode, names: CodeNames): string {
  return (
    names.municipality?.(municipality.value) ??
    keptMunicipalityName(municipality) ??
    `Município ${municipality.value}`
  );
}

const optionLabels = (filter: CatalogueFilter, values: readonly string[]) =>
  values.map((v) => filter.options?.find((o) => o.value === v)?.label ?? v);

function numberText(value: number): string {
  return Number.isInteger(value)
    ? formatCount(value)
    : value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}

/** "10–50" ("10" when both ends are the same). */
function rangeText(start: string, end: string): string {
  return start === end ? start : `${start}–${end}`;
}

/** A typed date as dd/mm/aaaa (as typed when it is not a date). */
function dateText(value: string): string {
  const iso = toIsoDate(value);
  return iso ? isoDateToBr(iso) : value.trim();
}

function checkboxPart(filter: CatalogueFilter, state: FilterState, shown: Shown): string | null {
  const values = selectedValues(state, filter.id);
  if (values.length === 0 || filter.id === 'perfil_clientes') return null;
  // Yes/no options: both ticked is no filter.
  if (filter.options?.every((o) => o.value === 'true' || o.value === 'false')) {
    if (values.length !== 1) return null;
    const [label = ''] = optionLabels(filter, values);
    return filter.id === 'matriz' ? label : `${shortTitle(filter)}: ${label}`;
  }
  if (filter.id === 'uf') return valueList(values, shown.limit);
  // "Somente empresas ativas" adds ATIVA to the situações chosen.
  const chosen =
    filter.id === 'situacao' && state.exclusive.ativas && !values.includes('ATIVA')
      ? ['ATIVA', ...values]
      : values;
  const labels = optionLabels(filter, chosen).map((l) => clipText(l, shown.clip));
  return filter.id === 'regiao'
    ? valueList(labels, shown.limit)
    : `${shortTitle(filter)}: ${valueList(labels, shown.limit)}`;
}

function numericRangePart(filter: CatalogueFilter, state: FilterState): string | null {
  const range = state.numericRanges[filter.id];
  const [start, end] = [parseBound(range?.value_start), parseBound(range?.value_end)];
  // A range runs with both ends only (the search leaves a half-typed one out).
  if (start === null || end === null || Number.isNaN(start) || Number.isNaN(end)) return null;
  if (filter.id === 'capital_social') {
    const from = formatBrlShort(start);
    return `Capital ${start === end ? from : `${from}–${formatBrlShort(end).replace(/^R\$\s/, '')}`}`;
  }
  const text = rangeText(numberText(start), numberText(end));
  return RANGE_PHRASES[filter.id]?.(text) ?? `${shortTitle(filter)} ${text}`;
}

function datePart(filter: CatalogueFilter, state: FilterState): string | null {
  const date = state.dateRanges[filter.id];
  if (!date?.inDate.trim() || !date.toDate.trim()) return null;
  const title = DATE_FIELD_TITLES[date.queryField] ?? shortTitle(filter);
  return `${title} ${rangeText(dateText(date.inDate), dateText(date.toDate))}`;
}

function textPart(filter: CatalogueFilter, state: FilterState, shown: Shown): string | null {
  const t = state.textInputs;
  const quoted = (title: string, value: string) => (value.trim() ? `${title} “${value.trim()}”` : null);
  const listed = (title: string, values: string[]) =>
    values.length > 0 ? `${title}: ${valueList(values, shown.limit)}` : null;
  switch (filter.id) {
    case 'logradouro':
      return quoted(shortTitle(filter), t.street);
    case 'pais':
      return quoted(shortTitle(filter), t.country);
    case 'municipio_exterior':
      return quoted(shortTitle(filter), t.foreignMunicipality);
    case 'nome_socio':
      return quoted(shortTitle(filter), t.partnerName);
    case 'cep':
      return listed(shortTitle(filter), [...state.postalCodes, ...splitList(t.postalCode)]);
    case 'palavras_chave':
      return listed(shortTitle(filter), splitList(t.keywords));
    case 'nomes_empresas':
      return listed(shortTitle(filter), state.companyNames);
    default:
      return null;
  }
}

function employeesPart(state: FilterState): string | null {
  const [start, end] = state.employees;
  if (start === 0 && end === EMPLOYEE_SENTINEL) return null;
  const range =
    end >= EMPLOYEE_SENTINEL
      ? `${formatCount(start)} ou mais`
      : start === 0
        ? `até ${formatCount(end)}`
        : rangeText(formatCount(start), formatCount(end));
  return `${range} funcionários ${LEVEL_WORDS[state.radios.employees]}`;
}

function revenuePart(state: FilterState): string | null {
  const [start, end] = state.revenues;
  if (end === 0 || (start === 0 && end === REVENUE_SLIDER_MAX)) return null;
  const mark = (index: number) => REVENUE_SLIDER_MARKS[index]?.label ?? String(index);
  const range =
    start === 0
      ? `até R$ ${mark(end)}`
      : end === REVENUE_SLIDER_MAX
        ? `acima de R$ ${mark(start)}`
        : `R$ ${mark(start)}–${mark(end)}`;
  return `Faturamento ${range} ${LEVEL_WORDS[state.radios.revenues]}`;
}

function filterPart(
  filter: CatalogueFilter,
  state: FilterState,
  names: CodeNames,
  shown: Shown,
): string | null {
  switch (filter.kind) {
    case 'checkbox':
      return checkboxPart(filter, state, shown);
    case 'numeric_range':
      // The employee slider wins over the exact number when both are set (the search sends the slider).
      if (filter.id === 'funcionarios_intervalo' && employeesPart(state)) return null;
      return numericRangePart(filter, state);
    case 'date_range':
      return datePart(filter, state);
    case 'text':
      return textPart(filter, state, shown);
    case 'slider':
      return filter.id === 'faturamento' ? revenuePart(state) : employeesPart(state);
    case 'municipality_search':
      return state.municipalities.length > 0
        ? valueList(
            state.municipalities.map((m) => municipalityName(m, names)),
            shown.limit,
          )
        : null;
    case 'cnae_search': {
      if (state.cnaes.length === 0) return null;
      const secondary = state.radios.cnae === 'secundario';
      const title = state.cnaes.length === 1 ? 'CNAE' : 'CNAEs';
      const scope = secondary ? (state.cnaes.length === 1 ? ' secundário' : ' secundários') : '';
      const cnaes = state.cnaes.map((c) => {
        const description = cnaeDescription(c, names);
        return description
          ? `${cnaeCodeText(c.value)} ${clipText(description, shown.clip)}`
          : cnaeCodeText(c.value);
      });
      return `${title}${scope} ${valueList(cnaes, shown.limit)}`;
    }
    case 'bairros':
      return state.neighbourhoods.length > 0
        ? `${shortTitle(filter)}: ${valueList(state.neighbourhoods, shown.limit)}`
        : null;
    case 'decision_maker_positions': {
      const positions = state.decisionMakerPositions.map(
        (p) => DECISION_MAKER_POSITIONS.find((o) => o.value === p)?.label ?? p,
      );
      return positions.length > 0 ? `${shortTitle(filter)}: ${valueList(positions, shown.limit)}` : null;
    }
    case 'cep_distance': {
      const { zip, distance } = state.cepDistance;
      return zip.trim() && distance > 0 ? `Até ${numberText(distance)} km do CEP ${zip.trim()}` : null;
    }
    case 'cnpj_list': {
      const count = (filter.id === 'cnpjs_excluir' ? state.cnpjExclude : state.cnpjInclude).length;
      if (count === 0) return null;
      const cnpjs = `${formatCount(count)} ${count === 1 ? 'CNPJ' : 'CNPJs'}`;
      return filter.id === 'cnpjs_excluir' ? `Exclui ${cnpjs}` : `Somente ${cnpjs}`;
    }
    default:
      // Radios are said with what they set (the CNAE's scope, the level of employees and revenue); the
      // exclusive options together, last.
      return null;
  }
}

/** The exclusive options set apart from their defaults, and the B2B profile: "Inclui já exportadas, com e-mail". */
function optionsPart(state: FilterState): string | null {
  const options = (Object.keys(CHANGED_OPTION) as ExclusiveOptionId[])
    .filter((id) => state.exclusive[id] !== EXCLUSIVE_OPTION_DEFAULTS[id])
    .map((id) => CHANGED_OPTION[id]);
  if (resolveCustomerProfile(selectedValues(state, 'perfil_clientes')) === 'b2b') options.push('somente B2B');
  if (options.length === 0) return null;
  const text = options.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function parts(state: FilterState, names: CodeNames, shown: Shown): string[] {
  const out: string[] = [];
  if (state.term.trim()) out.push(`“${clipText(state.term.trim(), shown.clip)}”`);
  for (const group of FILTER_CATALOGUE) {
    for (const filter of group.filters) {
      const part = filterPart(filter, state, names, shown);
      if (part) out.push(part);
    }
  }
  const options = optionsPart(state);
  if (options) out.push(options);
  return out;
}

export const NO_FILTERS_SUMMARY = 'Sem filtros: as empresas ativas ainda não exportadas';

/** The filter state of a saved address as the search runs it for the user (see filtersSummary). */
export function appliedSavedState(url: string, context: QueryContext): FilterState {
  return appliedFilterState(fromUrlParams(new URLSearchParams(url)), context);
}

/**
 * The search as it runs for the user (`context`): the options the role rules force read as they apply, not
 * as the saved address says (an address kept `advanced={"ativas":false}` after "Limpar filtros" while the
 * search, for a user who cannot turn that option off, found active companies only).
 */
export function filtersSummary(url: string, context: QueryContext, names: CodeNames = {}): SearchSummary {
  const state = appliedSavedState(url, context);
  const short = parts(state, names, SHORT);
  if (short.length === 0) return { text: NO_FILTERS_SUMMARY, full: NO_FILTERS_SUMMARY };
  return { text: short.join(' · '), full: parts(state, names, FULL).join(' · ') };
}
