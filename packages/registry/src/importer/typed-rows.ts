// The four big kinds typed straight from each file's CSV reader into in-memory working tables (no raw
// staging copy): `co_rows` (Empresas), `sn_rows` (Simples), `partner_rows` (Sócios) and `est1`
// (Estabelecimentos). Each row also carries its file number, whether its CNPJ could be read and its
// packed quirk counts (typed-selects.ts); summariseTypedRows turns those into the per-file report and
// then drops the rows without a CNPJ and the bookkeeping columns.
import type { DuckDBConnection } from '@duckdb/node-api';
import { queryAll } from './sql-helpers.ts';
import { emptySource } from './staging.ts';
import { type KindSql, kindSql, type TypedKind } from './typed-selects.ts';

export const TYPED_TABLES: Record<TypedKind, string> = {
  establishments: 'est1',
  companies: 'co_rows',
  partners: 'partner_rows',
  simples: 'sn_rows',
};

const QUIRK_BITS = 4;

function narrowQuirks(sql: KindSql) {
  return sql.quirks.filter((quirk) => !quirk.wide);
}

function selectTyped(sql: KindSql, source: string, fileNo: number): string {
  const packed = narrowQuirks(sql)
    .map((quirk, index) => `((${quirk.sql})::UBIGINT << ${index * QUIRK_BITS})`)
    .join(' + ');
  const wide = sql.quirks
    .filter((quirk) => quirk.wide)
    .map((quirk) => `(${quirk.sql})::UINTEGER AS q_${quirk.name}`);
  const layer = (columns: string[], from: string) =>
    `(SELECT *${columns.map((column) => `, ${column}`).join('')} FROM ${from})`;
  const layered = sql.layers.reduce((from, columns) => layer(columns, from), source);
  return `SELECT ${[...sql.typed, `${fileNo}::USMALLINT AS file_no`, `coalesce(${sql.valid}, false) AS row_ok`, `(${packed || '0'})::UBIGINT AS q`, ...wide].join(',\n  ')}
    FROM ${layered}`;
}

/** Creates the empty typed working tables (current schema: the in-memory working database). */
export async function createTypedTables(connection: DuckDBConnection, releaseYear: number): Promise<void> {
  for (const [kind, table] of Object.entries(TYPED_TABLES) as Array<[TypedKind, string]>) {
    const sql = selectTyped(kindSql(kind, releaseYear), emptySource(kind), 0);
    await connection.run(`CREATE TABLE ${table} AS ${sql} WITH NO DATA`);
  }
}

/** Appends every row of one file's CSV reader (`source`), typed, tagged with `fileNo`; returns the rows. */
export async function appendTypedRows(
  connection: DuckDBConnection,
  kind: TypedKind,
  source: string,
  fileNo: number,
  releaseYear: number,
): Promise<number> {
  const inserted = await connection.run(
    `INSERT INTO ${TYPED_TABLES[kind]} ${selectTyped(kindSql(kind, releaseYear), source, fileNo)}`,
  );
  return inserted.rowsChanged;
}

/** `rowsTyped` counts every row the CSV reader loaded, `invalid` those of them dropped for an unreadable CNPJ. */
export type FileSummary = { rowsTyped: number; invalid: number; quirks: Record<string, number> };

/** Per file number: rows read, rows without a readable CNPJ and quirk counts; then drops the bookkeeping. */
export async function summariseTypedRows(
  connection: DuckDBConnection,
  kind: TypedKind,
  releaseYear: number,
): Promise<Map<number, FileSummary>> {
  const table = TYPED_TABLES[kind];
  const sql = kindSql(kind, releaseYear);
  const mask = (1 << QUIRK_BITS) - 1;
  const sums = [
    ...narrowQuirks(sql).map(
      (quirk, index) => `sum((q >> ${index * QUIRK_BITS}) & ${mask})::BIGINT AS "${quirk.name}"`,
    ),
    ...sql.quirks
      .filter((quirk) => quirk.wide)
      .map((quirk) => `sum(q_${quirk.name})::BIGINT AS "${quirk.name}"`),
  ];
  const rows = await queryAll(
    connection,
    `SELECT file_no, count(*) AS rows_typed, count(*) FILTER (WHERE NOT row_ok) AS invalid${sums.map((s) => `, ${s}`).join('')}
     FROM ${table} GROUP BY file_no`,
  );
  const out = new Map<number, FileSummary>();
  for (const { file_no: fileNo, rows_typed: rowsTyped, invalid, ...counts } of rows) {
    const quirks: Record<string, number> = {};
    for (const [key, value] of Object.entries(counts)) if (Number(value) > 0) quirks[key] = Number(value);
    out.set(Number(fileNo), { rowsTyped: Number(rowsTyped), invalid: Number(invalid), quirks });
  }
  if ([...out.values()].some((summary) => summary.invalid > 0))
    await connection.run(`DELETE FROM ${table} WHERE NOT row_ok`);
  const bookkeeping = [
    'file_no',
    'row_ok',
    'q',
    ...sql.quirks.filter((q) => q.wide).map((q) => `q_${q.name}`),
  ];
  for (const column of bookkeeping) await connection.run(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  return out;
}
