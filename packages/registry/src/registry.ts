// The registry's public entry: open a DuckDB registry file read-only and answer searches and
// company queries. Used by the API (apps/api) and the benchmarks.
//
//   const registry = await openRegistry('data/registry.duckdb', { connections: 4 });
//   const answer = await registry.search({ search: { where: { sg_uf: ['SP'] }, exists: ['email'] } });
//   const company = await registry.company('11.222.333/0001-81');
//   await registry.reload(); // after the importer renamed a new file over the path
//   await registry.close();
//
// Queries are validated again here (packages/contracts/src/search-query.ts); a bad one throws a
// SearchQueryError whose message (and `issues`) are in Portuguese.
import { DuckDBInstance } from '@duckdb/node-api';
import { MAX_RETURN_SIZE } from '@prospecta/contracts/search-fields';
import { parseSearchQuery, type SearchQueryInput } from '@prospecta/contracts/search-query';
import type { SearchAnswer, SearchResultRow, SearchSummaryAnswer } from '@prospecta/contracts/search-result';
import { type BroadCube, loadBroadCube } from './query/broad-cube.ts';
import { type CepLocation, findCepLocation } from './query/cep-location.ts';
import { idsOfCnpjs } from './query/cnpj-lookup.ts';
import { COMPANY_BATCH_MAX } from './query/company-detail.ts';
import { type CompanyQueries, companyQueries } from './query/company-queries.ts';
import type { CompileContext } from './query/compile.ts';
import { ConnectionPool } from './query/connection-pool.ts';
import { type GeoPoint, municipalityCentroids } from './query/geo.ts';
import {
  countSearch,
  type NamedCnpj,
  runSearch,
  runSummary,
  searchCnpjs,
  searchNames,
  searchPage,
} from './query/search-queries.ts';
import { SearchQueryError } from './query/sql-builder.ts';
import { type FacetRow, facetRowsOf } from './query/summary-facets.ts';
import { planNameTerm, type TermPlan } from './query/text-plan.ts';
import { nameTerm } from './query/text-source.ts';
import { REGISTRY_FORMAT_VERSION } from './schema.ts';

export type { CepLocation } from './query/cep-location.ts';
export type { NamedCnpj } from './query/search-queries.ts';
export { SearchQueryError } from './query/sql-builder.ts';

export interface RegistryOptions {
  /** Connections in the pool (parts of one search run concurrently). Default 4. */
  connections?: number;
  /** DuckDB worker threads (default: one per core). */
  threads?: number;
  /** Prepared statements kept per connection (default STATEMENT_CACHE_SIZE; 0 prepares each query anew). */
  statementCache?: number;
}

export interface SearchOptions {
  /**
   * CNPJs to leave out, e.g. those the account already exported (eliminate_cnpjs_already_exported_in_account).
   * Treated as immutable: their ids are resolved once per array and file, so pass the same array again.
   */
  excludedCnpjs?: readonly string[];
}

export interface Registry extends CompanyQueries {
  readonly path: string;
  /** Extraction date of the release (YYYY-MM-DD), null when the file does not say. */
  readonly releaseDate: string | null;
  search(query: SearchQueryInput, options?: SearchOptions): Promise<SearchAnswer>;
  /** Total, companiesStatus, employee and revenue sums and the release date: no page, no facets. */
  summary(query: SearchQueryInput, options?: SearchOptions): Promise<SearchSummaryAnswer>;
  count(query: SearchQueryInput, options?: SearchOptions): Promise<number>;
  /** The page of rows only (no summary or facets). */
  page(query: SearchQueryInput, options?: SearchOptions): Promise<SearchResultRow[]>;
  /**
   * CNPJs of the result in sort order, for exports and lists: `size` is not bounded by a page's
   * return_size, nor `offset` by the deepest page a user can ask for.
   */
  cnpjs(query: SearchQueryInput, offset: number, size: number, options?: SearchOptions): Promise<string[]>;
  /** cnpjs with each company's razão social and nome fantasia (what a list keeps). */
  names(query: SearchQueryInput, offset: number, size: number, options?: SearchOptions): Promise<NamedCnpj[]>;
  cepLocation(cep: string): Promise<CepLocation | null>;
  /** Reopens (by default the same path, after an import renamed a new file over it); in-flight queries finish on the old file. */
  reload(path?: string): Promise<void>;
  close(): Promise<void>;
}

interface State {
  path: string;
  pool: ConnectionPool;
  releaseDate: string | null;
  /** Facet counts by (situação, UF), computed in the background after opening; null if that failed. */
  cube: Promise<BroadCube | null>;
  /** Establishment ids of each exclusion list seen (SearchOptions.excludedCnpjs). */
  excluded: WeakMap<readonly string[], Promise<number[]>>;
  /** Their cube keys and facet values, read the first time a cube answer subtracts them. */
  excludedRows: WeakMap<readonly string[], Promise<FacetRow[]>>;
}

/** Refuses a file written by an older importer (its tables lack what the queries read). */
async function assertFormat(pool: ConnectionPool, path: string): Promise<void> {
  const rows = await pool
    .rows("SELECT value FROM release_info WHERE key = 'importer_version'")
    .catch(() => []);
  const version = Number(rows[0]?.value ?? 0);
  if (version < REGISTRY_FORMAT_VERSION) {
    await pool.drain();
    throw new Error(
      `O cadastro ${path} foi gravado por uma versão anterior do importador (formato ${version}, esperado ${REGISTRY_FORMAT_VERSION}): importe a base de novo.`,
    );
  }
}

