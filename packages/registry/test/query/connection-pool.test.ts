// The pool keeps each connection's prepared statements by SQL text (connection-pool.ts): a statement run
// again with other values must answer for those values, an evicted one is prepared again, a failing one
// leaves the others usable, and the answers are those of a pool that prepares every query anew.
import { DuckDBInstance, listValue } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { ConnectionPool } from '../../src/query/connection-pool.ts';

/** A pool (which owns its instance) over a new in-memory table t of 1 000 rows. */
async function poolOverTable(size: number, cacheSize?: number): Promise<ConnectionPool> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run('CREATE TABLE t AS SELECT i AS id, i % 7 AS k FROM range(1000) r(i)');
  connection.closeSync();
  return ConnectionPool.create(instance, size, cacheSize);
}

const BY_KEY = 'SELECT count(*)::INTEGER AS n, min(id)::INTEGER AS first FROM t WHERE k = ?';
const IN_LIST =
  'SELECT list(id::INTEGER ORDER BY id) AS ids FROM t WHERE id IN (SELECT unnest(?::INTEGER[]))';

describe('connection pool statements', () => {
  it('answers a statement run again with other values for those values, as an uncached pool does', async () => {
    const cached = await poolOverTable(2);
    const fresh = await poolOverTable(2, 0);
    for (const k of [0, 3, 6, 3, 9]) {
      const rows = await cached.rows(BY_KEY, [k]);
      expect(rows).toEqual(await fresh.rows(BY_KEY, [k]));
      expect(rows[0]?.n).toBe(k < 7 ? (k < 6 ? 143 : 142) : 0);
    }
    // A list parameter of another length, and the same text on several connections at once.
    const lists = [[5], [1, 2, 3], [5000], [999, 0, 500]];
    const answers = await Promise.all(lists.map((ids) => cached.rows(IN_LIST, [listValue(ids)])));
    expect(answers.map((rows) => rows[0]?.ids ?? null)).toEqual([[5], [1, 2, 3], null, [0, 500, 999]]);
    await Promise.all([cached.drain(), fresh.drain()]);
  });

  it('prepares an evicted statement again and survives a failing one', async () => {
    const pool = await poolOverTable(1, 2);
    const texts = [0, 1, 2, 3].map((i) => `SELECT ${i} AS v, count(*)::INTEGER AS n FROM t WHERE k = ?`);
    for (let round = 0; round < 2; round++)
      for (const [i, sql] of texts.entries()) expect(await pool.rows(sql, [i])).toEqual([{ v: i, n: 143 }]);
    await expect(pool.rows('SELECT nope FROM t WHERE k = ?', [1])).rejects.toThrow(/nope/);
    await expect(pool.rows(BY_KEY, ['not a number'])).rejects.toThrow();
    expect(await pool.rows(BY_KEY, [2])).toEqual([{ n: 143, first: 2 }]);
    await pool.drain();
  });
});
