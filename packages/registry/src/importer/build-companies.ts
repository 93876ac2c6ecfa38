// Company-level data from the typed rows (typed-rows.ts). One GROUP BY over every CNPJ root gives `comp`:
// the Empresas row (duplicates: the longest razão social wins), the Simples/MEI row (duplicates: the latest
// option date wins), the branch count, whether partners and decision makers are listed — one hash join for the
// establishments instead of four. Also the final reg.partners table.
import type { DuckDBConnection } from '@duckdb/node-api';
import { DECISION_MAKER_MASK_SQL, DECISION_MAKER_PARTNERS_SQL } from '../query/field-columns.ts';
import { queryOne, runOrdered } from './sql-helpers.ts';

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

/** Builds `comp` (after buildPartners, before the establishments); returns the duplicate rows dropped. */
export async function buildCompanyTables(connection: DuckDBConnection): Promise<Record<string, number>> {
  await connection.run(`CREATE TABLE comp AS
    SELECT cnpj_basico,
      arg_max(co, name_len) FILTER (WHERE src = 1) AS co,
      arg_max(sn, sn_key) FILTER (WHERE src = 2) AS sn,
      count(*) FILTER (WHERE src = 1) AS n_co,
      count(*) FILTER (WHERE src = 2) AS n_sn,
      count(*) FILTER (WHERE src = 3)::INTEGER AS qt_filiais,
      bool_or(src = 4) AS has_partners,
      bool_or(dm) AS has_decision_makers,
      bit_or(quals) AS qualificacoes_decisores
    FROM (
      SELECT cnpj_basico, 1 AS src, {razao_social: razao_social, natureza: natureza, porte: porte,
          capital: capital, ente: ente} AS co, name_len
        FROM co_rows
      UNION ALL BY NAME
      SELECT cnpj_basico, 2 AS src, {fl_simples: fl_simples, dt_opcao_simples: dt_opcao_simples,
          dt_exclusao_simples: dt_exclusao_simples, fl_mei: fl_mei, dt_opcao_mei: dt_opcao_mei,
          dt_exclusao_mei: dt_exclusao_mei} AS sn, coalesce(dt_opcao_simples, DATE '0001-01-01') AS sn_key
        FROM sn_rows
      UNION ALL BY NAME
      -- Only active branches (a closed branch is no branch to a seller: a chain read "49 filiais" with 18 of
      -- them baixadas): a root known only from its head office needs no comp row (the LEFT JOIN gives the
      -- same NULLs and zero branches), and most establishments are head offices (72 M for 70 M companies).
      SELECT cnpj_basico, 3 AS src FROM est1 WHERE NOT fl_matriz AND situacao = 2
      UNION ALL BY NAME
      SELECT cnpj_basico, 4 AS src, bool_or(${DECISION_MAKER_PARTNERS_SQL}) AS dm,
          bit_or(${DECISION_MAKER_MASK_SQL}) AS quals
        FROM reg.partners GROUP BY cnpj_basico
    ) GROUP BY cnpj_basico`);
  const counts = await queryOne(
    connection,
    `SELECT (SELECT count(*) FROM co_rows) - count(*) FILTER (WHERE n_co > 0) AS empresas_duplicadas,
      (SELECT count(*) FROM sn_rows) - count(*) FILTER (WHERE n_sn > 0) AS simples_duplicados
     FROM comp`,
  );
  await connection.run('DROP TABLE co_rows');
  await connection.run('DROP TABLE sn_rows');
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)]));
}
