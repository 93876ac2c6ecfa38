// Typed, deduplicated company-level tables from staging: `co` (Empresas by cnpj_basico), `sn` (Simples/MEI)
// and the final reg.partners table.
import type { DuckDBConnection } from '@duckdb/node-api';
import { queryOne } from './sql-helpers.ts';

export const BASICO_SQL = (column: string) => `lpad(upper(trim(${column})), 8, '0')`;
const VALID_BASICO = (column: string) => `regexp_full_match(upper(trim(${column})), '[0-9A-Z]{1,8}')`;
const MASKED_NONE = (column: string) =>
  `CASE WHEN trim(${column}) IN ('', '***000000**') THEN NULL ELSE trim(${column}) END`;

/** Builds `co` and `sn` in the staging database; returns the duplicate and invalid rows dropped. */
export async function buildCompanyTables(connection: DuckDBConnection): Promise<Record<string, number>> {
  await connection.run(`CREATE TABLE co AS
    SELECT basico AS cnpj_basico, c.razao_social, c.natureza, c.porte, c.capital, c.ente FROM (
      SELECT ${BASICO_SQL('cnpj_basico')} AS basico, arg_max({
          razao_social: rfb_text(razao_social),
          natureza: TRY_CAST(rfb_code(natureza) AS USMALLINT),
          porte: coalesce(TRY_CAST(rfb_code(porte) AS UTINYINT), 0),
          capital: rfb_capital(capital),
          ente: rfb_text(ente)
        }, length(coalesce(trim(razao_social), ''))) AS c
      FROM stg_companies WHERE ${VALID_BASICO('cnpj_basico')} GROUP BY 1)`);
  await connection.run(`CREATE TABLE sn AS
    SELECT basico AS cnpj_basico, s.* FROM (
      SELECT ${BASICO_SQL('cnpj_basico')} AS basico, arg_max({
          fl_simples: upper(trim(opcao_simples)) = 'S',
          dt_opcao_simples: rfb_date(dt_opcao_simples),
          dt_exclusao_simples: rfb_date(dt_exclusao_simples),
          fl_mei: upper(trim(opcao_mei)) = 'S',
          dt_opcao_mei: rfb_date(dt_opcao_mei),
          dt_exclusao_mei: rfb_date(dt_exclusao_mei)
        }, coalesce(rfb_date(dt_opcao_simples), DATE '0001-01-01')) AS s
      FROM stg_simples WHERE ${VALID_BASICO('cnpj_basico')} GROUP BY 1)`);
  const counts = await queryOne(
    connection,
    `SELECT
      (SELECT count(*) FROM stg_companies WHERE ${VALID_BASICO('cnpj_basico')}) - (SELECT count(*) FROM co) AS empresas_duplicadas,
      (SELECT count(*) FROM stg_companies WHERE NOT coalesce(${VALID_BASICO('cnpj_basico')}, false)) AS empresas_cnpj_invalido,
      (SELECT count(*) FROM stg_simples WHERE ${VALID_BASICO('cnpj_basico')}) - (SELECT count(*) FROM sn) AS simples_duplicados,
      (SELECT count(*) FROM stg_simples WHERE NOT coalesce(${VALID_BASICO('cnpj_basico')}, false)) AS simples_cnpj_invalido`,
  );
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)]));
}

/** Fills reg.partners (identical rows once, ordered by cnpj_basico); returns the rows dropped. */
export async function buildPartners(connection: DuckDBConnection): Promise<Record<string, number>> {
  const inserted = await connection.run(`INSERT INTO reg.partners
    SELECT DISTINCT ${BASICO_SQL('cnpj_basico')}, coalesce(TRY_CAST(rfb_code(tipo) AS UTINYINT), 0), rfb_text(nome),
      ${MASKED_NONE('documento')}, TRY_CAST(rfb_code(qualificacao) AS USMALLINT), rfb_date(dt_entrada),
      TRY_CAST(rfb_code(pais) AS USMALLINT), ${MASKED_NONE('rep_documento')}, rfb_text(rep_nome),
      NULLIF(TRY_CAST(rfb_code(rep_qualificacao) AS USMALLINT), 0), TRY_CAST(rfb_code(faixa_etaria) AS UTINYINT)
    FROM stg_partners WHERE ${VALID_BASICO('cnpj_basico')}
    ORDER BY 1, 3`);
  const row = await queryOne(
    connection,
    `SELECT count(*) FILTER (WHERE ${VALID_BASICO('cnpj_basico')}) AS valid,
       count(*) FILTER (WHERE NOT coalesce(${VALID_BASICO('cnpj_basico')}, false)) AS invalid FROM stg_partners`,
  );
  return {
    socios_duplicados: Number(row.valid) - inserted.rowsChanged,
    socios_cnpj_invalido: Number(row.invalid),
  };
}
