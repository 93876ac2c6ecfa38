// Labels of the small code tables (CNAEs, municipalities, motivos, naturezas, países, qualificações),
// read once per opened file and kept in memory: a company record then reads its row by id alone,
// without joins that make DuckDB build hash tables for every lookup.
import type { ConnectionPool } from './connection-pool.ts';
import { num, str } from './result-rows.ts';

export type CodeTable = 'cnae' | 'municipio' | 'motivo' | 'natureza' | 'pais' | 'qualificacao';
export type CodeLabels = Record<CodeTable, ReadonlyMap<number, string>>;

const SQL = `SELECT 'cnae' AS t, codigo::INTEGER AS k, descricao AS v FROM cnaes
  UNION ALL SELECT 'municipio', cd_municipio_rfb, nome FROM municipios
  UNION ALL SELECT 'motivo', codigo, descricao FROM motivos
  UNION ALL SELECT 'natureza', codigo, descricao FROM naturezas
  UNION ALL SELECT 'pais', codigo, descricao FROM paises
  UNION ALL SELECT 'qualificacao', codigo, descricao FROM qualificacoes`;

const cache = new WeakMap<ConnectionPool, Promise<CodeLabels>>();

async function load(pool: ConnectionPool): Promise<CodeLabels> {
  const labels: Record<CodeTable, Map<number, string>> = {
    cnae: new Map(),
    municipio: new Map(),
    motivo: new Map(),
    natureza: new Map(),
    pais: new Map(),
    qualificacao: new Map(),
  };
  for (const row of await pool.rows(SQL)) {
    const key = num(row.k);
    const value = str(row.v);
    if (key !== null && value !== null) labels[row.t as CodeTable]?.set(key, value);
  }
  return labels;
}

export function codeLabels(pool: ConnectionPool): Promise<CodeLabels> {
  let labels = cache.get(pool);
  if (!labels) {
    labels = load(pool);
    labels.catch(() => cache.delete(pool));
    cache.set(pool, labels);
  }
  return labels;
}

/** The label of a code, null when the code is null or not in the table. */
export function labelOf(labels: CodeLabels, table: CodeTable, code: unknown): string | null {
  const key = num(code);
  return key === null ? null : (labels[table].get(key) ?? null);
}
