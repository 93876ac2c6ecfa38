// Raw staging tables (every column VARCHAR, as in the files) and their loading through DuckDB's
// native CSV reader. `file_no` tells which file a row came from, for per-file quirk counts.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { FileKind } from './release-files.ts';
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

export async function createStagingTables(connection: DuckDBConnection): Promise<void> {
  for (const [kind, columns] of Object.entries(STAGING_COLUMNS)) {
    const cols = columns.map((name) => `${name} VARCHAR`).join(', ');
    await connection.run(`CREATE TABLE ${stagingTable(kind as FileKind)} (file_no USMALLINT, ${cols})`);
  }
}

export type StagedFile = { rowsKept: number; rejected: Record<string, number>; rejectedSamples: string[] };

const REJECT_REASONS: Record<string, string> = {
  'MISSING COLUMNS': 'colunas_faltando',
  'TOO MANY COLUMNS': 'colunas_demais',
  'UNQUOTED VALUE': 'aspas_invalidas',
  'LINE SIZE OVER MAXIMUM': 'linha_longa_demais',
  'INVALID ENCODING': 'codificacao_invalida',
  'INVALID UNICODE': 'codificacao_invalida',
  CAST: 'valor_invalido',
};

/** Appends a plain latin-1 CSV file to the staging table of `kind`; malformed lines are counted, not loaded. */
export async function loadStagingFile(
  connection: DuckDBConnection,
  kind: FileKind,
  fileNo: number,
  csvPath: string,
): Promise<StagedFile> {
  const columns = STAGING_COLUMNS[kind];
  const spec = columns.map((name) => `'${name}': 'VARCHAR'`).join(', ');
  const inserted = await connection.run(
    `INSERT INTO ${stagingTable(kind)}
     SELECT ${fileNo}::USMALLINT, * FROM read_csv(${sqlString(csvPath)}, delim = ';', quote = '"', escape = '"',
       header = false, encoding = 'latin-1', auto_detect = false, columns = {${spec}},
       ignore_errors = true, store_rejects = true, null_padding = false, max_line_size = 1048576)`,
  );
  const rejects = await connection.runAndReadAll(
    `SELECT error_type, count(DISTINCT line)::BIGINT AS n, any_value(csv_line) AS sample
     FROM reject_errors GROUP BY error_type`,
  );
  const rejected: Record<string, number> = {};
  const rejectedSamples: string[] = [];
  for (const row of rejects.getRowObjectsJS()) {
    const reason =
      REJECT_REASONS[String(row.error_type)] ?? String(row.error_type).toLowerCase().replaceAll(' ', '_');
    rejected[reason] = (rejected[reason] ?? 0) + Number(row.n);
    if (rejectedSamples.length < 3 && typeof row.sample === 'string')
      rejectedSamples.push(row.sample.slice(0, 300));
  }
  await connection.run('DELETE FROM reject_errors');
  await connection.run('DELETE FROM reject_scans');
  return { rowsKept: inserted.rowsChanged, rejected, rejectedSamples };
}
