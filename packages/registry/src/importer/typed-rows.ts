// Per-row typing of the four big kinds, straight from each file's CSV reader into in-memory working
// tables (no raw staging copy): `co_rows` (Empresas), `sn_rows` (Simples), `partner_rows` (Sócios) and
// `est1` (Estabelecimentos). Rows whose CNPJ cannot be read are dropped here (the caller counts them);
// duplicates are removed later (build-companies.ts).
import type { DuckDBConnection } from '@duckdb/node-api';
import type { FileKind } from './release-files.ts';
import { emptySource } from './staging.ts';

export const BASICO_SQL = (column: string) => `lpad(upper(trim(${column})), 8, '0')`;
export const VALID_BASICO = (column: string) => `regexp_full_match(upper(trim(${column})), '[0-9A-Z]{1,8}')`;
export const VALID_CNPJ_PARTS = `regexp_full_match(upper(trim(cnpj_basico)), '[0-9A-Z]{1,8}')
  AND regexp_full_match(upper(trim(cnpj_ordem)), '[0-9A-Z]{1,4}') AND regexp_full_match(trim(cnpj_dv), '[0-9]{1,2}')`;
const MASKED_NONE = (column: string) =>
  `CASE WHEN trim(${column}) IN ('', '***000000**') THEN NULL ELSE trim(${column}) END`;

export type TypedKind = 'establishments' | 'companies' | 'partners' | 'simples';

export const TYPED_TABLES: Record<TypedKind, string> = {
  establishments: 'est1',
  companies: 'co_rows',
  partners: 'partner_rows',
  simples: 'sn_rows',
};

export function isTypedKind(kind: FileKind): kind is TypedKind {
  return kind in TYPED_TABLES;
}

const TYPED_SELECTS: Record<TypedKind, (source: string) => string> = {
  companies: (
    source,
  ) => `SELECT ${BASICO_SQL('cnpj_basico')} AS cnpj_basico, rfb_text(razao_social) AS razao_social,
      TRY_CAST(rfb_code(natureza) AS USMALLINT) AS natureza, coalesce(TRY_CAST(rfb_code(porte) AS UTINYINT), 0) AS porte,
      rfb_capital(capital) AS capital, rfb_text(ente) AS ente, length(coalesce(trim(razao_social), ''))::INTEGER AS name_len
    FROM ${source} WHERE ${VALID_BASICO('cnpj_basico')}`,
  simples: (
    source,
  ) => `SELECT ${BASICO_SQL('cnpj_basico')} AS cnpj_basico, upper(trim(opcao_simples)) = 'S' AS fl_simples,
      rfb_date(dt_opcao_simples) AS dt_opcao_simples, rfb_date(dt_exclusao_simples) AS dt_exclusao_simples,
      upper(trim(opcao_mei)) = 'S' AS fl_mei, rfb_date(dt_opcao_mei) AS dt_opcao_mei,
      rfb_date(dt_exclusao_mei) AS dt_exclusao_mei
    FROM ${source} WHERE ${VALID_BASICO('cnpj_basico')}`,
  partners: (source) => `SELECT ${BASICO_SQL('cnpj_basico')} AS cnpj_basico,
      coalesce(TRY_CAST(rfb_code(tipo) AS UTINYINT), 0) AS tipo, rfb_text(nome) AS nome,
      ${MASKED_NONE('documento')} AS documento, TRY_CAST(rfb_code(qualificacao) AS USMALLINT) AS qualificacao,
      rfb_date(dt_entrada) AS dt_entrada, TRY_CAST(rfb_code(pais) AS USMALLINT) AS cd_pais,
      ${MASKED_NONE('rep_documento')} AS representante_documento, rfb_text(rep_nome) AS representante_nome,
      NULLIF(TRY_CAST(rfb_code(rep_qualificacao) AS USMALLINT), 0) AS representante_qualificacao,
      TRY_CAST(rfb_code(faixa_etaria) AS UTINYINT) AS faixa_etaria
    FROM ${source} WHERE ${VALID_BASICO('cnpj_basico')}`,
  establishments: (
    source,
  ) => `SELECT b || lpad(upper(trim(cnpj_ordem)), 4, '0') || lpad(trim(cnpj_dv), 2, '0') AS cnpj,
      b AS cnpj_basico, trim(matriz_filial) = '1' AS fl_matriz, rfb_text(nome_fantasia) AS nome_fantasia,
      coalesce(TRY_CAST(rfb_code(situacao) AS UTINYINT), 0) AS situacao, rfb_date(dt_situacao) AS dt_situacao,
      TRY_CAST(rfb_code(motivo) AS USMALLINT) AS motivo_situacao, rfb_text(situacao_especial) AS situacao_especial,
      rfb_date(dt_situacao_especial) AS dt_situacao_especial, rfb_date(dt_inicio) AS dt_abertura,
      TRY_CAST(rfb_code(cnae_principal) AS INTEGER) AS cnae_principal, rfb_cnaes(cnae_secundaria) AS cnaes_secundarias,
      rfb_text(tipo_logradouro) AS tipo_logradouro, rfb_text(logradouro) AS logradouro, rfb_text(numero) AS numero,
      rfb_text(complemento) AS complemento, rfb_text(bairro) AS bairro, rfb_cep(cep) AS cep,
      upper(trim(uf)) AS uf_sigla, TRY_CAST(rfb_code(municipio) AS USMALLINT) AS cd_municipio_rfb,
      rfb_text(cidade_exterior) AS nm_cidade_exterior, TRY_CAST(rfb_code(pais) AS USMALLINT) AS cd_pais,
      rfb_phone(d1, n1) AS telefone1, rfb_phone_type(d1, n1)::UTINYINT AS tipo_telefone1,
      rfb_phone(d2, n2) AS telefone2, rfb_phone_type(d2, n2)::UTINYINT AS tipo_telefone2,
      CASE WHEN ltrim(nf, '0') <> '' THEN ltrim(df, '0') || nf END AS fax, rfb_email(email) AS email
    FROM (SELECT *, ${BASICO_SQL('cnpj_basico')} AS b,
        rfb_digits(ddd1) AS d1, rfb_digits(telefone1) AS n1, rfb_digits(ddd2) AS d2, rfb_digits(telefone2) AS n2,
        rfb_digits(ddd_fax) AS df, rfb_digits(fax) AS nf
      FROM ${source} WHERE ${VALID_CNPJ_PARTS})`,
};

/** Creates the empty typed working tables (current schema: the in-memory working database). */
export async function createTypedTables(connection: DuckDBConnection): Promise<void> {
  for (const [kind, table] of Object.entries(TYPED_TABLES) as Array<[TypedKind, string]>) {
    await connection.run(`CREATE TABLE ${table} AS ${TYPED_SELECTS[kind](emptySource(kind))} WITH NO DATA`);
  }
}

/** Appends the typed rows of one file's CSV reader (`source`); returns the rows appended. */
export async function appendTypedRows(
  connection: DuckDBConnection,
  kind: TypedKind,
  source: string,
): Promise<number> {
  const result = await connection.run(`INSERT INTO ${TYPED_TABLES[kind]} ${TYPED_SELECTS[kind](source)}`);
  return result.rowsChanged;
}
