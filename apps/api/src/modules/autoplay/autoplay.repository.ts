// SQL of autoplays and of the saved-search flags they mirror (search_history.autoplay / autoplay_id).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { autoplays } from '@/db/schema/autoplay.ts';
import { searchHistory } from '@/db/schema/history.ts';
import { searches } from '@/db/schema/search.ts';

export type AutoplayRow = typeof autoplays.$inferSelect;
export type Owner = { accountId: string; userId: string };

export async function accountType(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db.select({ t: accounts.accountType }).from(accounts).where(eq(accounts.id, accountId));
  return row?.t ?? null;
}

export async function findHistoryEntry(db: Executor, owner: Owner, id: string) {
  const [row] = await db
    .select()
    .from(searchHistory)
    .where(
      and(
        eq(searchHistory.id, id),
        eq(searchHistory.accountId, owner.accountId),
        eq(searchHistory.userId, owner.userId),
      ),
    );
  return row ?? null;
}

export async function setHistoryAutoplay(
  db: Executor,
  historyId: string,
  value: boolean,
  autoplayId?: string,
) {
  await db
    .update(searchHistory)
    .set(autoplayId === undefined ? { autoplay: value } : { autoplay: value, autoplayId })
    .where(eq(searchHistory.id, historyId));
}

export async function insertAutoplay(db: Executor, row: typeof autoplays.$inferInsert) {
  const [inserted] = await db.insert(autoplays).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findAutoplay(db: Executor, where: { id?: string; historyId?: string; owner?: Owner }) {
  const [row] = await db
    .select()
    .from(autoplays)
    .where(
      and(
        where.id ? eq(autoplays.id, where.id) : undefined,
        where.historyId ? eq(autoplays.historyId, where.historyId) : undefined,
        where.owner ? eq(autoplays.accountId, where.owner.accountId) : undefined,
        where.owner ? eq(autoplays.userId, where.owner.userId) : undefined,
      ),
    );
  return row ?? null;
}

export async function updateAutoplay(
  db: Executor,
  id: string,
  patch: Partial<typeof autoplays.$inferInsert>,
) {
  const [row] = await db
    .update(autoplays)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(autoplays.id, id))
    .returning();
  return row ?? null;
}

/** Counters of a run, added in the run's transaction. */
export async function recordRun(db: Executor, id: string, run: { added: number; charged: number; at: Date }) {
  await db
    .update(autoplays)
    .set({
      companiesAdded: sql`${autoplays.companiesAdded} + ${run.added}`,
      creditsUsed: sql`${autoplays.creditsUsed} + ${run.charged}`,
      runs: sql`${autoplays.runs} + 1`,
      lastRunAt: run.at,
      updatedAt: run.at,
    })
    .where(eq(autoplays.id, id));
}

export async function disableAllOf(db: Executor, owner: Owner, at: Date) {
  const rows = await db
    .update(autoplays)
    .set({ active: false, status: 'paused', disabledAt: at, nextRunAt: null, updatedAt: at })
    .where(
      and(
        eq(autoplays.accountId, owner.accountId),
        eq(autoplays.userId, owner.userId),
        eq(autoplays.active, true),
      ),
    )
    .returning({ historyId: autoplays.historyId });
  await db
    .update(searchHistory)
    .set({ autoplay: false })
    .where(and(eq(searchHistory.accountId, owner.accountId), eq(searchHistory.userId, owner.userId)));
  return rows.length;
}

export async function creditsUsedBy(db: Executor, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${autoplays.creditsUsed}), 0)::int` })
    .from(autoplays)
    .where(and(eq(autoplays.accountId, owner.accountId), eq(autoplays.userId, owner.userId)));
  return Number(row?.n ?? 0);
}

export async function hasDisabled(db: Executor, owner: Owner): Promise<boolean> {
  const rows = await db
    .select({ id: autoplays.id })
    .from(autoplays)
    .where(
      and(
        eq(autoplays.accountId, owner.accountId),
        eq(autoplays.userId, owner.userId),
        isNotNull(autoplays.disabledAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findSearchQuery(db: Executor, accountId: string, id: string) {
  const [row] = await db
    .select({ query: searches.query })
    .from(searches)
    .where(and(eq(searches.id, id), eq(searches.accountId, accountId)));
  return row?.query ?? null;
}
