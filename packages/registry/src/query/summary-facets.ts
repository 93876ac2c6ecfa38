// The summary and the facets of a search in one scan of the rows matching every filter but the
// situação one (from establishments or a term's postings, text-source.ts): GROUPING SETS by situação
// alone (the summary: companiesStatus under the other filters, totals over the situações kept) and by
// situação with each facet (the facets keep only the situações the search keeps); with a situação filter
// over establishments, the other situações are only counted. `searchSummary` is the summary alone.

import { listValue } from '@duckdb/node-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { FACETS, type FacetName } from '@prospecta/contracts/search-fields';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type { FacetBucket, SearchSummary } from '@prospecta/contracts/search-result';
import { CONTACTS_MASK_SQL } from './broad-scope.ts';
import { type CompileContext, compileWhere } from './compile.ts';
import type { ConnectionPool, Row } from './connection-pool.ts';
import { unpackFacetKeySql } from './facet-key.ts';
import { bucket, FacetTally, groupingSetsSql, sortFacets } from './facets.ts';
import { num } from './result-rows.ts';
import type { SearchSource } from './text-source.ts';

const SITUACAO = 'ds_situacao_cnpj';

/** Whether a situação code passes the search's situação filter. */
function situacaoFilter(body: SearchBody): (code: number) => boolean {
  const options = SEARCH_CODE_LISTS.situacoes;
  const included = body.where?.ds_situacao_cnpj;
  const excluded = body.wherenot?.ds_situacao_cnpj ?? [];
  return (code) => {
    const value = options.find((o) => o.code === code)?.value ?? '';
    return (!included || included.includes(value)) && !excluded.includes(value);
  };
}

/** Summary rows (situacao, n, employees, revenue) → the answer's summary. */
export function toSummary(rows: readonly Row[], body: SearchBody): SearchSummary {
  const wanted = situacaoFilter(body);
  const summary: SearchSummary = { companiesStatus: [], totalEmployees: 0, totalRevenue: 0, totalResult: 0 };
  // Largest first; ties by code, so equal counts keep one order whatever order the rows came in.
  const ordered = [...rows].sort(
    (a, b) => (num(b.n) ?? 0) - (num(a.n) ?? 0) || (num(a.situacao) ?? 0) - (num(b.situacao) ?? 0),
  );
  for (const row of ordered) {
    const code = num(row.situacao) ?? 0;
    summary.companiesStatus.push(bucket(SEARCH_CODE_LISTS.situacoes, code, num(row.n) ?? 0));
    if (!wanted(code)) continue;
    summary.totalResult += num(row.n) ?? 0;
    summary.totalEmployees += num(row.employees) ?? 0;
    summary.totalRevenue += num(row.revenue) ?? 0;
  }
  return summary;
}

/**
 * Facets grouped together with situação: all but situação itself and região, which is a function of the
 * UF (summed from the UF buckets, one grouping set less).
 */
const KEYS = FACETS.filter((f) => f !== 'situacao' && f !== 'regiao');

/**
 * The SQL condition of the rows whose situação the search does not keep. With one list (the usual `where` of
 * ATIVA) it is that list's complement as comparisons DuckDB pushes into the scan, so the zone maps skip the
 * kept situações' rows (the table is stored by situação first): the other situações of ATIVA opened since
 * 2024, 100 → 45 ms at 72 M; that whole search 130–146 → 72–81 ms at 10 M. With both lists, the negation.
 */
function otherSituacoesCondition(body: SearchBody) {
  const include = body.where?.ds_situacao_cnpj ?? [];
  const exclude = body.wherenot?.ds_situacao_cnpj ?? [];
  const only = (where: SearchBody['where'], wherenot: SearchBody['wherenot']) =>
    compileWhere({
      ...body,
      where,
      wherenot,
      match: undefined,
      match_either: undefined,
      exists: undefined,
      has_any: undefined,
    });
  if (exclude.length === 0) return only({}, { ds_situacao_cnpj: include });
  if (include.length === 0) return only({ ds_situacao_cnpj: exclude }, {});
  const kept = only({ ds_situacao_cnpj: include }, { ds_situacao_cnpj: exclude });
  return { where: `NOT coalesce(${kept.where}, false)`, params: kept.params };
}

