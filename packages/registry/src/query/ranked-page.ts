// The broad case — "best data first" over millions of rows filtered only by situação and/or UF — is
// DuckDB's weak spot (it must rank every matching row). quality_ranking holds the rows already in
// default order, so such a page reads the head of that table instead.
import type { DuckDBValue } from '@duckdb/node-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type { CompileContext } from './compile.ts';

const RANKABLE_WHERE = new Set(['ds_situacao_cnpj', 'sg_uf']);

function codes(values: readonly string[], options: readonly { value: string; code: number }[]): number[] {
  return values.map((v) => options.find((o) => o.value === v)?.code ?? -1);
}

/** The page's row ids through quality_ranking, or null when the query is not of the broad shape. */
export function rankedPageIds(
  body: SearchBody,
  ctx: CompileContext,
  offset: number,
  size: number,
): { sql: string; params: DuckDBValue[]; orderBy: string } | null {
  const whereKeys = Object.entries(body.where ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  const defaultSort =
    !body.sort_by ||
    body.sort_by.length === 0 ||
    (body.sort_by.length === 1 &&
      body.sort_by[0]?.field === 'quality_data_score' &&
      body.sort_by[0].order === 'desc');
  const broad =
    whereKeys.every((k) => RANKABLE_WHERE.has(k)) &&
    Object.values(body.wherenot ?? {}).every((v) => v === undefined) &&
    !body.match &&
    !body.match_either &&
    !(body.exists?.length ?? 0) &&
    !(body.has_any?.length ?? 0) &&
    !(ctx.excludedCnpjs?.length ?? 0) &&
    defaultSort;
  if (!broad) return null;
  const params: DuckDBValue[] = [];
  const parts: string[] = [];
  const situacoes = body.where?.ds_situacao_cnpj;
  if (situacoes) {
    parts.push(`situacao IN (${situacoes.map(() => '?').join(', ')})`);
    params.push(...codes(situacoes, SEARCH_CODE_LISTS.situacoes));
  }
  const ufs = body.where?.sg_uf;
  if (ufs) {
    parts.push(`uf IN (${ufs.map(() => '?').join(', ')})`);
    params.push(...codes(ufs, SEARCH_CODE_LISTS.ufs));
  }
  const filter = parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '';
  return {
    sql: `SELECT e.rowid FROM establishments e WHERE e.id IN (SELECT id FROM quality_ranking ${filter} ORDER BY rank LIMIT ? OFFSET ?)`,
    params: [...params, size, offset],
    orderBy: 'quality_data_score DESC, id ASC',
  };
}
