// SQL of the search history and default searches; every query is scoped by account and user.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { searchHistory, userDefaultSearches } from '@/db/schema/history.ts';
import { isUuid } from '@/modules/search/search.repository.ts';

export type Owner = { accountId: string; userId: string };
export type HistoryRow = typeof searchHistory.$inferSelect;

const ownedBy = (owner: Owner) =>
  and(eq(searchHistory.accountId, owner.accountId), eq(searchHistory.userId, owner.userId));

export async function nameTaken(db: Executor, owner: Owner, nameKey: string, exceptId?: string) {
  const rows = await db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(and(ownedBy(owner), eq(searchHistory.nameKey, nameKey)));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertEntry(
  db: Executor,
  row: Owner & {
    searchId: string;
    name: string;
    nameKey: string;
    totalResults: number;
    totalEmployees: number;
    selectedFilters: unknown;
  },
): Promise<HistoryRow> {
  const [inserted] = await db.insert(searchHistory).values(row).returning();
  if (!inserted) throw new Error('history entry not stored');
  return inserted;
}

export async function findEntry(db: Executor, owner: Owner, id: string): Promise<HistoryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(searchHistory)
    .where(and(ownedBy(owner), eq(searchHistory.id, id)));
  return row ?? null;
}

export async function listEntries(db: Executor, owner: Owner, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(searchHistory)
      .where(ownedBy(owner))
      .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(searchHistory).where(ownedBy(owner)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function renameEntry(db: Executor, owner: Owner, id: string, name: string, nameKey: string) {
  const [row] = await db
    .update(searchHistory)
    .set({ name, nameKey })
    .where(and(ownedBy(owner), eq(searchHistory.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the owner's entry; the stored search it named, or null when there was no such entry. */
export async function deleteEntry(
  db: Executor,
  owner: Owner,
  id: string,
): Promise<{ searchId: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(searchHistory)
    .where(and(ownedBy(owner), eq(searchHistory.id, id)))
    .returning({ searchId: searchHistory.searchId });
  return row ?? null;
}

/** Whether another of the owner's entries still names the stored search. */
export async function searchInHistory(db: Executor, owner: Owner, searchId: string): Promise<boolean> {
  const rows = await db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(and(ownedBy(owner), eq(searchHistory.searchId, searchId)))
    .limit(1);
  return rows.length > 0;
}

export async function findDefaultSearch(db: Executor, owner: Owner) {
  const [row] = await db
    .select({ searchId: userDefaultSearches.searchId, active: userDefaultSearches.active })
    .from(userDefaultSearches)
    .where(
      and(eq(userDefaultSearches.userId, owner.userId), eq(userDefaultSearches.accountId, owner.accountId)),
    );
  return row ?? null;
}

export async function upsertDefaultSearch(
  db: Executor,
  owner: Owner,
  searchId: string | null,
  active: boolean,
) {
  const now = new Date();
  await db
    .insert(userDefaultSearches)
    .values({ ...owner, searchId, active, updatedAt: now })
    .onConflictDoUpdate({ target: userDefaultSearches.userId, set: { searchId, active, updatedAt: now } });
}
