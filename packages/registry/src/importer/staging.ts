// The columns of each Receita Federal file and DuckDB's native CSV reader over one extracted file.
// The four big kinds are typed straight from the CSV (typed-rows.ts); only the small lookup files are
// staged raw (every column VARCHAR, as in the files), in memory.
import type { DuckDBConnection } from '@duckdb/node-api';
import { type FileKind, LOOKUP_KINDS } from './release-files.ts';
import { sqlString } from './sql-helpers.ts';

export const STAGING_COLUMNS: Record<FileKind, readonly string[]> = {
  establishments: [
    'cnpj_basico',
    'cnpj_ordem',
    'cnpj_dv',
    'matriz_filial',
    'nome_fantasia',
    'situacao',
    'dt_situacao',
    'motivo',
    'cidade_exterior',
    'pais',
    'dt_inicio',
    'cnae_principal',
    'cnae_secundaria',
    'tipo_logradouro',
    'logradouro',
    'numero',
    'complemento',
    'bairro',
    'cep',
    'uf',
    'municipio',
    'ddd1',
    'telefone1',
    'ddd2',
    'telefone2',
    'ddd_fax',
    'fax',
    'email',
    'situacao_especial',
    'dt_situacao_especial',
  ],
  companies: [
    'cnpj_basico',
    'razao_social',
    'natureza',
    'qualificacao_responsavel',
    'capital',
    'porte',
    'ente',
  ],
  partners: [
    'cnpj_basico',
    'tipo',
    'nome',
    'documento',
    'qualificacao',
    'dt_entrada',
    'pais',
    'rep_documento',
    'rep_nome',
    'rep_qualificacao',
    'faixa_etaria',
  ],
  simples: [
    'cnpj_basico',
    'opcao_simples',
    'dt_opcao_simples',
    'dt_exclusao_simples',
    'opcao_mei',
    'dt_opcao_mei',
    'dt_exclusao_mei',
  ],
  cnaes: ['codigo', 'descricao'],
  motivos: ['codigo', 'descricao'],
  municipios: ['codigo', 'descricao'],
  naturezas: ['codigo', 'descricao'],
  paises: ['codigo', 'descricao'],
  qualificacoes: ['codigo', 'descricao'],
};

export function stagingTable(kind: FileKind): string {
  return `stg_${kind}`;
}

/** Raw staging tables of the lookup kinds (in the in-memory working database). */
export async function createStagingTables(connection: DuckDBConnection): Promise<void> {
  for (const kind of LOOKUP_KINDS) {
    const cols = STAGING_COLUMNS[kind].map((name) => `${name} VARCHAR`).join(', ');
    await connection.run(`CREATE TABLE ${stagingTable(kind)} (${cols})`);
  }
}

/** How a release file's text is read: latin-1 as the Receita Federal publishes, or UTF-8 when it is. */
export type CsvEncoding = 'latin-1' | 'utf-8';

/**
 * `read_csv` over one plain file of `kind` (latin-1 unless said), every column VARCHAR; malformed lines are
 * skipped and, with `storeRejects`, recorded in reject_errors (read them with readRejects).
 */
export function csvSource(
  kind: FileKind,
  csvPath: string,
  storeRejects: boolean,
  encoding: CsvEncoding = 'latin-1',
): string {
  const spec = STAGING_COLUMNS[kind].map((name) => `'${name}': 'VARCHAR'`).join(', ');
  return `read_csv(${sqlString(csvPath)}, delim = ';', quote = '"', escape = '"',
       header = false, encoding = '${encoding}', auto_detect = false, columns = {${spec}},
       ignore_errors = true, store_rejects = ${storeRejects}, null_padding = false, max_line_size = 1048576)`;
}

/** An empty relation with the columns of `kind` (to create typed tables with no data). */
export function emptySource(kind: FileKind): string {
  return `(SELECT ${STAGING_COLUMNS[kind].map((name) => `NULL::VARCHAR AS ${name}`).join(', ')} LIMIT 0)`;
}

export type Rejects = {
  rejected: Record<string, number>;
  /** Lines rejected, each once (a line can have several reasons). */
  rejectedLines: number;
  rejectedSamples: string[];
};

const REJECT_REASONS: Record<string, string> = {
  'MISSING COLUMNS': 'colunas_faltando',
  'TOO MANY COLUMNS': 'colunas_demais',
  'UNQUOTED VALUE': 'aspas_invalidas',
  'LINE SIZE OVER MAXIMUM': 'linha_longa_demais',
  'INVALID ENCODING': 'codificacao_invalida',
  'INVALID UNICODE': 'codificacao_invalida',
  CAST: 'valor_invalido',
};

/** The lines the last scans with `store_rejects` skipped, by reason (then forgets them). */
export async function readRejects(connection: DuckDBConnection): Promise<Rejects> {
  const rejects = await connection.runAndReadAll(
    `SELECT error_type, count(DISTINCT line)::BIGINT AS n, any_value(csv_line) AS sample
     FROM reject_errors GROUP BY error_type`,
  );
  const lines = await connection.runAndReadAll('SELECT count(DISTINCT line)::BIGINT FROM reject_errors');
  const rejectedLines = Number(lines.getRows()[0]?.[0] ?? 0);
  const rejected: Record<string, number> = {};
  const rejectedSamples: string[] = [];
  for (const row of rejects.getRowObjectsJS()) {
    const reason =
      REJECT_REASONS[String(row.error_type)] ?? String(row.error_type).toLowerCase().replaceAll(' ', '_');
    rejected[reason] = (rejected[reason] ?? 0) + Number(row.n);
    if (rejectedSamples.length < 3 && typeof row.sample === 'string')
      rejectedSamples.push(row.sample.slice(0, 300));
  }
  await clearRejects(connection);
  return { rejected, rejectedLines, rejectedSamples };
}

/** Forgets the rejected lines recorded so far (after a scan that failed and is read again). */
export async function clearRejects(connection: DuckDBConnection): Promise<void> {
  await connection.run('DELETE FROM reject_errors');
  await connection.run('DELETE FROM reject_scans');
}

/** Appends a lookup file to its raw staging table; returns the rows loaded. */
export async function loadLookupFile(
  connection: DuckDBConnection,
  kind: FileKind,
  csvPath: string,
  encoding: CsvEncoding = 'latin-1',
): Promise<number> {
  const inserted = await connection.run(
    `INSERT INTO ${stagingTable(kind)} SELECT * FROM ${csvSource(kind, csvPath, true, encoding)}`,
  );
  return inserted.rowsChanged;
}
