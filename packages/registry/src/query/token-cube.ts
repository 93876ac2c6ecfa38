// Total, summary and facets of the frequent name tokens, computed at import: the broad cube
// (broad-cube.ts) once per token that at least 1 establishment in 500 holds. A search for one such
// token, filtered at most by situação and UF, reads a few thousand cube rows instead of aggregating
// hundreds of thousands of postings (a word like COMERCIO is in ~10 % of names).
import type { FacetName } from '@prospecta/contracts/search-fields';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { type CubeRow, cubeFacets, cubeSummary, SPLIT_FACETS } from './broad-cube.ts';
import { broadScope } from './broad-scope.ts';
import type { CompileContext } from './compile.ts';
import type { ConnectionPool } from './connection-pool.ts';
import { num } from './result-rows.ts';
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

/** The cube's answer for a one-token name search filtered at most by situação and UF, or null. */
export async function tokenCubeAnswer(
  pool: ConnectionPool,
  source: SearchSource,
  ctx: CompileContext,
): Promise<{ summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> } | null> {
  if (source.plan?.kind !== 'token' || source.field !== 'nm_empresa') return null;
  const scope = broadScope(source.body, ctx);
  // The token cube has no contacts dimension.
  const contactsFilter = (scope?.required ?? 0) !== 0 || (scope?.anyOf ?? 0) !== 0;
  if (!scope || contactsFilter) return null;
  const rows = await pool.rows(
    'SELECT situacao, uf, facet, key, n, employees, revenue FROM token_cube WHERE token = ?',
    [source.plan.token],
  );
  if (rows.length === 0) return null;
  const cube = rows.map(
    (row): CubeRow => ({
      situacao: num(row.situacao) ?? 0,
      uf: num(row.uf) ?? 0,
      contacts: 0,
      facet: SPLIT_FACETS[(num(row.facet) ?? 0) - 1] ?? null,
      key: num(row.key),
      n: num(row.n) ?? 0,
      employees: num(row.employees) ?? 0,
      revenue: num(row.revenue) ?? 0,
    }),
  );
  return { summary: cubeSummary(cube, scope), facets: cubeFacets(cube, scope) };
}
