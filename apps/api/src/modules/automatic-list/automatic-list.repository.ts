// SQL of the automatic first list: the user's own lists (any, archived and deleted too) and the offer's
// events in `user_events` (only this offer's three kinds: the sales signals' kinds are not read here).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { userEvents } from '@/db/schema/events.ts';
import { lists } from '@/db/schema/lists.ts';

export const OFFER_KINDS = [
  'create_list_automatic_offered',
  'create_list_automatic_accepted',
  'create_list_automatic_declined',
] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Whether the user ever made a list of their own (its author), whatever became of it. */
export async function hasOwnList(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: lists.id }).from(lists).where(eq(lists.authorId, userId)).limit(1);
  return row !== undefined;
}

/** The user's events of this offer, by kind (a user has at most one of each). */
export async function offerEvents(db: Executor, userId: string): Promise<Set<OfferKind>> {
  const rows = await db
    .select({ kind: userEvents.kind })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), inArray(userEvents.kind, [...OFFER_KINDS])));
  return new Set(rows.map((r) => r.kind as OfferKind));
}

export async function insertEvent(
  db: Executor,
  row: { accountId: string; userId: string; kind: OfferKind; detail: string | null },
): Promise<void> {
  await db.insert(userEvents).values(row);
}
