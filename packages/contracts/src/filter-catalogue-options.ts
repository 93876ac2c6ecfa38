// Option lists of the filter catalogue (filter-catalogue.ts) that are not plain registry code lists:
// natureza jurídica groups, slider marks, decision-maker positions, sort and exclusive options.
// Code lists the registry stores (UFs, regiões, situações, portes, CNAE sections) come from
// search-codes.ts so the panel, the DSL and the facets share one spelling.
import type { SortFieldName } from './search-fields.ts';

export interface CatalogueOption {
  value: string;
  label: string;
  /** Codes an option expands to in the query (natureza jurídica groups → their 4-digit codes). */
  codes?: readonly number[];
}

/** RFB natureza jurídica codes by group (first digit of the code), from the RFB code table. */
export const NATUREZA_GROUPS: readonly CatalogueOption[] = [
  {
    value: '1',
    label: 'Administração pública',
    codes: [
      1015, 1023, 1031, 1040, 1058, 1066, 1074, 1082, 1104, 1112, 1120, 1139, 1147, 1155, 1163, 1171, 1180,
      1198, 1210, 1228, 1236, 1244, 1252, 1260, 1279, 1287, 1295, 1309, 1317, 1325, 1333, 1341,
    ],
  },
  {
    value: '2',
    label: 'Entidades empresariais',
    codes: [
      2011, 2038, 2046, 2054, 2062, 2070, 2089, 2097, 2127, 2135, 2143, 2151, 2160, 2178, 2194, 2216, 2224,
      2232, 2240, 2259, 2267, 2275, 2283, 2291, 2305, 2313, 2321, 2330, 2348, 2356,
    ],
  },
  {
    value: '3',
    label: 'Entidades sem fins lucrativos',
    codes: [
      3034, 3069, 3077, 3085, 3107, 3115, 3131, 3204, 3212, 3220, 3239, 3247, 3255, 3263, 3271, 3280, 3298,
      3301, 3310, 3328, 3999,
    ],
  },
  { value: '4', label: 'Pessoas físicas', codes: [4014, 4022, 4081, 4090, 4111, 4120] },
  {
    value: '5',
    label: 'Organizações internacionais e outras instituições extraterritoriais',
    codes: [5010, 5029, 5037],
  },
];

/** Employee slider marks (spec §3); the last mark, "+500", is the sentinel 1000000 (spec §9). */
export const EMPLOYEE_SENTINEL = 1_000_000;
export const EMPLOYEE_SLIDER_MARKS: readonly { value: number; label: string }[] = [
  { value: 0, label: '0' },
  { value: 1, label: '1' },
  { value: 5, label: '5' },
  { value: 10, label: '10' },
  { value: 50, label: '50' },
  { value: 100, label: '100' },
  { value: 500, label: '500' },
  { value: EMPLOYEE_SENTINEL, label: '+500' },
];

/**
 * Revenue slider marks (spec §3). The slider holds mark indices 0..10; the band between mark i-1 and
 * mark i is revenue band i (1..10, DSL field vl_faturamento), band 10 being "above R$ 500 million".
 */
export const REVENUE_SLIDER_MARKS: readonly { index: number; amount: number | null; label: string }[] = [
  { index: 0, amount: 0, label: '0' },
  { index: 1, amount: 80_000, label: '80 mil' },
  { index: 2, amount: 360_000, label: '360 mil' },
  { index: 3, amount: 1_000_000, label: '1 mi' },
  { index: 4, amount: 5_000_000, label: '5 mi' },
  { index: 5, amount: 10_000_000, label: '10 mi' },
  { index: 6, amount: 30_000_000, label: '30 mi' },
  { index: 7, amount: 100_000_000, label: '100 mi' },
  { index: 8, amount: 300_000_000, label: '300 mi' },
  { index: 9, amount: 500_000_000, label: '500 mi' },
  { index: 10, amount: null, label: '+500 mi' },
];
export const REVENUE_SLIDER_MAX = 10;

/**
 * Decision-maker positions, from the RFB qualificações of partners and representatives (the same
 * positions packages/registry derives in its decision-maker list).
 */
export const DECISION_MAKER_POSITIONS: readonly CatalogueOption[] = [
  { value: 'socio_administrador', label: 'Sócio-administrador', codes: [49] },
  { value: 'titular', label: 'Titular', codes: [65] },
  { value: 'empresario', label: 'Empresário', codes: [50] },
  { value: 'presidente', label: 'Presidente', codes: [16] },
  { value: 'administrador', label: 'Administrador', codes: [5] },
  { value: 'diretor', label: 'Diretor', codes: [10] },
  { value: 'socio_gerente', label: 'Sócio-gerente', codes: [28] },
  { value: 'fundador', label: 'Fundador', codes: [54] },
  { value: 'conselheiro', label: 'Conselheiro de administração', codes: [8] },
  { value: 'socio', label: 'Sócio', codes: [22, 47] },
  { value: 'procurador', label: 'Procurador', codes: [17] },
  { value: 'gerente_delegado', label: 'Gerente-delegado', codes: [36] },
];

/** Words of the RFB qualificações that stay capitalised mid-label: a country, the names of an office. */
const PROPER_WORDS = new Set(['Brasil', 'Estado', 'Relações', 'Exteriores']);

/**
 * An RFB qualificação in the form of the positions above (sentence case): "Sócio-Administrador" →
 * "Sócio-administrador", "Conselheiro de Administração" → "Conselheiro de administração", "Sócio Pessoa Física
 * Residente no Brasil" → "Sócio pessoa física residente no Brasil". The code table writes every word capitalised,
 * the positions do not: a partner's qualificação and a decision maker's position read alike with it.
 */
