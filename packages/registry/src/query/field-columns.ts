// How each catalogue field of `where`/`wherenot` reaches the establishments table. Typed against the
// catalogue so a field added to packages/contracts/src/search-fields.ts without a column fails to compile.
import type {
  BooleanFieldName,
  CodeListFieldName,
  DateRangeFieldName,
  IntegerListFieldName,
  NumberRangeFieldName,
  StringListFieldName,
} from '@prospecta/contracts/search-fields';

export const CODE_LIST_COLUMNS: Record<CodeListFieldName, string> = {
  sg_uf: 'uf',
  sg_regiao: 'regiao',
  ds_situacao_cnpj: 'situacao',
  cd_cnae_secao: 'cnae_secao',
  ds_porte: 'porte',
};

/** Integer codes; `null` means "answered by a posting table" (secondary CNAEs). */
export const INTEGER_LIST_COLUMNS: Record<IntegerListFieldName, string | null> = {
  cd_municipio: 'cd_municipio',
  cd_cnae_principal: 'cnae_principal',
  cd_natureza_juridica: 'natureza_juridica',
  cd_cnae_secundario: null,
};

export const STRING_LIST_COLUMNS: Record<StringListFieldName, string> = {
  nm_bairro: 'bairro',
  ds_logradouro: 'logradouro',
  nu_cep: 'cep',
};

export const NUMBER_RANGE_COLUMNS: Record<NumberRangeFieldName, string> = {
  vl_capital_social: 'capital_social',
  qt_filiais: 'qt_filiais',
  qt_funcionarios: 'qt_funcionarios',
  vl_faturamento: 'faixa_faturamento',
  qt_reclamacoes_procon: 'qt_reclamacoes_procon',
  qt_reclamacoes_site: 'qt_reclamacoes_site',
  pc_reclamacoes_resolvidas: 'pc_reclamacoes_resolvidas',
  nota_reclamacoes: 'nota_reclamacoes',
  quality_data_score: 'quality_data_score',
  qt_telefone_compartilhado: 'telefone_compartilhado',
  qt_email_compartilhado: 'email_compartilhado',
};

export const DATE_RANGE_COLUMNS: Record<DateRangeFieldName, string> = {
  dt_abertura: 'dt_abertura',
  dt_situacao_cadastral: 'dt_situacao',
  dt_opcao_simples: 'dt_opcao_simples',
  dt_exclusao_simples: 'dt_exclusao_simples',
};

export const BOOLEAN_COLUMNS: Record<BooleanFieldName, string> = {
  fl_simples: 'fl_simples',
  fl_mei: 'fl_mei',
  fl_matriz: 'fl_matriz',
};

export const PRESENCE_COLUMNS = {
  email: 'has_email',
  telefone: 'has_telefone',
  celular: 'has_celular',
  site: 'has_site',
} as const;

export const SORT_COLUMNS = {
  quality_data_score: 'quality_data_score',
  qt_funcionarios: 'qt_funcionarios',
  vl_faturamento: 'vl_faturamento',
  dt_abertura: 'dt_abertura',
  vl_capital_social: 'capital_social',
  // Relevance: matches in short names first (the term is a larger share of the name).
  relevance: 'length(razao_social)',
} as const;