/**
 * The most rows a page (MAX_RETURN_SIZE) or a batch lookup (COMPANY_BATCH_MAX) reads by id, and a batch's
 * partners (up to PARTNERS_PER_COMPANY each) by rowid. DuckDB's default (50) left larger sets to a scan of the
 * whole table: at 72 M establishments 600 CNPJs' rows took 4 s instead of 0.8, the page of a 600-CNPJ list 4 s
 * instead of 0.6; 600 companies' 2 400 partners 757 ms instead of 416 with 1 000 as the bound.
 */
const PARTNERS_PER_COMPANY = 5;
const DYNAMIC_FILTER_ROWS = Math.max(COMPANY_BATCH_MAX * PARTNERS_PER_COMPANY, MAX_RETURN_SIZE);

async function openState(path: string, connections: number, options: RegistryOptions): Promise<State> {
  // Insertion order is kept so a token's postings, stored best first, page without sorting (text-plan.ts).
  // A semi-join whose build side has up to DYNAMIC_FILTER_ROWS rows becomes an IN filter on the probe's
  // scan, so `rowid IN (SELECT id FROM cnpj_keys …)` reads only the row groups holding those rows.
  const instance = await DuckDBInstance.create(path, {
    access_mode: 'READ_ONLY',
    preserve_insertion_order: 'true',
    dynamic_or_filter_threshold: String(DYNAMIC_FILTER_ROWS),
    ...(options.threads ? { threads: String(options.threads) } : {}),
  });
  const pool = await ConnectionPool.create(instance, connections, options.statementCache);
  await assertFormat(pool, path);
  const rows = await pool.rows("SELECT value FROM release_info WHERE key = 'release_date'").catch(() => []);
  const releaseDate = rows[0] ? String(rows[0].value) : null;
  const cube = loadBroadCube(pool).catch(() => null);
  return { path, pool, releaseDate, cube, excluded: new WeakMap(), excludedRows: new WeakMap() };
}

function parse(query: SearchQueryInput) {
  const result = parseSearchQuery(query);
  if (!result.success) {
    const error = new SearchQueryError(result.error.issues.map((i) => i.message).join('; '));
    Object.assign(error, { issues: result.error.issues });
    throw error;
  }
  return result.data;
}

/** `load(key)` once per key array (a failed load is not kept). */
function cachedFor<T>(
  cache: WeakMap<readonly string[], Promise<T>>,
  key: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

async function contextFor(state: State, query: ReturnType<typeof parse>, options: SearchOptions = {}) {
  const cepPoints = new Map<string, GeoPoint>();
  for (const geo of [query.search.where?.cep_distance, query.search.wherenot?.cep_distance]) {
    if (!geo || cepPoints.has(geo.cep)) continue;
    const location = await findCepLocation(state.pool, geo.cep);
    if (!location) throw new SearchQueryError(`CEP não encontrado: ${geo.cep}`);
    cepPoints.set(geo.cep, location);
  }
  const namePlans = new Map<string, TermPlan>();
  const named = nameTerm(query.search);
  if (named) namePlans.set(named.term, await planNameTerm(state.pool, named.term));
  const excluded = options.excludedCnpjs ?? [];
  const excludedIds =
    excluded.length > 0
      ? await cachedFor(state.excluded, excluded, () => idsOfCnpjs(state.pool, excluded))
      : [];
  const excludedRows = () =>
    cachedFor(state.excludedRows, excluded, () => facetRowsOf(state.pool, excludedIds));
  const municipalities = cepPoints.size > 0 ? await municipalityCentroids(state.pool) : null;
  const ctx: CompileContext = {
    cepPoints,
    municipalityCentroids: municipalities,
    excludedIds,
    excludedRows,
    namePlans,
  };
  return ctx;
}

export async function openRegistry(path: string, options: RegistryOptions = {}): Promise<Registry> {
  const connections = options.connections ?? 4;
  let state = await openState(path, connections, options);
  const withQuery = async <T>(
    input: SearchQueryInput,
    opts: SearchOptions | undefined,
    run: (s: State, q: ReturnType<typeof parse>, ctx: CompileContext) => Promise<T>,
  ): Promise<T> => {
    const s = state;
    const q = parse(input);
    return run(s, q, await contextFor(s, q, opts));
  };
  return {
    get path() {
      return state.path;
    },
    get releaseDate() {
      return state.releaseDate;
    },
    search: (q, o) => withQuery(q, o, (s, p, ctx) => runSearch(s.pool, p.search, ctx, s.releaseDate, s.cube)),
    summary: (q, o) =>
      withQuery(q, o, (s, p, ctx) => runSummary(s.pool, p.search, ctx, s.releaseDate, s.cube)),
    count: (q, o) => withQuery(q, o, (s, p, ctx) => countSearch(s.pool, p.search, ctx, s.cube)),
    page: (q, o) => withQuery(q, o, (s, p, ctx) => searchPage(s.pool, p.search, ctx)),
    cnpjs: (q, offset, size, o) =>
      withQuery(q, o, (s, p, ctx) => searchCnpjs(s.pool, p.search, ctx, offset, size)),
    names: (q, offset, size, o) =>
      withQuery(q, o, (s, p, ctx) => searchNames(s.pool, p.search, ctx, offset, size)),
    cepLocation: (cep) => findCepLocation(state.pool, cep),
    ...companyQueries(() => state.pool),
    async reload(newPath = state.path) {
      const old = state;
      state = await openState(newPath, connections, options);
      await old.pool.drain();
    },
    async close() {
      await state.pool.drain();
    },
  };
}
