// Small helpers for writing DuckDB SQL from the importer.
import type { DuckDBConnection } from '@duckdb/node-api';

/** A SQL string literal (for file paths in table functions, which take no parameters). */
export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Runs a query that returns one row and gives it as plain JS values (BIGINT → number). */
export async function queryOne(connection: DuckDBConnection, sql: string): Promise<Record<string, unknown>> {
  const reader = await connection.runAndReadAll(sql);
  const [row] = reader.getRowObjectsJS();
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row ?? {}))
    plain[key] = typeof value === 'bigint' ? Number(value) : value;
  return plain;
}

/** Runs a query and returns every row as plain JS values (BIGINT → number). */
export async function queryAll(
  connection: DuckDBConnection,
  sql: string,
): Promise<Record<string, unknown>[]> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRowObjectsJS().map((row) => {
    const plain: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row))
      plain[key] = typeof value === 'bigint' ? Number(value) : value;
    return plain;
  });
}

/** Counts as `{name: n}` without the zero entries. */
export function nonZero(counts: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(counts)) if (Number(value) > 0) out[key] = Number(value);
  return out;
}

/** Runs `sql` with preserve_insertion_order on (an ordered INSERT … SELECT … ORDER BY needs it). */
export async function runOrdered(connection: DuckDBConnection, sql: string): Promise<number> {
  await connection.run('SET preserve_insertion_order = true');
  try {
    return (await connection.run(sql)).rowsChanged;
  } finally {
    await connection.run('SET preserve_insertion_order = false');
  }
}