export function qualificationLabel(description: string): string {
  return description
    .trim()
    .split(/\s+/)
    .map((word, i) => {
      if (i > 0 && PROPER_WORDS.has(word)) return word;
      const lower = word.toLocaleLowerCase('pt-BR');
      return i === 0 ? lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1) : lower;
    })
    .join(' ');
}

/** Radio choices (spec §3 "radio options for cnae, employees, revenues"). */
export const CNAE_SCOPES = [
  { value: 'principal', label: 'CNAE principal' },
  { value: 'secundario', label: 'CNAE secundário' },
] as const satisfies readonly CatalogueOption[];
/**
 * Company level (all its CNPJs: `qt_funcionarios_empresa`, `vl_faturamento_empresa`) or establishment level
 * (`qt_funcionarios`, `vl_faturamento`): which field the employee and revenue filters write (query-rules-state.ts).
 */
export const SIZE_LEVELS = [
  { value: 'empresa', label: 'Por empresa' },
  { value: 'cnpj', label: 'Por estabelecimento' },
] as const satisfies readonly CatalogueOption[];

/** The DSL fields the employee and revenue filters write, by their level (a SIZE_LEVELS value). */
export const EMPLOYEE_FIELDS = { empresa: 'qt_funcionarios_empresa', cnpj: 'qt_funcionarios' } as const;
export const REVENUE_FIELDS = { empresa: 'vl_faturamento_empresa', cnpj: 'vl_faturamento' } as const;
/** Whether a DSL field counts employees (either level): its "+500" (EMPLOYEE_SENTINEL) has no upper bound. */
export const isEmployeeField = (name: string) => Object.values<string>(EMPLOYEE_FIELDS).includes(name);
export const isRevenueField = (name: string) => Object.values<string>(REVENUE_FIELDS).includes(name);

/** Yes/no options of boolean fields: one selected filters, both selected is the same as none. */
export const YES_NO: readonly CatalogueOption[] = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];
export const MATRIZ_FILIAL: readonly CatalogueOption[] = [
  { value: 'true', label: 'Matriz' },
  { value: 'false', label: 'Filial' },
];

/** "Perfil de clientes" of the exclusive options; see EXCLUSIVE_OPTIONS and resolveCustomerProfile. */
export const CUSTOMER_PROFILES: readonly CatalogueOption[] = [
  { value: 'nenhum', label: 'Nenhum' },
  { value: 'b2b', label: 'B2B (somente empresas)' },
  { value: 'ambos', label: 'Ambos (Empresas e pessoa física)' },
];

/**
 * Order options of the results (spec §5): revenue per company sorts by the company's total, per CNPJ by the
 * establishment's; the employee orders follow the employee filter's level (query-rules-state.ts).
 */
export const SORT_OPTIONS = [
  {
    value: 'qualidade',
    label: 'Melhores dados primeiro',
    sort: [{ field: 'quality_data_score', order: 'desc' }],
  },
  {
    value: 'mais_funcionarios',
    label: 'Mais funcionários',
    sort: [{ field: 'qt_funcionarios', order: 'desc' }],
  },
  {
    value: 'menos_funcionarios',
    label: 'Menos funcionários',
    sort: [{ field: 'qt_funcionarios', order: 'asc' }],
  },
  {
    value: 'maior_faturamento_empresa',
    label: 'Maior faturamento por empresa',
    sort: [{ field: 'vl_faturamento_empresa', order: 'desc' }],
  },
  {
    value: 'menor_faturamento_empresa',
    label: 'Menor faturamento por empresa',
    sort: [{ field: 'vl_faturamento_empresa', order: 'asc' }],
  },
  {
    value: 'maior_faturamento_cnpj',
    label: 'Maior faturamento por CNPJ',
    sort: [{ field: 'vl_faturamento', order: 'desc' }],
  },
  {
    value: 'menor_faturamento_cnpj',
    label: 'Menor faturamento por CNPJ',
    sort: [{ field: 'vl_faturamento', order: 'asc' }],
  },
  { value: 'mais_antigas', label: 'Empresas mais antigas', sort: [{ field: 'dt_abertura', order: 'asc' }] },
  { value: 'mais_novas', label: 'Empresas mais novas', sort: [{ field: 'dt_abertura', order: 'desc' }] },
  // Ours: a search of a CNPJ list in the list's order (the similar companies most similar first); offered
  // only with a list (LIST_ORDER_OPTION), the default order otherwise.
  {
    value: 'ordem_lista',
    label: 'Ordem da lista de CNPJs',
    sort: [{ field: 'nu_cnpj_ordem', order: 'asc' }],
  },
] as const satisfies readonly {
  value: string;
  label: string;
  sort: readonly { field: SortFieldName; order: 'asc' | 'desc' }[];
}[];
export type SortOptionId = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT_OPTION: SortOptionId = 'qualidade';
/** The order option that needs a CNPJ list ("Buscar somente estes CNPJs"). */
export const LIST_ORDER_OPTION: SortOptionId = 'ordem_lista';

/** The on/off options of "Opções exclusivas" with their defaults (spec §5). */
export const EXCLUSIVE_OPTION_DEFAULTS = {
  ativas: true,
  nao_exportadas: true,
  email: false,
  telefone: false,
  celular: false,
  site: false,
  socios: false,
  decisores: false,
} as const;
export type ExclusiveOptionId = keyof typeof EXCLUSIVE_OPTION_DEFAULTS;
export const EXCLUSIVE_OPTION_IDS = Object.keys(EXCLUSIVE_OPTION_DEFAULTS) as ExclusiveOptionId[];
