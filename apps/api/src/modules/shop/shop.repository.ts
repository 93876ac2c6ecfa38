// The shop's subscriptions: always scoped by account for customers; staff read and decide across accounts.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { type ShopSubscriptionRow, shopSubscriptions } from '@/db/schema/shop.ts';
import { users } from '@/db/schema/users.ts';

export const OPEN_STATUSES = ['requested', 'active'] as const;

export type SubscriptionWithNames = ShopSubscriptionRow & {
  requesterName: string;
  requesterEmail: string;
};

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const withRequester = {
  row: shopSubscriptions,
  requesterName: requester.name,
  requesterEmail: requester.email,
};
const flatten = (r: { row: ShopSubscriptionRow; requesterName: string; requesterEmail: string }) => ({
  ...r.row,
  requesterName: r.requesterName,
  requesterEmail: r.requesterEmail,
});

export async function showsSpeedmail(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ show: users.showSpeedmailApp }).from(users).where(eq(users.id, userId));
  return row?.show ?? false;
}

export async function findAccountName(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? null;
}

/** The account's subscriptions: open ones first, then the rest, newest first. */
export async function listForAccount(db: Executor, accountId: string): Promise<SubscriptionWithNames[]> {
  const rows = await db
    .select(withRequester)
    .from(shopSubscriptions)
    .innerJoin(requester, eq(requester.id, shopSubscriptions.requestedBy))
    .where(eq(shopSubscriptions.accountId, accountId))
    .orderBy(desc(shopSubscriptions.requestedAt));
  const all = rows.map(flatten);
  const open = (s: SubscriptionWithNames) => (OPEN_STATUSES as readonly string[]).includes(s.status);
  return [...all.filter(open), ...all.filter((s) => !open(s))];
}

/** The account's latest subscription of an app (the open one when there is one: at most one is). */
export async function findLatest(
  db: Executor,
  accountId: string,
  codeName: string,
): Promise<SubscriptionWithNames | null> {
  const [row] = await db
    .select(withRequester)
    .from(shopSubscriptions)
    .innerJoin(requester, eq(requester.id, shopSubscriptions.requestedBy))
    .where(and(eq(shopSubscriptions.accountId, accountId), eq(shopSubscriptions.codeName, codeName)))
    .orderBy(desc(shopSubscriptions.requestedAt))
    .limit(1);
  return row ? flatten(row) : null;
}

/** A subscription by id; with `accountId`, only the account's own (another's is not found). */
export async function findById(
  db: Executor,
  id: string,
  accountId?: string,
): Promise<(SubscriptionWithNames & { accountName: string }) | null> {
  const [row] = await db
    .select({ ...withRequester, accountName: accounts.name })
    .from(shopSubscriptions)
    .innerJoin(requester, eq(requester.id, shopSubscriptions.requestedBy))
    .innerJoin(accounts, eq(accounts.id, shopSubscriptions.accountId))
    .where(
      and(eq(shopSubscriptions.id, id), accountId ? eq(shopSubscriptions.accountId, accountId) : undefined),
    )
    .for('update', { of: shopSubscriptions });
  return row ? { ...flatten(row), accountName: row.accountName } : null;
}

export async function insertRequest(
  db: Executor,
  values: { accountId: string; codeName: string; priceCents: number | null; requestedBy: string },
): Promise<ShopSubscriptionRow> {
  const [row] = await db.insert(shopSubscriptions).values(values).returning();
  if (!row) throw new Error('shop_subscriptions insert returned no row');
  return row;
}

/** Moves a subscription from one of `from` to `status`; null when it was not in one of them any more. */
export async function transition(
  db: Executor,
  id: string,
  from: readonly string[],
  set: Partial<Pick<ShopSubscriptionRow, 'status' | 'decidedBy' | 'activatedAt' | 'closedAt' | 'closedBy'>>,
): Promise<ShopSubscriptionRow | null> {
  const [row] = await db
    .update(shopSubscriptions)
    .set(set)
    .where(and(eq(shopSubscriptions.id, id), inArray(shopSubscriptions.status, [...from])))
    .returning();
  return row ?? null;
}

const adminColumns = {
  ...withRequester,
  accountName: accounts.name,
  deciderName: decider.name,
};

/** Staff: every pending order, oldest first, then the latest `limit` others, newest first. */
export async function listForStaff(db: Executor, limit: number) {
  const base = () =>
    db
      .select(adminColumns)
      .from(shopSubscriptions)
      .innerJoin(requester, eq(requester.id, shopSubscriptions.requestedBy))
      .innerJoin(accounts, eq(accounts.id, shopSubscriptions.accountId))
      .leftJoin(decider, eq(decider.id, shopSubscriptions.decidedBy));
  const pending = await base()
    .where(eq(shopSubscriptions.status, 'requested'))
    .orderBy(asc(shopSubscriptions.requestedAt));
  const rest = await base()
    .where(ne(shopSubscriptions.status, 'requested'))
    .orderBy(desc(shopSubscriptions.requestedAt))
    .limit(limit);
  return [...pending, ...rest].map((r) => ({
    ...flatten(r),
    accountName: r.accountName,
    deciderName: r.deciderName,
  }));
}
