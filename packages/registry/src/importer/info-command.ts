// `npm run registry -- info FILE`: release date, import time, row counts per table, file size.

import { stat } from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import { REGISTRY_FORMAT_VERSION } from '../schema.ts';
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

export async function runInfoCommand(args: readonly string[]): Promise<void> {
  const [file] = args;
  if (!file) throw new Error('Uso: npm run registry -- info ARQUIVO');
  const info = await readRegistryInfo(file);
  const number = (n: number) => n.toLocaleString('pt-BR');
  console.log(`Registro: ${file} (${(info.fileBytes / 2 ** 20).toFixed(1)} MB)`);
  console.log(`Data da publicação: ${info.releaseDate ?? 'desconhecida'}`);
  console.log(`Importado em: ${info.importedAt ?? 'desconhecido'} (origem: ${info.source ?? '?'})`);
  console.log('Linhas por tabela:');
  for (const [table, rows] of Object.entries(info.tables)) console.log(`  ${table}: ${number(rows)}`);
  if (info.formatVersion < REGISTRY_FORMAT_VERSION) {
    console.error(
      `Formato ${info.formatVersion} é anterior ao atual (${REGISTRY_FORMAT_VERSION}): a API não abre este arquivo; importe a base de novo.`,
    );
    process.exitCode = 3;
  }
}
