// Broad pages ("best data first" filtered only by situação and/or UF) read the head of
// quality_ranking, which holds every row in default order. The importer guarantees rowid = id
// (dense, 0-based, in physical order), so the ranking's ids are the page's row ids: no semi-join.
import type { DuckDBValue } from '@duckdb/node-api';
import type { SearchBody } from '@prospecta/contracts/search-query';
import { broadScope, hasDefaultSort, maskSql, scopeSql } from './broad-scope.ts';
import type { CompileContext } from './compile.ts';
import { DEFAULT_ORDER_BY } from './default-order.ts';

/** The page's row ids through quality_ranking, or null when the query is not of the broad shape. */
export function rankedPageIds(
  body: SearchBody,
  ctx: CompileContext,
  offset: number,
  size: number,
): { sql: string; params: DuckDBValue[]; orderBy: string } | null {
  const scope = hasDefaultSort(body) ? broadScope(body, ctx) : null;
  if (!scope) return null;
  const params: DuckDBValue[] = [];
  const parts = [
    scopeSql('situacao', scope.situacoes, params),
    scopeSql('uf', scope.ufs, params),
    maskSql(scope),
  ];
  // situacao and uf are UTINYINT: typed placeholders keep them zone-map filters. The table is stored in
  // rank order and read in insertion order, so the page is its first matching rows (the scan stops).
  const filter = `WHERE ${parts.join(' AND ')}`;
  return {
    sql: `SELECT id AS rowid FROM quality_ranking ${filter} LIMIT ? OFFSET ?`,
    params: [...params, size, offset],
    orderBy: DEFAULT_ORDER_BY,
  };
}
