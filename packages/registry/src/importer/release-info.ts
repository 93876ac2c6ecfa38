// release_info: what the registry file holds (release date, import time, source folder, row counts).
import type { DuckDBConnection } from '@duckdb/node-api';
import { REGISTRY_FORMAT_VERSION } from '../schema.ts';
import { queryOne } from './sql-helpers.ts';

export const REGISTRY_TABLES = [
  'establishments',
  'partners',
  'enriched_contacts',
  'cnaes',
  'naturezas',
  'qualificacoes',
  'motivos',
  'paises',
  'municipios',
] as const;

/** Writes reg.release_info (on the current database) and returns the row counts it recorded. */
export async function writeReleaseInfo(
  connection: DuckDBConnection,
  facts: { releaseDate: string; importedAt: string; source: string },
): Promise<Record<string, number>> {
  const counts = await queryOne(
    connection,
    `SELECT ${REGISTRY_TABLES.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`).join(', ')}`,
  );
  const tables: Record<string, number> = {};
  for (const table of REGISTRY_TABLES) tables[table] = Number(counts[table]);
  const rows: Array<[string, string]> = [
    ['release_date', facts.releaseDate],
    ['imported_at', facts.importedAt],
    ['source', facts.source],
    ['importer_version', String(REGISTRY_FORMAT_VERSION)],
    ...REGISTRY_TABLES.map((table): [string, string] => [`rows_${table}`, String(tables[table])]),
  ];
  for (const [key, value] of rows) {
    await connection.run('INSERT INTO release_info VALUES ($1, $2)', [key, value]);
  }
  return tables;
}
