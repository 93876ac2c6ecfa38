// A search answer: total, page, summary and facets, as queries on the pool that run at the same time
// (broad searches take summary and facets from the in-memory cube, broad-cube.ts). Pages use late
// materialisation: the ORDER BY … LIMIT runs over the filter columns and row ids, and only the page's
// rows are read in full.
import { type DuckDBValue, listValue } from '@duckdb/node-api';
import type { FacetName } from '@prospecta/contracts/search-fields';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type {
  FacetBucket,
  SearchAnswer,
  SearchResultRow,
  SearchSummary,
  SearchSummaryAnswer,
} from '@prospecta/contracts/search-result';
import { QUALITY_WEIGHTS } from '../importer/quality-score.ts';
import { blockCubeAnswer, cubeRowFilter } from './block-cube.ts';
import { blockPageIds } from './block-page.ts';
import { type BroadCube, cubeFacets, cubeSummary } from './broad-cube.ts';
import { broadScope, hasDefaultSort } from './broad-scope.ts';
import { codeLabels, labelOf } from './code-labels.ts';
import { type CompileContext, compileOrderBy, compileWhere } from './compile.ts';
import type { ConnectionPool } from './connection-pool.ts';
import { extraAggregation } from './facets.ts';
import { rankedPageIds } from './ranked-page.ts';
import { num, PAGE_COLUMNS, str, toResultRow } from './result-rows.ts';
import { searchSummary, subtractAnswer, summaryAndFacets, summaryAndFacetsOfRows } from './summary-facets.ts';
import { POSTING_RELEVANCE, searchSource } from './text-source.ts';
import { tokenCubeAnswer } from './token-cube.ts';

/** The broad cube when the search is of the broad shape and the cube is ready (or being computed). */
async function broadAnswer(
  body: SearchBody,
  ctx: CompileContext,
  cube: Promise<BroadCube | null> | undefined,
) {
  const scope = cube ? broadScope(body, ctx) : null;
  const ready = scope ? await cube : null;
  return scope && ready ? { scope, cube: ready } : null;
}

/**
 * Summary and facets computed at import or open: the in-memory broad cube, else the block cube
 * (block-cube.ts), else the token cube (token-cube.ts); null when the rows must be grouped. With excluded
 * ids, the cube's answer without them less the excluded rows that match: for the broad and block cubes from
 * the excluded rows kept in memory (72 M, ATIVA with 10 000 exported CNPJs: 686 → 39 ms), for the token
 * cube grouped from the rows.
 */
async function cubedAnswer(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  cube: Promise<BroadCube | null> | undefined,
): Promise<{ summary: SearchSummary; facets: Record<FacetName, FacetBucket[]> } | null> {
  const excluded = ctx.excludedIds ?? [];
  if (excluded.length > 0) {
    const plain: CompileContext = { ...ctx, excludedIds: [] };
    const whole = await cubedAnswer(pool, body, plain, cube);
    if (!whole) return null;
    const inMemory = await excludedAnswer(body, ctx);
    if (inMemory) return subtractAnswer(whole, inMemory);
    const only: CompileContext = { ...plain, onlyIds: excluded };
    return subtractAnswer(whole, await summaryAndFacets(pool, searchSource(body, only), only));
  }
  const broad = await broadAnswer(body, ctx, cube);
  if (broad)
    return { summary: cubeSummary(broad.cube, broad.scope), facets: cubeFacets(broad.cube, broad.scope) };
  return (await blockCubeAnswer(pool, body, ctx)) ?? tokenCubeAnswer(pool, searchSource(body, ctx), ctx);
}

/**
 * The excluded rows' own answer (those matching the search), from the rows kept in memory, when the search
 * is of a cube's shape (block-cube.ts); null otherwise.
 */
async function excludedAnswer(body: SearchBody, ctx: CompileContext) {
  const matches = cubeRowFilter(body, { ...ctx, excludedIds: [] });
  return matches && ctx.excludedRows ? summaryAndFacetsOfRows(await ctx.excludedRows(), body, matches) : null;
}

export async function countSearch(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  cube?: Promise<BroadCube | null>,
): Promise<number> {
  // With excluded ids, a search of a cube's shape counts without them, less the excluded rows that match.
  if ((ctx.excludedIds?.length ?? 0) > 0) {
    const inMemory = await excludedAnswer(body, ctx);
    if (inMemory)
      return (
        (await countSearch(pool, body, { ...ctx, excludedIds: [] }, cube)) - inMemory.summary.totalResult
      );
  }
  const broad = await broadAnswer(body, ctx, cube);
  if (broad) return cubeSummary(broad.cube, broad.scope).totalResult;
  const source = searchSource(body, ctx);
  const frequent = await tokenCubeAnswer(pool, source, ctx);
  if (frequent) return frequent.summary.totalResult;
  const { where, params } = compileWhere(source.body, ctx);
  const rows = await pool.rows(`SELECT count(*)::INTEGER AS n FROM ${source.from} WHERE ${where}`, [
    ...source.params,
    ...params,
  ]);
  return num(rows[0]?.n) ?? 0;
}

