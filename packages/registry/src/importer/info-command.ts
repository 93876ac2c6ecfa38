// `npm run registry -- info FILE`: release date, import time, row counts per table, file size.

import { stat } from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import { REGISTRY_FORMAT_VERSION } from '../schema.ts';
import { diskSize } from './disk-space.ts';
import { brazilianDate, TABLE_LABELS } from './import-report.ts';
import { isDuckDbFile } from './preflight.ts';
import { queryAll, queryOne, sqlString } from './sql-helpers.ts';

export type RegistryInfo = {
  releaseDate: string | null;
  importedAt: string | null;
  source: string | null;
  /** The importer_version the file was written with (0 when absent). */
  formatVersion: number;
  tables: Record<string, number>;
  fileBytes: number;
};

export async function readRegistryInfo(file: string): Promise<RegistryInfo> {
  const info = await stat(file).catch(() => {
    throw new Error(`Arquivo de registro não encontrado: ${file}`);
  });
  if (info.isDirectory()) throw new Error(`${file} é uma pasta; informe o arquivo do registro (.duckdb).`);
  if (!(await isDuckDbFile(file)))
    throw new Error(`${file} não é um registro: não é um arquivo DuckDB (o que o importador grava).`);
  const { size } = info;
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`ATTACH ${sqlString(file)} AS reg (READ_ONLY)`).catch((error: unknown) => {
      const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new Error(
        `${file} está incompleto ou danificado (arquivo DuckDB que não abre); importe a base de novo.\n(${detail})`,
      );
    });
    await connection.run('USE reg');
    const hasInfo = await queryAll(
      connection,
      "SELECT 1 FROM duckdb_tables() WHERE database_name = 'reg' AND table_name = 'release_info'",
    );
    if (hasInfo.length === 0)
      throw new Error(
        `${file} é um arquivo DuckDB, mas não um registro do importador (não tem a tabela release_info).`,
      );
    const facts = new Map(
      (await queryAll(connection, 'SELECT key, value FROM release_info')).map((row) => [
        String(row.key),
        String(row.value),
      ]),
    );
    const names = (
      await queryAll(
        connection,
        "SELECT table_name FROM duckdb_tables() WHERE database_name = 'reg' ORDER BY table_name",
      )
    ).map((row) => String(row.table_name));
    const tables: Record<string, number> = {};
    for (const name of names) {
      const row = await queryOne(connection, `SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`);
      tables[name] = Number(row.n);
    }
    return {
      releaseDate: facts.get('release_date') ?? null,
      importedAt: facts.get('imported_at') ?? null,
      source: facts.get('source') ?? null,
      formatVersion: Number(facts.get('importer_version') ?? 0),
      tables,
      fileBytes: size,
    };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** The import's ISO instant as "30/11/2026 21:58 UTC". */
function importedAt(iso: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return iso ?? 'desconhecido';
  return `${brazilianDate(iso)} ${iso.slice(11, 16)} UTC`;
}

/** What `info` prints: the file, the release, then each table's rows under its Portuguese name (main tables first). */
export function formatRegistryInfo(file: string, info: RegistryInfo): string {
  const number = (n: number) => n.toLocaleString('pt-BR');
  const order = Object.keys(TABLE_LABELS);
  const rank = (table: string) => (order.includes(table) ? order.indexOf(table) : order.length);
  const tables = Object.entries(info.tables).sort(([a], [b]) => rank(a) - rank(b));
  return [
    `Registro: ${file} (${diskSize(info.fileBytes)})`,
    `Data da publicação: ${info.releaseDate ? brazilianDate(info.releaseDate) : 'desconhecida'}`,
    `Importado em: ${importedAt(info.importedAt)} (origem: ${info.source ?? '?'})`,
    'Linhas por tabela:',
    ...tables.map(([table, rows]) => {
      const label = TABLE_LABELS[table];
      return `  ${label ? `${label} (${table})` : table}: ${number(rows)}`;
    }),
  ].join('\n');
}

export async function runInfoCommand(args: readonly string[]): Promise<void> {
  const [file] = args;
  if (!file) throw new Error('Uso: npm run registry -- info ARQUIVO');
  const info = await readRegistryInfo(file);
  console.log(formatRegistryInfo(file, info));
  if (info.formatVersion < REGISTRY_FORMAT_VERSION) {
    console.error(
      `Formato ${info.formatVersion} é anterior ao atual (${REGISTRY_FORMAT_VERSION}): a API não abre este arquivo; importe a base de novo.`,
    );
    process.exitCode = 3;
  }
}
