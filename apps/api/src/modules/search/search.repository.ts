// SQL of the search module: stored searches and the account's exported CNPJs. Every call is scoped by account.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accountExportedCnpjs, searches } from '@/db/schema/search.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs; anything that is not a uuid cannot exist (and would make PostgreSQL fail). */
export const isUuid = (value: string): boolean => UUID_RE.test(value);

export async function insertSearch(
  db: Executor,
  row: { accountId: string; userId: string; query: Record<string, unknown>; total: number },
) {
  const [inserted] = await db.insert(searches).values(row).returning();
  if (!inserted) throw new Error('search not stored');
  return inserted;
}

/**
 * How many of a user's newest stored searches are looked at for one to run again: a search repeated (another
 * page, a reload, Enter on the same filters) is almost always a recent one, and the window bounds the scan.
 */
export const REUSE_WINDOW = 200;

/**
 * The user's newest stored search with exactly this query (jsonb equality: the order of keys does not
 * matter), among their REUSE_WINDOW newest; its total is brought up to date. Null when there is none.
 */
export async function reuseSearch(
  db: Executor,
  row: { accountId: string; userId: string; query: Record<string, unknown>; total: number },
) {
  const recent = db
    .select({ id: searches.id })
    .from(searches)
    .where(and(eq(searches.accountId, row.accountId), eq(searches.userId, row.userId)))
    .orderBy(desc(searches.createdAt))
    .limit(REUSE_WINDOW);
  const [same] = await db
    .select()
    .from(searches)
    .where(and(inArray(searches.id, recent), sql`${searches.query} = ${JSON.stringify(row.query)}::jsonb`))
    .orderBy(desc(searches.createdAt))
    .limit(1);
  if (!same) return null;
  if (same.total === row.total) return same;
  const [updated] = await db
    .update(searches)
    .set({ total: row.total })
    .where(eq(searches.id, same.id))
    .returning();
  return updated ?? same;
}

export async function findSearch(db: Executor, scope: { accountId: string; id: string }) {
  if (!isUuid(scope.id)) return null;
  const [row] = await db
    .select()
    .from(searches)
    .where(and(eq(searches.id, scope.id), eq(searches.accountId, scope.accountId)));
  return row ?? null;
}

export async function listExportedCnpjs(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ cnpj: accountExportedCnpjs.cnpj })
    .from(accountExportedCnpjs)
    .where(eq(accountExportedCnpjs.accountId, accountId));
  return rows.map((r) => r.cnpj);
}

/** A cheap fingerprint of the account's exported CNPJs (rows are only added): count and latest time. */
export async function exportedCnpjsVersion(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${accountExportedCnpjs.firstExportedAt})::text`,
    })
    .from(accountExportedCnpjs)
    .where(eq(accountExportedCnpjs.accountId, accountId));
  return `${row?.n ?? 0}:${row?.latest ?? ''}`;
}

export async function countExportedCnpjs(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountExportedCnpjs)
    .where(eq(accountExportedCnpjs.accountId, accountId));
  return row?.n ?? 0;
}
