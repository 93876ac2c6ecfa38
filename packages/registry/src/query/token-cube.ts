// Total, summary and facets of the frequent name tokens, computed at import: the broad cube
// (broad-cube.ts) once per token that at least 1 establishment in 500 holds. A search for one such
// token, filtered at most by situação and UF, reads a few thousand cube rows instead of aggregating
// hundreds of thousands of postings (a word like COMERCIO is in ~10 % of names).
import type { DuckDBValue } from '@duckdb/node-api';
import { FACETS, type FacetName } from '@prospecta/contracts/search-fields';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { SPLIT_FACETS } from './broad-cube.ts';
import { broadScope, maskSql, scopeSql } from './broad-scope.ts';
import type { CompileContext } from './compile.ts';
import type { ConnectionPool, Row } from './connection-pool.ts';
import { bucket, FACET_OPTIONS, sortFacets } from './facets.ts';
import { num } from './result-rows.ts';
import { toSummary } from './summary-facets.ts';
import type { SearchSource } from './text-source.ts';

/** A token is in the cube when at least this share of establishments (and `minimum` of them) hold it. */
const FREQUENT_SHARE = 500;

/**
 * token_cube(token, situacao, uf, facet, key, n, employees, revenue): facet 0 is the (situação, UF) total,
 * i the i-th of SPLIT_FACETS. `minimum` postings (default 1 000) keeps small registries' cubes empty;
 * tests lower it to compare the cube with the postings.
 */
export const tokenCubeSql = (minimum = 1000) => `CREATE OR REPLACE TABLE token_cube AS
  SELECT token, situacao, uf,
         (CASE ${SPLIT_FACETS.map((f, i) => `WHEN GROUPING(${f}) = 0 THEN ${i + 1}`).join(' ')} ELSE 0 END)::UTINYINT AS facet,
         (CASE ${SPLIT_FACETS.map((f) => `WHEN GROUPING(${f}) = 0 THEN ${f}`).join(' ')} END)::UTINYINT AS key,
         count(*)::INTEGER AS n, coalesce(sum(qt_funcionarios), 0)::DOUBLE AS employees,
         coalesce(sum(vl_faturamento), 0)::DOUBLE AS revenue
    FROM name_tokens
   WHERE token IN (SELECT token FROM token_counts
                    WHERE n >= greatest(${Math.max(1, Math.trunc(minimum))}, (SELECT count(*) FROM establishments) // ${FREQUENT_SHARE}))
   GROUP BY GROUPING SETS ((token, situacao, uf), ${SPLIT_FACETS.map((f) => `(token, situacao, uf, ${f})`).join(', ')})
   ORDER BY token, situacao, uf, facet, key`;

/**
 * The cube's answer for a one-token name search filtered at most by situação and UF, or null (not a
 * frequent token). The rows are summed in SQL to ~100: by situação under the UF filter (the summary), and
 * by facet key, UF and situação under both filters.
 */
export async function tokenCubeAnswer(
  pool: ConnectionPool,
  source: SearchSource,
  ctx: CompileContext,
): Promise<{ summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> } | null> {
  if (source.plan?.kind !== 'token' || source.field !== 'nm_empresa') return null;
  const scope = broadScope(source.body, ctx);
  // The token cube has no mask dimension (contacts, Simples, MEI).
  if (!scope || maskSql(scope) !== 'true') return null;
  const params: DuckDBValue[] = [source.plan.token];
  const uf = scopeSql('uf', scope.ufs, params);
  const situacao = scopeSql('situacao', scope.situacoes, params);
  const rows = await pool.rows(
    `WITH c AS (SELECT situacao, uf, facet, key, n, employees, revenue FROM token_cube WHERE token = ? AND ${uf}),
          kept AS (SELECT * FROM c WHERE ${situacao})
     SELECT 0 AS part, situacao AS key, sum(n)::BIGINT AS n, sum(employees) AS employees, sum(revenue) AS revenue
       FROM c WHERE facet = 0 GROUP BY situacao
     UNION ALL SELECT facet, key, sum(n)::BIGINT, 0, 0 FROM kept WHERE facet > 0 GROUP BY facet, key
     UNION ALL SELECT 100, uf, sum(n)::BIGINT, 0, 0 FROM kept WHERE facet = 0 GROUP BY uf`,
    params,
  );
  if (rows.length === 0) return null;
  const facets = Object.fromEntries(FACETS.map((f) => [f, [] as FacetBucket[]])) as Record<
    FacetName,
    FacetBucket[]
  >;
  const summaryRows: Row[] = [];
  for (const row of rows) {
    const part = num(row.part) ?? 0;
    const key = num(row.key);
    const n = num(row.n) ?? 0;
    if (part === 0) {
      summaryRows.push({ situacao: key, n, employees: num(row.employees), revenue: num(row.revenue) });
      if (scope.situacao(key ?? 0)) facets.situacao.push(bucket(FACET_OPTIONS.situacao, key, n));
    } else {
      const facet: FacetName | undefined = part === 100 ? 'uf' : SPLIT_FACETS[part - 1];
      if (facet) facets[facet].push(bucket(FACET_OPTIONS[facet], key, n));
    }
  }
  return { summary: toSummary(summaryRows, source.body), facets: sortFacets(facets) };
}
