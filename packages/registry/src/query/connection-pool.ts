// A small pool of connections to one read-only DuckDB instance, so the parts of a search (count,
// page, summary, facets) run at the same time. `drain()` waits for in-flight work before closing,
// which is how a reload swaps files without dropping queries.
import type { DuckDBConnection, DuckDBInstance, DuckDBValue, Json } from '@duckdb/node-api';

export type Row = Record<string, Json>;

export class ConnectionPool {
  private readonly idle: DuckDBConnection[] = [];
  private readonly waiting: ((c: DuckDBConnection) => void)[] = [];
  private inFlight = 0;
  private drained: (() => void) | null = null;

  private constructor(
    readonly instance: DuckDBInstance,
    private readonly all: DuckDBConnection[],
  ) {
    this.idle.push(...all);
  }

  static async create(instance: DuckDBInstance, size: number): Promise<ConnectionPool> {
    const connections: DuckDBConnection[] = [];
    for (let i = 0; i < Math.max(1, size); i++) connections.push(await instance.connect());
    return new ConnectionPool(instance, connections);
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
    return this.use(async (c) => (await c.runAndReadAll(sql, params)).getRowObjectsJson() as Row[]);
  }

  /** Waits for in-flight queries, then closes every connection and the instance. */
  async drain(): Promise<void> {
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    for (const c of this.all) c.closeSync();
    this.instance.closeSync();
  }
}