/**
 * The best score a row reaches without the enrichment's website (every other part of the quality score): a
 * default-order page of a search with many matches is nearly always made of such rows.
 */
const TOP_QUALITY = 100 - QUALITY_WEIGHTS.site;
/** Pages first read among the top-quality rows: at most this many rows, ending at most this deep. */
const TOP_QUALITY_PAGE_SIZE = 100;
const TOP_QUALITY_PAGE_END = 2_000;

/**
 * The subquery choosing a page's row ids (id = rowid), in order. With `minQuality`, a page that would rank
 * every matching establishment in default order ranks only those scoring at least that (`thresholded`): the
 * same page when they fill it, since they come first. Not for postings nor a list of CNPJs, whose matches are
 * usually too few to fill it (a second read of a 600-CNPJ list's page cost 100 ms at 10 M), nor a search
 * without ATIVA rows.
 */
function pageRowIds(
  body: SearchBody,
  ctx: CompileContext,
  offset: number,
  size: number,
  minQuality?: number,
) {
  const ranked = rankedPageIds(body, ctx, offset, size);
  if (ranked) return { ...ranked, thresholded: false };
  const source = searchSource(body, ctx, true);
  const { where, params } = compileWhere(source.body, ctx);
  const blocks = source.postings ? null : blockPageIds(body, where, params, offset, size);
  if (blocks) return { ...blocks, thresholded: false };
  const orderBy = compileOrderBy(body);
  const inner = source.postings ? compileOrderBy(body, POSTING_RELEVANCE) : orderBy;
  const key = source.postings ? 'id' : 'rowid';
  // One token's (or one secondary CNAE's) postings are stored in default order: their head is the page.
  const stored = source.ordered && hasDefaultSort(body);
  const thresholded =
    minQuality !== undefined &&
    !source.postings &&
    !body.where?.nu_cnpj &&
    mayBeActive(body) &&
    hasDefaultSort(body);
  const top = thresholded ? ` AND quality_data_score >= ${Math.floor(minQuality)}` : '';
  return {
    sql: `SELECT ${key} FROM ${source.from} WHERE ${where}${top} ${stored ? '' : `ORDER BY ${inner}`} LIMIT ? OFFSET ?`,
    params: [...source.params, ...params, size, offset] as DuckDBValue[],
    orderBy,
    thresholded,
  };
}

/**
 * Whether the search keeps ATIVA rows (the others miss the score's ATIVA part: without a website none reaches
 * TOP_QUALITY).
 */
function mayBeActive(body: SearchBody): boolean {
  const kept = body.where?.ds_situacao_cnpj;
  return (!kept || kept.includes('ATIVA')) && !body.wherenot?.ds_situacao_cnpj?.includes('ATIVA');
}

/** A page's row ids as a subquery over the registry, or already read. */
type PageSelection =
  | { sql: string; params: DuckDBValue[]; orderBy: string; ids?: undefined }
  | { ids: readonly number[]; orderBy: string };

/** The row ids a page subquery selects, in order. */
async function readPageIds(pool: ConnectionPool, page: { sql: string; params: DuckDBValue[] }) {
  const rows = await pool.rows(`SELECT * FROM (${page.sql}) AS page(rid)`, page.params);
  return rows.map((row) => Number(row.rid));
}

/**
 * The establishments rows of a page, in its order. The ids are read first and the rows then found within
 * the range of ids (id = rowid), which the zone maps of id narrow to the row groups holding the page, by
 * rowid unless the ids are that whole range: a `rowid IN (…)` alone visits every row group. 10 M, a page of
 * 10 rows with 27 columns: one block's run of ids 9.2 → 2.4 ms, ids spread over the file 16.8 → 13.3.
 */
async function readPageRows(pool: ConnectionPool, columns: string, selection: PageSelection) {
  const ids = selection.ids ?? (await readPageIds(pool, selection));
  if (ids.length === 0) return [];
  const low = ids.reduce((a, b) => Math.min(a, b));
  const high = ids.reduce((a, b) => Math.max(a, b));
  const run = high - low + 1 === new Set(ids).size;
  return pool.rows(
    `SELECT ${columns} FROM establishments WHERE id BETWEEN ${low} AND ${high}
       ${run ? '' : 'AND rowid IN (SELECT unnest(?::BIGINT[]))'} ORDER BY ${selection.orderBy}`,
    run ? [] : [listValue([...ids])],
  );
}

/**
 * The page's row ids as a subquery. With excluded ids (the CNPJs an account already exported), the same search
 * without them — so quality_ranking, the blocks' heads and the postings' stored order still serve it — is read
 * over a few more rows and the excluded ones are dropped here: an exclusion list is a sliver of a search's rows,
 * so one read nearly always fills the page, else the read grows until it does or the rows run out. A filter
 * `id NOT IN (…)` sent the page to a ranked scan of every matching row (72 M, ATIVA with 10 000 exported
 * CNPJs: 228 → 29 ms).
 */
