// How each catalogue field of `where`/`wherenot` reaches the establishments table. Typed against the
// catalogue so a field added to packages/contracts/src/search-fields.ts without a column fails to compile.
import type {
  BooleanFieldName,
  CodeListFieldName,
  DateRangeFieldName,
  IntegerListFieldName,
  NumberRangeFieldName,
  PresenceFieldName,
  StringListFieldName,
} from '@prospecta/contracts/search-fields';

export const CODE_LIST_COLUMNS: Record<CodeListFieldName, string> = {
  sg_uf: 'uf',
  sg_regiao: 'regiao',
  ds_situacao_cnpj: 'situacao',
  cd_cnae_secao: 'cnae_secao',
  ds_porte: 'porte',
};

/** Integer codes; `null` means "answered by another table" (related-conditions.ts). */
export const INTEGER_LIST_COLUMNS: Record<IntegerListFieldName, string | null> = {
  cd_municipio: 'cd_municipio',
  cd_cnae_principal: 'cnae_principal',
  cd_natureza_juridica: 'natureza_juridica',
  cd_pais: 'cd_pais',
  cd_cnae_secundario: null,
  cd_qualificacao_decisor: null,
};

/** The SQL twin of normalizeLabelText (search-values.ts): no accents, upper case, single spaces. */
export const labelTextSql = (column: string) =>
  `trim(regexp_replace(upper(strip_accents(${column})), '\\s+', ' ', 'g'))`;

/**
 * Column or expression compared with the normalised values, or several of them (a value matching any one);
 * `null`: another table (related-conditions.ts). A street is written as its name alone ("PAULISTA") or
 * with its type ("AVENIDA PAULISTA"): the registry keeps the type in tipo_logradouro.
 */
export const STRING_LIST_COLUMNS: Record<StringListFieldName, string | readonly string[] | null> = {
  nm_bairro: 'bairro',
  ds_logradouro: ['logradouro', "concat_ws(' ', tipo_logradouro, logradouro)"],
  nu_cep: 'cep',
  nm_municipio_exterior: labelTextSql('nm_cidade_exterior'),
  nm_pais: null,
};

export const NUMBER_RANGE_COLUMNS: Record<NumberRangeFieldName, string> = {
  vl_capital_social: 'capital_social',
  qt_filiais: 'qt_filiais',
  qt_funcionarios: 'qt_funcionarios',
  vl_faturamento: 'faixa_faturamento',
  qt_funcionarios_empresa: 'qt_funcionarios_empresa',
  vl_faturamento_empresa: 'faixa_faturamento_empresa',
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

/** Decision makers: person partners and representatives (their positions come from the qualificação). */
/**
 * Qualificação 37, "Sócio Pessoa Jurídica Domiciliado no Exterior": a foreign company (tipo 3 is any foreign
 * partner), no more a person than a Brazilian company partner (tipo 1).
 */
export const FOREIGN_COMPANY_PARTNER = 37;

/** A partners row naming a person (who may decide), not a company. */
export const PERSON_PARTNER_SQL = `(tipo <> 1 AND qualificacao IS DISTINCT FROM ${FOREIGN_COMPANY_PARTNER} AND nome IS NOT NULL)`;

export const DECISION_MAKER_PARTNERS_SQL = `${PERSON_PARTNER_SQL} OR representante_nome IS NOT NULL`;

/** Qualificação codes a mask of decision-maker positions holds (bit i = code i). */
export const QUALIFICATION_MASK_CODES = 128;

/** A partners row's decision-maker positions as a bit mask: its own (person partner) and its representative's. */
export const DECISION_MAKER_MASK_SQL = `(CASE WHEN ${PERSON_PARTNER_SQL} AND qualificacao < ${QUALIFICATION_MASK_CODES}
    THEN 1::UHUGEINT << qualificacao::UHUGEINT ELSE 0::UHUGEINT END)
  | (CASE WHEN representante_nome IS NOT NULL AND representante_qualificacao < ${QUALIFICATION_MASK_CODES}
    THEN 1::UHUGEINT << representante_qualificacao::UHUGEINT ELSE 0::UHUGEINT END)`;

export const PRESENCE_COLUMNS: Record<PresenceFieldName, string> = {
  email: 'has_email',
  telefone: 'has_telefone',
  celular: 'has_celular',
  site: 'has_site',
  // Flags computed at import (build-companies.ts): a semi-join over every partner took ~0.8 s at 10 M.
  fl_socios: 'fl_socios',
  fl_decisores: 'fl_decisores',
};

export const SORT_COLUMNS = {
  quality_data_score: 'quality_data_score',
  qt_funcionarios: 'qt_funcionarios',
  vl_faturamento: 'vl_faturamento',
  qt_funcionarios_empresa: 'qt_funcionarios_empresa',
  vl_faturamento_empresa: 'vl_faturamento_empresa',
  dt_abertura: 'dt_abertura',
  vl_capital_social: 'capital_social',
  // Relevance: matches in short names first (the term is a larger share of the name).
  relevance: 'length(razao_social)',
} as const;

/** Columns narrower than INTEGER: their parameters are cast to the column type (sql-builder.ts). */
export const NARROW_COLUMN_TYPES: Readonly<Record<string, string>> = {
  uf: 'UTINYINT',
  regiao: 'UTINYINT',
  situacao: 'UTINYINT',
  cnae_secao: 'UTINYINT',
  porte: 'UTINYINT',
  faixa_faturamento: 'UTINYINT',
  faixa_faturamento_empresa: 'UTINYINT',
  quality_data_score: 'UTINYINT',
  natureza_juridica: 'USMALLINT',
  cd_pais: 'USMALLINT',
};
