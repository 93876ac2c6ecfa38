// The search filter catalogue: the one list of fields a search query may use. The zod schema of the
// query DSL (search-query.ts), the registry's SQL compiler (its whitelist), the filter panel and the
// export headers all read it. Codes are the ones stored in the registry (RFB / IBGE codes).
import { SEARCH_CODE_LISTS } from './search-codes.ts';

/**
 * - code_list: one of a closed list of options (`where` ORs the chosen values)
 * - integer_list: numeric codes from a big table (IBGE município, CNAE, natureza jurídica)
 * - string_list: exact values after normalisation (upper case, no accents): bairro, CEP, logradouro,
 *   country name, city abroad
 * - cnpj_list: CNPJs in any format (validated; include in `where`, exclude in `wherenot`)
 * - number_range / date_range: `{ gte?, lte? }`
 * - boolean: `true` or `false`
 * - text: word matching in `match` / `match_either`
 * - presence: contact kinds for `exists` / `has_any`, plus partners (`fl_socios`: any partner) and
 *   decision makers (`fl_decisores`: a person partner, a representative or an enriched contact)
 * - geo: `cep_distance: { cep, distance }` (km)
 */
export type SearchFieldKind =
  | 'code_list'
  | 'integer_list'
  | 'string_list'
  | 'cnpj_list'
  | 'number_range'
  | 'date_range'
  | 'boolean'
  | 'text'
  | 'presence'
  | 'geo';

export interface SearchFieldOption {
  value: string;
  label: string;
  /** The code stored in the registry. */
  code: number;
}

export interface SearchFieldDefinition {
  name: string;
  kind: SearchFieldKind;
  /** pt-BR label for the filter panel and export headers. */
  label: string;
  options?: readonly SearchFieldOption[];
  /** integer_list: number of digits of a code (zeros on the left are allowed). */
  digits?: number;
  /** number_range: smallest and largest allowed bound. */
  min?: number;
  max?: number;
  /** number_range: whether bounds must be whole numbers. */
  integer?: boolean;
}

const { ufs, regioes, situacoes, portes, cnaeSecoes } = SEARCH_CODE_LISTS;

export const SEARCH_FIELDS = [
  { name: 'sg_uf', kind: 'code_list', label: 'UF', options: ufs },
  { name: 'sg_regiao', kind: 'code_list', label: 'Região', options: regioes },
  { name: 'cd_municipio', kind: 'integer_list', label: 'Município (código IBGE)', digits: 7 },
  { name: 'nm_bairro', kind: 'string_list', label: 'Bairro' },
  { name: 'ds_logradouro', kind: 'string_list', label: 'Logradouro' },
  { name: 'nu_cep', kind: 'string_list', label: 'CEP' },
  { name: 'cd_pais', kind: 'integer_list', label: 'País (código RFB)', digits: 3 },
  { name: 'nm_pais', kind: 'string_list', label: 'País' },
  { name: 'nm_municipio_exterior', kind: 'string_list', label: 'Cidade no exterior' },
  { name: 'ds_situacao_cnpj', kind: 'code_list', label: 'Situação cadastral', options: situacoes },
  { name: 'cd_cnae_principal', kind: 'integer_list', label: 'CNAE principal', digits: 7 },
  { name: 'cd_cnae_secundario', kind: 'integer_list', label: 'CNAE secundário', digits: 7 },
  { name: 'cd_cnae_secao', kind: 'code_list', label: 'Seção CNAE', options: cnaeSecoes },
  { name: 'cd_natureza_juridica', kind: 'integer_list', label: 'Natureza jurídica', digits: 4 },
  { name: 'ds_porte', kind: 'code_list', label: 'Porte', options: portes },
  { name: 'dt_abertura', kind: 'date_range', label: 'Data de abertura' },
  { name: 'dt_situacao_cadastral', kind: 'date_range', label: 'Data da situação cadastral' },
  { name: 'dt_opcao_simples', kind: 'date_range', label: 'Data de opção pelo Simples' },
  { name: 'dt_exclusao_simples', kind: 'date_range', label: 'Data de exclusão do Simples' },
  { name: 'vl_capital_social', kind: 'number_range', label: 'Capital social (R$)', min: 0 },
  { name: 'qt_filiais', kind: 'number_range', label: 'Número de filiais', min: 0, integer: true },
  { name: 'qt_funcionarios', kind: 'number_range', label: 'Funcionários', min: 0, integer: true },
  {
    name: 'vl_faturamento',
    kind: 'number_range',
    label: 'Faixa de faturamento (1 a 10)',
    min: 1,
    max: 10,
    integer: true,
  },
  // The whole company's figures (the sums over the CNPJ root's establishments): "Por empresa".
  {
    name: 'qt_funcionarios_empresa',
    kind: 'number_range',
    label: 'Funcionários da empresa',
    min: 0,
    integer: true,
  },
  {
    name: 'vl_faturamento_empresa',
    kind: 'number_range',
    label: 'Faixa de faturamento da empresa (1 a 10)',
    min: 1,
    max: 10,
    integer: true,
  },
  {
    name: 'qt_reclamacoes_procon',
    kind: 'number_range',
    label: 'Reclamações no Procon',
    min: 0,
    integer: true,
  },
  {
    name: 'qt_reclamacoes_site',
    kind: 'number_range',
    label: 'Reclamações em sites de reclamação',
    min: 0,
    integer: true,
  },
  {
    name: 'pc_reclamacoes_resolvidas',
    kind: 'number_range',
    label: 'Reclamações resolvidas (%)',
    min: 0,
    max: 100,
  },
  { name: 'nota_reclamacoes', kind: 'number_range', label: 'Nota final (reclamações)', min: 0, max: 10 },
  {
    name: 'quality_data_score',
    kind: 'number_range',
    label: 'Qualidade dos dados',
    min: 0,
    max: 100,
    integer: true,
  },
  {
    name: 'qt_telefone_compartilhado',
    kind: 'number_range',
    label: 'Empresas que compartilham o telefone',
    min: 0,
    integer: true,
  },
  {
    name: 'qt_email_compartilhado',
    kind: 'number_range',
    label: 'Empresas que compartilham o e-mail',
    min: 0,
    integer: true,
  },
  { name: 'fl_simples', kind: 'boolean', label: 'Optante pelo Simples' },
  { name: 'fl_mei', kind: 'boolean', label: 'MEI' },
  { name: 'fl_matriz', kind: 'boolean', label: 'Matriz' },
  { name: 'nu_cnpj', kind: 'cnpj_list', label: 'CNPJ' },
  { name: 'cep_distance', kind: 'geo', label: 'Distância do CEP (km)' },
  { name: 'nm_razao_social', kind: 'text', label: 'Razão social' },
  { name: 'nm_fantasia', kind: 'text', label: 'Nome fantasia' },
  { name: 'nm_empresa', kind: 'text', label: 'Razão social ou nome fantasia' },
  { name: 'nm_socio', kind: 'text', label: 'Nome do sócio' },
  {
    name: 'cd_qualificacao_decisor',
    kind: 'integer_list',
    label: 'Cargo do decisor (código de qualificação)',
    digits: 2,
  },
  { name: 'email', kind: 'presence', label: 'E-mail' },
  { name: 'telefone', kind: 'presence', label: 'Telefone fixo' },
  { name: 'celular', kind: 'presence', label: 'Celular' },
  { name: 'site', kind: 'presence', label: 'Site' },
  { name: 'fl_socios', kind: 'presence', label: 'Sócios ou administrador' },
  { name: 'fl_decisores', kind: 'presence', label: 'Decisores' },
] as const satisfies readonly SearchFieldDefinition[];

