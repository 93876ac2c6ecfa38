// SQL of a list's figures for one user: the overview (spec "List overview") and the progress.
import { and, count, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { listCompanies, listCompanyStatuses, listInteractions } from '@/db/schema/lists.ts';
import { userNotes } from '@/db/schema/notes.ts';

const n = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

/** The status rows of `userId` that moved a company out of 'a_prospectar' (the prospecting they started). */
const movedOnBy = (userId: string) =>
  and(eq(listCompanyStatuses.userId, userId), ne(listCompanyStatuses.status, 'a_prospectar'));

/**
 * Per list, the companies each of its given users (`usersByList`: list id → user ids) moved out of
 * 'a_prospectar': list id → user id → count (users who moved none left out).
 */
export async function prospectedCounts(
  db: Executor,
  usersByList: Map<string, readonly string[]>,
): Promise<Map<string, Map<string, number>>> {
  const byList = new Map<string, Map<string, number>>();
  if (usersByList.size === 0) return byList;
  const rows = await db
    .select({ listId: listCompanyStatuses.listId, userId: listCompanyStatuses.userId, n: count() })
    .from(listCompanyStatuses)
    .where(
      and(
        inArray(listCompanyStatuses.listId, [...usersByList.keys()]),
        inArray(listCompanyStatuses.userId, [...new Set([...usersByList.values()].flat())]),
        ne(listCompanyStatuses.status, 'a_prospectar'),
      ),
    )
    .groupBy(listCompanyStatuses.listId, listCompanyStatuses.userId);
  for (const r of rows) {
    if (!usersByList.get(r.listId)?.includes(r.userId)) continue;
    const counts = byList.get(r.listId) ?? new Map<string, number>();
    counts.set(r.userId, Number(r.n));
    byList.set(r.listId, counts);
  }
  return byList;
}

export async function overviewCounts(db: Executor, listId: string, userId: string) {
  const [started, exported, interactions, searches, notes] = await Promise.all([
    db
      .select({ n: count() })
      .from(listCompanyStatuses)
      .where(and(eq(listCompanyStatuses.listId, listId), movedOnBy(userId))),
    db
      .select({ n: count() })
      .from(listCompanies)
      .where(and(eq(listCompanies.listId, listId), eq(listCompanies.addedBy, userId))),
    db
      .select({ n: count() })
      .from(listInteractions)
      .where(and(eq(listInteractions.listId, listId), eq(listInteractions.userId, userId))),
    db
      .select({ n: countDistinct(listCompanies.searchId) })
      .from(listCompanies)
      .where(and(eq(listCompanies.listId, listId), eq(listCompanies.addedBy, userId))),
    db
      .select({ n: count() })
      .from(userNotes)
      .where(and(eq(userNotes.listId, listId), eq(userNotes.userId, userId))),
  ]);
  return {
    started: n(started),
    exported: n(exported),
    interactions: n(interactions),
    searches: n(searches),
    notes: n(notes),
  };
}

/** Companies in the list, how many the user moved out of 'a_prospectar', how many reached an end stage. */
export async function progressCounts(db: Executor, listId: string, userId: string) {
  const [total, byStatus] = await Promise.all([
    db.select({ n: count() }).from(listCompanies).where(eq(listCompanies.listId, listId)),
    db
      .select({
        started: sql<number>`count(*) filter (where ${listCompanyStatuses.status} <> 'a_prospectar')::int`,
        finished: sql<number>`count(*) filter (where ${listCompanyStatuses.status} in ('sucesso', 'descartado'))::int`,
      })
      .from(listCompanyStatuses)
      .where(and(eq(listCompanyStatuses.listId, listId), eq(listCompanyStatuses.userId, userId))),
  ]);
  return {
    total: n(total),
    started: Number(byStatus[0]?.started ?? 0),
    finished: Number(byStatus[0]?.finished ?? 0),
  };
}