/**
 * Summary and facets. From establishments with a situação filter, two queries at once: the facets and the
 * kept situações' sums over the rows of the kept situações, and a count of the others (zone maps skip the
 * kept situações' rows: the table is stored by situação first) — about a third less CPU than aggregating
 * every situação's rows by every facet. Otherwise one scan grouped by situação and each facet.
 */
export async function summaryAndFacets(
  pool: ConnectionPool,
  source: SearchSource,
  ctx: CompileContext,
): Promise<{ summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> }> {
  const body = source.body;
  const filtered =
    (body.where?.ds_situacao_cnpj?.length ?? 0) > 0 || (body.wherenot?.ds_situacao_cnpj?.length ?? 0) > 0;
  const split = filtered && !source.postings;
  const scope = split
    ? compileWhere(body, ctx)
    : compileWhere(body, { ...ctx, omit: [...(ctx.omit ?? []), SITUACAO] });
  const sets = ['(situacao)', ...KEYS.map((f) => `(situacao, ${f})`)];
  // Over establishments the rows are grouped by their packed facet_key (one column instead of seven: at
  // 10 M, ATIVA opened since 2024, 25 → 12 ms); postings carry the columns themselves.
  const packed = !source.postings;
  const grouped = pool.rows(
    groupingSetsSql({
      keys: packed ? 'facet_key' : `situacao, ${KEYS.join(', ')}`,
      unpack: packed ? unpackFacetKeySql('facet_key') : undefined,
      from: source.from,
      where: scope.where,
      select: `situacao, ${KEYS.join(', ')}, ${KEYS.map((f) => `GROUPING(${f})::INTEGER AS g_${f}`).join(', ')}`,
      sets,
    }),
    [...source.params, ...scope.params],
  );
  let others: Promise<Row[]> = Promise.resolve([]);
  if (split) {
    const rest = compileWhere(body, { ...ctx, omit: [...(ctx.omit ?? []), SITUACAO] });
    const other = otherSituacoesCondition(body);
    others = pool.rows(
      `SELECT situacao, count(*)::BIGINT AS n, 0 AS employees, 0 AS revenue FROM establishments
        WHERE ${rest.where} AND ${other.where} GROUP BY situacao`,
      [...rest.params, ...other.params],
    );
  }
  const [rows, otherTotals] = await Promise.all([grouped, others]);
  const wanted = situacaoFilter(body);
  const totals = [...rows.filter((row) => KEYS.every((f) => row[`g_${f}`] === 1)), ...otherTotals];
  const tally = new FacetTally();
  for (const row of rows) {
    const situacao = num(row.situacao) ?? 0;
    if (!wanted(situacao)) continue;
    const facet = KEYS.find((f) => row[`g_${f}`] === 0) ?? 'situacao';
    const key = facet === 'situacao' ? situacao : num(row[facet]);
    if (facet === 'uf') tally.addUf(key, num(row.n) ?? 0);
    else tally.add(facet, key, num(row.n) ?? 0);
  }
  return { summary: toSummary(totals, body), facets: tally.buckets() };
}

/** An establishment's cube keys and facet values (the excluded rows a cube answer subtracts in memory). */
export interface FacetRow {
  situacao: number;
  uf: number;
  /** CONTACTS_MASK_SQL: contacts, the Simples/MEI flags and the porte. */
  mask: number;
  cnae_principal: number | null;
  cnae_secao: number | null;
  porte: number | null;
  faixa_funcionarios: number | null;
  faixa_faturamento: number | null;
  faixa_idade: number | null;
  qt_funcionarios: number | null;
  vl_faturamento: number | null;
}

