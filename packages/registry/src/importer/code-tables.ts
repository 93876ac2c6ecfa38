// Code tables of the registry: the RFB lookups (codes zero-padded in the files → integers) and the
// municipalities (RFB SIAFI code → IBGE code, state and coordinates from data/municipios-brasileiros).

import { fileURLToPath } from 'node:url';
import type { DuckDBConnection } from '@duckdb/node-api';
import { queryOne, sqlString } from './sql-helpers.ts';

const DATA_DIR = fileURLToPath(new URL('../../data/municipios-brasileiros/', import.meta.url));

const REGION_CODES = `CASE regiao WHEN 'Norte' THEN 1 WHEN 'Nordeste' THEN 2 WHEN 'Sudeste' THEN 3
  WHEN 'Sul' THEN 4 WHEN 'Centro-Oeste' THEN 5 ELSE 0 END`;

/** Reference tables in the staging database: `uf_map` (sigla → IBGE state code, region) and `mun_ref`. */
export async function loadReferenceData(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE uf_map AS
    SELECT codigo_uf::UTINYINT AS uf, uf AS sigla, (${REGION_CODES})::UTINYINT AS regiao
    FROM read_csv(${sqlString(`${DATA_DIR}estados.csv`)}, header = true, auto_detect = false, delim = ',',
      columns = {'codigo_uf': 'VARCHAR', 'uf': 'VARCHAR', 'nome': 'VARCHAR', 'latitude': 'VARCHAR',
                 'longitude': 'VARCHAR', 'regiao': 'VARCHAR'})`);
  await connection.run(`INSERT INTO uf_map VALUES (0, 'EX', 0)`);
  await connection.run(`CREATE TABLE mun_ref AS
    SELECT siafi_id::USMALLINT AS siafi, codigo_ibge::INTEGER AS ibge, nome, latitude::DOUBLE AS latitude,
      longitude::DOUBLE AS longitude, capital = '1' AS capital, codigo_uf::UTINYINT AS uf
    FROM read_csv(${sqlString(`${DATA_DIR}municipios.csv`)}, header = true, auto_detect = false, delim = ',',
      columns = {'codigo_ibge': 'VARCHAR', 'nome': 'VARCHAR', 'latitude': 'VARCHAR', 'longitude': 'VARCHAR',
                 'capital': 'VARCHAR', 'codigo_uf': 'VARCHAR', 'siafi_id': 'VARCHAR', 'ddd': 'VARCHAR',
                 'fuso_horario': 'VARCHAR'})
    WHERE TRY_CAST(siafi_id AS USMALLINT) IS NOT NULL`);
}

const SIMPLE_LOOKUPS = [
  ['naturezas', 'USMALLINT'],
  ['qualificacoes', 'USMALLINT'],
  ['motivos', 'USMALLINT'],
  ['paises', 'USMALLINT'],
] as const;

/** Fills reg.cnaes, reg.naturezas, …, reg.municipios; returns the lookup rows dropped or merged. */
export async function buildCodeTables(connection: DuckDBConnection): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const dedupe = (table: string, type: string) => `
    SELECT rfb_code(codigo)::${type} AS codigo, any_value(rfb_text(descricao)) AS descricao
    FROM stg_${table} WHERE TRY_CAST(rfb_code(codigo) AS ${type}) IS NOT NULL AND rfb_text(descricao) IS NOT NULL
    GROUP BY 1`;
  for (const [table, type] of SIMPLE_LOOKUPS) {
    await connection.run(`INSERT INTO reg.${table} ${dedupe(table, type)}`);
  }
  await connection.run(`INSERT INTO reg.cnaes
    SELECT codigo, descricao, chr((64 + rfb_cnae_section(codigo))::INTEGER) FROM (${dedupe('cnaes', 'INTEGER')})`);
  await connection.run(`INSERT INTO reg.municipios
    SELECT coalesce(r.siafi, l.codigo), r.ibge, coalesce(r.nome, l.descricao), r.uf, u.sigla, r.latitude,
      r.longitude, coalesce(r.capital, false)
    FROM (${dedupe('municipios', 'USMALLINT')}) l
    FULL OUTER JOIN mun_ref r ON r.siafi = l.codigo
    LEFT JOIN uf_map u ON u.uf = r.uf`);
  for (const table of ['cnaes', 'naturezas', 'qualificacoes', 'motivos', 'paises', 'municipios']) {
    const row = await queryOne(
      connection,
      `SELECT count(*) AS staged, count(DISTINCT rfb_code(codigo)) FILTER (WHERE rfb_text(descricao) IS NOT NULL) AS kept
       FROM stg_${table}`,
    );
    const dropped = Number(row.staged) - Number(row.kept);
    if (dropped > 0) counts[`${table}_linhas_invalidas_ou_repetidas`] = dropped;
  }
  return counts;
}