async function pageSelection(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  offset: number,
  size: number,
): Promise<PageSelection> {
  const excluded = ctx.excludedIds ?? [];
  if (excluded.length === 0) {
    // A page ranking every matching row is first read among the top-quality ones, which the zone maps find
    // within each block (stored best first): 10 M, ATIVA with natureza 2062 or 2135 33 → 18 ms, in bairro
    // CENTRO 28 → 18; at 72 M 179 → 68 and 142 → 60, ATIVA opened since 2024 107 → 60. A search they do not
    // fill reads it again (≈ 20 ms more at 72 M).
    const top =
      size <= TOP_QUALITY_PAGE_SIZE && offset + size <= TOP_QUALITY_PAGE_END
        ? pageRowIds(body, ctx, offset, size, TOP_QUALITY)
        : null;
    if (!top?.thresholded) return top ?? pageRowIds(body, ctx, offset, size);
    const ids = await readPageIds(pool, top);
    return ids.length === size ? { ids, orderBy: top.orderBy } : pageRowIds(body, ctx, offset, size);
  }
  const left = new Set(excluded);
  const plain: CompileContext = { ...ctx, excludedIds: [] };
  const wanted = offset + size;
  const most = wanted + left.size;
  for (let read = Math.min(most, 2 * wanted + 50); ; read = Math.min(most, read * 4)) {
    const page = pageRowIds(body, plain, 0, read);
    const ids = await readPageIds(pool, page);
    const kept = ids.filter((id) => !left.has(id)).slice(offset, wanted);
    if (kept.length === size || ids.length < read || read === most)
      return { ids: kept, orderBy: page.orderBy };
  }
}

export async function searchPage(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  offset = body.offset,
  size = body.return_size,
): Promise<SearchResultRow[]> {
  // Only the page's rows are read in full: the row ids come first, then those rows by rowid; the
  // CNAE and municipality labels come from memory (code-labels.ts), not from joins.
  const [page, labels] = await Promise.all([pageSelection(pool, body, ctx, offset, size), codeLabels(pool)]);
  const rows = await readPageRows(pool, PAGE_COLUMNS, page);
  for (const row of rows) {
    row.cnae_descricao = labelOf(labels, 'cnae', row.cnae_principal);
    row.municipio = labelOf(labels, 'municipio', row.cd_municipio_rfb) ?? row.nm_cidade_exterior ?? null;
  }
  return rows.map(toResultRow);
}

/** A search result's CNPJ and names (what a list keeps of a company). */
export interface NamedCnpj {
  cnpj: string;
  razao_social: string | null;
  nome_fantasia: string | null;
}

/**
 * Columns of a search's results from `offset`, in sort order: one read of up to `size` rows (exports and
 * lists take up to 10 600), not bounded by a user page's offset. 10 M: the first 10 600 results of ATIVA in
 * one read 80–100 ms, against 0.6–1.8 s as 18 pages of 600.
 */
async function resultColumns(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  offset: number,
  size: number,
  columns: string,
) {
  return readPageRows(pool, columns, await pageSelection(pool, body, ctx, offset, size));
}

export async function searchCnpjs(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  offset: number,
  size: number,
): Promise<string[]> {
  const rows = await resultColumns(pool, body, ctx, offset, size, 'cnpj');
  return rows.map((r) => String(r.cnpj));
}

/** searchCnpjs with each result's razão social and nome fantasia. */
export async function searchNames(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  offset: number,
  size: number,
): Promise<NamedCnpj[]> {
  const rows = await resultColumns(pool, body, ctx, offset, size, 'cnpj, razao_social, nome_fantasia');
  return rows.map((r) => ({
    cnpj: String(r.cnpj),
    razao_social: str(r.razao_social),
    nome_fantasia: str(r.nome_fantasia),
  }));
}

export async function runSearch(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  releaseDate: string | null,
  cube?: Promise<BroadCube | null>,
): Promise<SearchAnswer> {
  const { where, params } = compileWhere(body, ctx);
  const [rows, { summary, facets }, ...extras] = await Promise.all([
    searchPage(pool, body, ctx),
    cubedAnswer(pool, body, ctx, cube).then(
      (cubed) => cubed ?? summaryAndFacets(pool, searchSource(body, ctx), ctx),
    ),
    ...(body.aggregation_type ?? []).map((name) => extraAggregation(pool, name, where, params)),
  ]);
  const allFacets: SearchAnswer['facets'] = { ...facets };
  (body.aggregation_type ?? []).forEach((name, i) => {
    allFacets[name] = extras[i] ?? [];
  });
  return { total: summary.totalResult, rows, summary, facets: allFacets, releaseDate };
}

/** Total and summary only (no page, no facets). */
export async function runSummary(
  pool: ConnectionPool,
  body: SearchBody,
  ctx: CompileContext,
  releaseDate: string | null,
  cube?: Promise<BroadCube | null>,
): Promise<SearchSummaryAnswer> {
  const summary =
    (await cubedAnswer(pool, body, ctx, cube))?.summary ??
    (await searchSummary(pool, searchSource(body, ctx), ctx));
  return { total: summary.totalResult, summary, releaseDate };
}