/** The FacetRows of some establishment ids (one semi-join over establishments: ~0.5 s for 10 000 at 72 M). */
export async function facetRowsOf(pool: ConnectionPool, ids: readonly number[]): Promise<FacetRow[]> {
  if (ids.length === 0) return [];
  const rows = await pool.rows(
    `SELECT situacao, uf, ${CONTACTS_MASK_SQL} AS mask, cnae_principal, ${KEYS.filter((f) => f !== 'uf').join(', ')},
            qt_funcionarios, vl_faturamento
       FROM establishments WHERE id IN (SELECT unnest(?::INTEGER[]))`,
    [listValue([...ids])],
  );
  return rows.map((row) => ({
    situacao: num(row.situacao) ?? 0,
    uf: num(row.uf) ?? 0,
    mask: num(row.mask) ?? 0,
    cnae_principal: num(row.cnae_principal),
    cnae_secao: num(row.cnae_secao),
    porte: num(row.porte),
    faixa_funcionarios: num(row.faixa_funcionarios),
    faixa_faturamento: num(row.faixa_faturamento),
    faixa_idade: num(row.faixa_idade),
    qt_funcionarios: num(row.qt_funcionarios),
    vl_faturamento: num(row.vl_faturamento),
  }));
}

/**
 * summaryAndFacets over rows in memory: `matches` tells whether a row passes every filter but the situação
 * one (the summary's companiesStatus counts those; totals and facets keep the situações the search keeps).
 */
export function summaryAndFacetsOfRows(
  rows: readonly FacetRow[],
  body: SearchBody,
  matches: (row: FacetRow) => boolean,
): { summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> } {
  const wanted = situacaoFilter(body);
  const bySituacao = new Map<number, { n: number; employees: number; revenue: number }>();
  const tally = new FacetTally();
  for (const row of rows) {
    if (!matches(row)) continue;
    const sums = bySituacao.get(row.situacao) ?? { n: 0, employees: 0, revenue: 0 };
    sums.n += 1;
    sums.employees += row.qt_funcionarios ?? 0;
    sums.revenue += row.vl_faturamento ?? 0;
    bySituacao.set(row.situacao, sums);
    if (!wanted(row.situacao)) continue;
    tally.add('situacao', row.situacao, 1);
    for (const facet of KEYS) {
      if (facet === 'uf') tally.addUf(row.uf, 1);
      else tally.add(facet, row[facet as Exclude<FacetName, 'uf' | 'regiao' | 'situacao'>], 1);
    }
  }
  const totals = [...bySituacao].map(([situacao, sums]) => ({ situacao, ...sums }));
  return { summary: toSummary(totals, body), facets: tally.buckets() };
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

/**
 * `whole` less `part`, the same search's answer over a subset of its rows (every count and sum is
 * additive): buckets left empty are dropped and the rest ordered as the answers order them.
 */
export function subtractAnswer(
  whole: { summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> },
  part: { summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> },
): { summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> } {
  const less = (buckets: readonly FacetBucket[], minus: readonly FacetBucket[]) => {
    const counts = new Map(minus.map((b) => [b.key, b.count]));
    return buckets
      .map((b) => ({ ...b, count: b.count - (counts.get(b.key) ?? 0) }))
      .filter((b) => b.count > 0);
  };
  const code = (key: string) => SEARCH_CODE_LISTS.situacoes.find((o) => o.value === key)?.code ?? 0;
  const facets = Object.fromEntries(
    Object.entries(whole.facets).map(([f, buckets]) => [f, less(buckets, part.facets[f as FacetName] ?? [])]),
  ) as Record<FacetName, FacetBucket[]>;
  return {
    summary: {
      companiesStatus: less(whole.summary.companiesStatus, part.summary.companiesStatus).sort(
        (a, b) => b.count - a.count || code(a.key) - code(b.key),
      ),
      totalResult: whole.summary.totalResult - part.summary.totalResult,
      totalEmployees: Math.round(whole.summary.totalEmployees - part.summary.totalEmployees),
      totalRevenue: Math.round((whole.summary.totalRevenue - part.summary.totalRevenue) * 100) / 100,
    },
    facets: sortFacets(facets),
  };
}
