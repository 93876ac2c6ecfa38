// Quirk checks that need the final tables (codes absent from the lookups, orphans), per table. The
// per-file quirks are counted while typing the rows (typed-selects.ts, typed-rows.ts).
import type { DuckDBConnection } from '@duckdb/node-api';
import { queryOne } from './sql-helpers.ts';

/** Table-level checks on the final tables: codes absent from lookups, establishments without a company. */
export async function countTableQuirks(connection: DuckDBConnection): Promise<Record<string, number>> {
  const absent = (column: string, table: string, key = 'codigo') =>
    `count(*) FILTER (WHERE ${column} IS NOT NULL AND ${column} NOT IN (SELECT ${key} FROM reg.${table})) AS ${column}_fora_da_tabela`;
  const establishments = await queryOne(
    connection,
    `SELECT ${[
      absent('motivo_situacao', 'motivos'),
      absent('cd_pais', 'paises'),
      absent('cnae_principal', 'cnaes'),
      absent('natureza_juridica', 'naturezas'),
      `count(*) FILTER (WHERE cd_municipio_rfb IS NOT NULL AND cd_municipio IS NULL AND uf <> 0) AS municipio_sem_ibge`,
      `count(*) FILTER (WHERE razao_social IS NULL AND natureza_juridica IS NULL) AS estabelecimento_sem_empresa`,
    ].join(', ')} FROM reg.establishments`,
  );
  const partners = await queryOne(
    connection,
    `SELECT ${absent('qualificacao', 'qualificacoes')} FROM reg.partners`,
  );
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries({ ...establishments, ...partners })) {
    if (Number(value) > 0) out[key] = Number(value);
  }
  return out;
}
