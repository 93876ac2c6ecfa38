// The summary and the facets of a search in one query over one scan: the rows matching every filter
// but the situação one are materialised once (a CTE), with only the columns the aggregates read;
// the summary groups them by situação, the facets (GROUPING SETS) keep the situação filter. Text and
// posting-table semi-joins therefore run once per search, not once per part.
import type { DuckDBValue } from '@duckdb/node-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { FACETS, type FacetName } from '@prospecta/contracts/search-fields';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { type CompileContext, compileWhere } from './compile.ts';
import type { ConnectionPool, Row } from './connection-pool.ts';
import { ageBandSql, ageBoundaries, bucket, FACET_OPTIONS, sortFacets } from './facets.ts';
import { num } from './result-rows.ts';

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

export async function summaryAndFacets(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  releaseDate: string,
): Promise<{ summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> }> {
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
      SELECT situacao, uf, regiao, cnae_secao, porte, faixa_funcionarios, faixa_faturamento,
             ${ageBandSql()} AS faixa_idade, qt_funcionarios, vl_faturamento
        FROM establishments WHERE ${rest.where})
    SELECT 0 AS part, situacao, ${nulls}, ${FACETS.map((f) => `1 AS g_${f}`).join(', ')}, count(*)::BIGINT AS n,
           coalesce(sum(qt_funcionarios), 0)::DOUBLE AS employees, coalesce(sum(vl_faturamento), 0)::DOUBLE AS revenue
      FROM base GROUP BY situacao
    UNION ALL
    SELECT 1, situacao, ${keys.join(', ')}, ${groupings}, count(*)::BIGINT, 0, 0
      FROM base WHERE ${situacao.where}
     GROUP BY GROUPING SETS (${FACETS.map((f) => `(${f})`).join(', ')})`;
  const params: DuckDBValue[] = [...ageBoundaries(releaseDate), ...rest.params, ...situacao.params];
  const rows = await pool.rows(sql, params);
  const facets = Object.fromEntries(FACETS.map((f) => [f, [] as FacetBucket[]])) as Record<
    FacetName,
    FacetBucket[]
  >;
  for (const row of rows) {
    if (row.part !== 1) continue;
    const facet = FACETS.find((f) => row[`g_${f}`] === 0);
    if (facet) facets[facet].push(bucket(FACET_OPTIONS[facet], num(row[facet]), num(row.n) ?? 0));
  }
  return {
    summary: toSummary(
      rows.filter((r) => r.part === 0),
      body,
    ),
    facets: sortFacets(facets),
  };
}