export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchFieldName = SearchField['name'];
type FieldsOfKind<K extends SearchFieldKind> = Extract<SearchField, { kind: K }>['name'];

export type CodeListFieldName = FieldsOfKind<'code_list'>;
export type IntegerListFieldName = FieldsOfKind<'integer_list'>;
export type StringListFieldName = FieldsOfKind<'string_list'>;
export type NumberRangeFieldName = FieldsOfKind<'number_range'>;
export type DateRangeFieldName = FieldsOfKind<'date_range'>;
export type BooleanFieldName = FieldsOfKind<'boolean'>;
export type TextFieldName = FieldsOfKind<'text'>;
export type PresenceFieldName = FieldsOfKind<'presence'>;

export function fieldsOfKind<K extends SearchFieldKind>(kind: K): Extract<SearchField, { kind: K }>[] {
  return SEARCH_FIELDS.filter((f): f is Extract<SearchField, { kind: K }> => f.kind === kind);
}

const BY_NAME = new Map<string, SearchFieldDefinition>(SEARCH_FIELDS.map((f) => [f.name, f]));

export function searchField(name: string): SearchFieldDefinition | undefined {
  return BY_NAME.get(name);
}

/**
 * Sort keys accepted by `sort_by` (relevance only makes sense with a text match, the list's order with a
 * `nu_cnpj` list in `where`: the order its CNPJs were given in, e.g. most similar first).
 */
export const SORT_FIELDS = [
  { name: 'quality_data_score', label: 'Qualidade dos dados' },
  { name: 'qt_funcionarios', label: 'Funcionários' },
  { name: 'vl_faturamento', label: 'Faturamento' },
  { name: 'qt_funcionarios_empresa', label: 'Funcionários da empresa' },
  { name: 'vl_faturamento_empresa', label: 'Faturamento da empresa' },
  { name: 'dt_abertura', label: 'Data de abertura' },
  { name: 'vl_capital_social', label: 'Capital social' },
  { name: 'relevance', label: 'Relevância' },
  { name: 'nu_cnpj_ordem', label: 'Ordem da lista de CNPJs' },
] as const;
export type SortFieldName = (typeof SORT_FIELDS)[number]['name'];

/** Facets every search answers, and extra ones `aggregation_type` may ask for. */
export const FACETS = [
  'uf',
  'regiao',
  'cnae_secao',
  'porte',
  'faixa_funcionarios',
  'faixa_faturamento',
  'faixa_idade',
  'situacao',
] as const;
export const EXTRA_AGGREGATIONS = ['municipio', 'cnae_principal', 'natureza_juridica'] as const;
export type FacetName = (typeof FACETS)[number];
export type ExtraAggregationName = (typeof EXTRA_AGGREGATIONS)[number];

export const MAX_RETURN_SIZE = 1000;
export const DEFAULT_RETURN_SIZE = 10;
export const MAX_OFFSET = 10_000;
export const MAX_CEP_DISTANCE_KM = 500;
