// The summary and the facets of a search. When the rows come from the token postings (text-source.ts)
// or the filter has a semi-join (text, postings, partners), one query over one scan: the rows matching
// every filter but the situação one are materialised once (a CTE) with only the columns the aggregates
// read; the summary groups them by situação, the facets (GROUPING SETS) keep the situação filter — the
// semi-join runs once per search, not once per part. Otherwise two plain scans run at once on two
// connections.
import type { DuckDBValue } from '@duckdb/node-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { FACETS, type FacetName } from '@prospecta/contracts/search-fields';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { type CompileContext, compileWhere } from './compile.ts';
import type { ConnectionPool, Row } from './connection-pool.ts';
import { bucket, FACET_OPTIONS, sortFacets } from './facets.ts';
import { num } from './result-rows.ts';
import type { SearchSource } from './text-source.ts';

const SITUACAO = 'ds_situacao_cnpj';

/** Summary rows (situacao, n, employees, revenue) → the answer's summary. */
export function toSummary(rows: readonly Row[], body: SearchBody): SearchSummary {
  const options = SEARCH_CODE_LISTS.situacoes;
  const included = body.where?.ds_situacao_cnpj;
  const excluded = body.wherenot?.ds_situacao_cnpj ?? [];
  const wanted = (code: number) => {
    const value = options.find((o) => o.code === code)?.value ?? '';
    return (!included || included.includes(value)) && !excluded.includes(value);
  };
  const summary: SearchSummary = { companiesStatus: [], totalEmployees: 0, totalRevenue: 0, totalResult: 0 };
  for (const row of [...rows].sort((a, b) => (num(b.n) ?? 0) - (num(a.n) ?? 0))) {
    const code = num(row.situacao) ?? 0;
    summary.companiesStatus.push(bucket(options, code, num(row.n) ?? 0));
    if (!wanted(code)) continue;
    summary.totalResult += num(row.n) ?? 0;
    summary.totalEmployees += num(row.employees) ?? 0;
    summary.totalRevenue += num(row.revenue) ?? 0;
  }
  return summary;
}

/** Whether a compiled condition reads another table (text, postings, partners): worth materialising once. */
export const hasSemiJoin = (where: string) => /\bSELECT\b/.test(where);

/**
 * Summary and facets. From postings or with a semi-join in the filter: one query over the materialised
 * rows. Otherwise: two plain scans on two connections at once (zone maps make them cheap; they run in
 * parallel).
 */
export async function summaryAndFacets(
  pool: ConnectionPool,
  source: SearchSource,
  ctx: CompileContext,
): Promise<{ summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> }> {
  const body = source.body;
  const all = compileWhere(body, ctx);
  if (!source.postings && !hasSemiJoin(all.where)) {
    const [summary, facets] = await Promise.all([
      searchSummary(pool, source, ctx),
      searchFacets(pool, all.where, all.params),
    ]);
    return { summary, facets };
  }
  const rest = compileWhere(body, { ...ctx, omit: [...(ctx.omit ?? []), SITUACAO] });
  const situacao = compileWhere({
    ...body,
    where: { ds_situacao_cnpj: body.where?.ds_situacao_cnpj },
    wherenot: { ds_situacao_cnpj: body.wherenot?.ds_situacao_cnpj },
    match: undefined,
    match_either: undefined,
    exists: undefined,
    has_any: undefined,
  });
  const keys = FACETS.filter((f) => f !== 'situacao');
  const groupings = FACETS.map((f) => `GROUPING(${f})::INTEGER AS g_${f}`).join(', ');
  const nulls = keys.map((f) => `NULL AS ${f}`).join(', ');
  const sql = `WITH base AS MATERIALIZED (
      SELECT ${FACETS.join(', ')}, qt_funcionarios, vl_faturamento FROM ${source.from} WHERE ${rest.where})
    SELECT 0 AS part, situacao, ${nulls}, ${FACETS.map((f) => `1 AS g_${f}`).join(', ')}, count(*)::BIGINT AS n,
           coalesce(sum(qt_funcionarios), 0)::DOUBLE AS employees, coalesce(sum(vl_faturamento), 0)::DOUBLE AS revenue
      FROM base GROUP BY situacao
    UNION ALL
    SELECT 1, situacao, ${keys.join(', ')}, ${groupings}, count(*)::BIGINT, 0, 0
      FROM base WHERE ${situacao.where}
     GROUP BY GROUPING SETS (${FACETS.map((f) => `(${f})`).join(', ')})`;
  const rows = await pool.rows(sql, [...source.params, ...rest.params, ...situacao.params]);
  const summaryRows = rows.filter((r) => r.part === 0);
  return { summary: toSummary(summaryRows, body), facets: facetsOf(rows.filter((r) => r.part === 1)) };
}

/** Counts and sums by situação, under every filter but the situação one. */
export async function searchSummary(
  pool: ConnectionPool,
  source: SearchSource,
  ctx: CompileContext,
): Promise<SearchSummary> {
  const { where, params } = compileWhere(source.body, { ...ctx, omit: [...(ctx.omit ?? []), SITUACAO] });
  const rows = await pool.rows(
    `SELECT situacao, count(*)::INTEGER AS n, coalesce(sum(qt_funcionarios), 0)::DOUBLE AS employees,
            coalesce(sum(vl_faturamento), 0)::DOUBLE AS revenue
       FROM ${source.from} WHERE ${where} GROUP BY situacao`,
    [...source.params, ...params],
  );
  return toSummary(rows, source.body);
}

/** The facets alone: one GROUPING SETS scan of the filtered rows. */
async function searchFacets(
  pool: ConnectionPool,
  where: string,
  params: DuckDBValue[],
): Promise<Record<FacetName, FacetBucket[]>> {
  const groupings = FACETS.map((f) => `GROUPING(${f})::INTEGER AS g_${f}`).join(', ');
  const rows = await pool.rows(
    `SELECT ${FACETS.join(', ')}, ${groupings}, count(*)::INTEGER AS n
       FROM establishments WHERE ${where}
      GROUP BY GROUPING SETS (${FACETS.map((f) => `(${f})`).join(', ')})`,
    params,
  );
  return facetsOf(rows);
}

function facetsOf(rows: readonly Row[]): Record<FacetName, FacetBucket[]> {
  const facets = Object.fromEntries(FACETS.map((f) => [f, [] as FacetBucket[]])) as Record<
    FacetName,
    FacetBucket[]
  >;
  for (const row of rows) {
    const facet = FACETS.find((f) => row[`g_${f}`] === 0);
    if (facet) facets[facet].push(bucket(FACET_OPTIONS[facet], num(row[facet]), num(row.n) ?? 0));
  }
  return sortFacets(facets);
}
