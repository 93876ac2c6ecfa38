// Deduplicated company-level tables from the typed rows (typed-rows.ts): `co` (Empresas by cnpj_basico),
// `sn` (Simples/MEI) and the final reg.partners table.
import type { DuckDBConnection } from '@duckdb/node-api';
import { queryOne, runOrdered } from './sql-helpers.ts';

/** Builds `co` and `sn`; returns the duplicate rows dropped. */
export async function buildCompanyTables(connection: DuckDBConnection): Promise<Record<string, number>> {
  await connection.run(`CREATE TABLE co AS
    SELECT cnpj_basico, c.razao_social, c.natureza, c.porte, c.capital, c.ente FROM (
      SELECT cnpj_basico, arg_max({razao_social: razao_social, natureza: natureza, porte: porte,
          capital: capital, ente: ente}, name_len) AS c
      FROM co_rows GROUP BY 1)`);
  await connection.run(`CREATE TABLE sn AS
    SELECT cnpj_basico, s.* FROM (
      SELECT cnpj_basico, arg_max({fl_simples: fl_simples, dt_opcao_simples: dt_opcao_simples,
          dt_exclusao_simples: dt_exclusao_simples, fl_mei: fl_mei, dt_opcao_mei: dt_opcao_mei,
          dt_exclusao_mei: dt_exclusao_mei}, coalesce(dt_opcao_simples, DATE '0001-01-01')) AS s
      FROM sn_rows GROUP BY 1)`);
  const counts = await queryOne(
    connection,
    `SELECT (SELECT count(*) FROM co_rows) - (SELECT count(*) FROM co) AS empresas_duplicadas,
      (SELECT count(*) FROM sn_rows) - (SELECT count(*) FROM sn) AS simples_duplicados`,
  );
  await connection.run('DROP TABLE co_rows');
  await connection.run('DROP TABLE sn_rows');
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)]));
}

/** Fills reg.partners (identical rows once, ordered by cnpj_basico); returns the rows dropped. */
export async function buildPartners(connection: DuckDBConnection): Promise<Record<string, number>> {
  const inserted = await runOrdered(
    connection,
    'INSERT INTO reg.partners SELECT DISTINCT * FROM partner_rows ORDER BY cnpj_basico, nome',
  );
  const row = await queryOne(connection, 'SELECT count(*) AS n FROM partner_rows');
  await connection.run('DROP TABLE partner_rows');
  return { socios_duplicados: Number(row.n) - inserted };
}
