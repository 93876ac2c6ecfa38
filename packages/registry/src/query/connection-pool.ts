// A small pool of connections to one read-only DuckDB instance, so the parts of a search (count,
// page, summary, facets) run at the same time. `drain()` waits for in-flight work before closing,
// which is how a reload swaps files without dropping queries.
//
// Each connection keeps its prepared statements by SQL text (the most recently used STATEMENT_CACHE_SIZE of
// them): a search's SQL depends on the shape of its filters, not on their values (lists are bound as one array
// parameter), so a salesperson paging, recounting or changing a value reruns statements already planned.
// Preparing was 15–25 % of a search statement's time at 10 M (the block cube's GROUPING SETS 17.4 → 14.9 ms,
// a page's ids 7.3 → 5.6, its rows 5.5 → 4.6); whole searches, p50 of 30 interleaved runs: typical 40.3 →
// 35.3 ms, its page 17.0 → 13.3, COMERCIO 34.9 → 31.7, the search box 59.1 → 52.0.
import type {
  DuckDBConnection,
  DuckDBInstance,
  DuckDBPreparedStatement,
  DuckDBValue,
  Json,
} from '@duckdb/node-api';

export type Row = Record<string, Json>;

/** Prepared statements kept per connection (least recently used dropped first). */
export const STATEMENT_CACHE_SIZE = 128;

export class ConnectionPool {
  private readonly idle: DuckDBConnection[] = [];
  private readonly waiting: ((c: DuckDBConnection) => void)[] = [];
  private inFlight = 0;
  private drained: (() => void) | null = null;
  private readonly statements = new Map<DuckDBConnection, Map<string, DuckDBPreparedStatement>>();

  private constructor(
    readonly instance: DuckDBInstance,
    private readonly all: DuckDBConnection[],
    private readonly cacheSize: number,
  ) {
    this.idle.push(...all);
  }

  /** `cacheSize` 0 prepares every statement anew (as DuckDB's client does for a query with parameters). */
  static async create(
    instance: DuckDBInstance,
    size: number,
    cacheSize = STATEMENT_CACHE_SIZE,
  ): Promise<ConnectionPool> {
    const connections: DuckDBConnection[] = [];
    for (let i = 0; i < Math.max(1, size); i++) connections.push(await instance.connect());
    return new ConnectionPool(instance, connections, cacheSize);
  }

  async use<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    this.inFlight++;
    const connection = this.idle.pop() ?? (await new Promise<DuckDBConnection>((r) => this.waiting.push(r)));
    try {
      return await work(connection);
    } finally {
      const next = this.waiting.shift();
      if (next) next(connection);
      else this.idle.push(connection);
      this.inFlight--;
      if (this.inFlight === 0 && this.drained) this.drained();
    }
  }

  /** Runs a query and returns its rows as JSON-friendly objects (dates as YYYY-MM-DD). */
  rows(sql: string, params: DuckDBValue[] = []): Promise<Row[]> {
    return this.use(async (c) => {
      if (this.cacheSize === 0) return (await c.runAndReadAll(sql, params)).getRowObjectsJson() as Row[];
      const statement = await this.prepared(c, sql);
      statement.clearBindings();
      statement.bind(params);
      return (await statement.runAndReadAll()).getRowObjectsJson() as Row[];
    });
  }

  /** The connection's prepared statement for `sql`, prepared on first use. */
  private async prepared(connection: DuckDBConnection, sql: string): Promise<DuckDBPreparedStatement> {
    let cache = this.statements.get(connection);
    if (!cache) {
      cache = new Map();
      this.statements.set(connection, cache);
    }
    let statement = cache.get(sql);
    if (statement) cache.delete(sql);
    else {
      statement = await connection.prepare(sql);
      const [oldest] = cache.keys();
      if (cache.size >= this.cacheSize && oldest !== undefined) {
        cache.get(oldest)?.destroySync();
        cache.delete(oldest);
      }
    }
    cache.set(sql, statement);
    return statement;
  }

  /** Waits for in-flight queries, then closes every connection and the instance. */
  async drain(): Promise<void> {
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    for (const cache of this.statements.values())
      for (const statement of cache.values()) statement.destroySync();
    this.statements.clear();
    for (const c of this.all) c.closeSync();
    this.instance.closeSync();
  }
}
