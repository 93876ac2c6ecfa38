// SQL of the sales signals: one throttled insert, the facts the contact-and-sales modal is decided from, and
// the staff's feed (`user_events` with its user, account and the account's CS owner).
import type { UserEventKind } from '@prospecta/contracts/user-events';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { userEvents } from '@/db/schema/events.ts';
import { planOrders } from '@/db/schema/plans.ts';
import { users } from '@/db/schema/users.ts';

type NewEvent = { accountId: string; userId: string; kind: UserEventKind; detail: string | null; at: Date };

/**
 * Inserts the event unless the user has one of the same kind since `quietSince`, in one statement (two clicks
 * at the same instant may still both land: harmless for a feed). True when a row was written.
 */
export async function insertUnlessRecent(db: Executor, event: NewEvent, quietSince: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into ${userEvents} (account_id, user_id, kind, detail, created_at)
    select ${event.accountId}, ${event.userId}, ${event.kind}, ${event.detail}, ${event.at.toISOString()}
    where not exists (
      select 1 from ${userEvents}
      where ${userEvents.userId} = ${event.userId} and ${userEvents.kind} = ${event.kind}
        and ${userEvents.createdAt} > ${quietSince.toISOString()}
    )
    returning id`)) as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function findAccountType(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ type: accounts.accountType })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.type ?? null;
}

/** The newest event of each of `kinds` in the account since `since`. */
export async function latestOfAccount(
  db: Executor,
  accountId: string,
  kinds: readonly UserEventKind[],
  since: Date,
): Promise<Array<{ kind: string; at: Date }>> {
  const rows = await db
    .select({ kind: userEvents.kind, at: sql<string>`max(${userEvents.createdAt})` })
    .from(userEvents)
    .where(
      and(
        eq(userEvents.accountId, accountId),
        inArray(userEvents.kind, [...kinds]),
        gte(userEvents.createdAt, since),
      ),
    )
    .groupBy(userEvents.kind);
  return rows.map((r) => ({ kind: r.kind, at: new Date(r.at) }));
}

/** Whether the user (or, with `userId` null, anyone of the account) has an event of `kind` since `since`. */
export async function hasEventSince(
  db: Executor,
  scope: { accountId: string; userId: string | null },
  kind: UserEventKind,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: userEvents.id })
    .from(userEvents)
    .where(
      and(
        eq(userEvents.accountId, scope.accountId),
        scope.userId ? eq(userEvents.userId, scope.userId) : undefined,
        eq(userEvents.kind, kind),
        gte(userEvents.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An order with the sales team now, or one sent since `since`. */
export async function hasPlanOrderSince(db: Executor, accountId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: planOrders.id })
    .from(planOrders)
    .where(
      and(
        eq(planOrders.accountId, accountId),
        or(eq(planOrders.status, 'requested'), gte(planOrders.requestedAt, since)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type RecentEventsFilter = {
  kind?: UserEventKind;
  /** Brasília days, both included. */
  from: string;
  to: string;
  /** Only the accounts whose CS owner is this user. */
  csUserId?: string;
  /** The staff domain: its users and its subdomains' (the demonstration account) are Prospecta's own. */
  staffEmailDomain: string;
  page: number;
  pageSize: number;
};

const cs = alias(users, 'cs');

function recentWhere(filter: RecentEventsFilter): SQL | undefined {
  return and(
    gte(userEvents.createdAt, sql`(${filter.from}::date)::timestamp at time zone 'America/Sao_Paulo'`),
    lt(userEvents.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`),
    filter.kind ? eq(userEvents.kind, filter.kind) : undefined,
    filter.csUserId ? eq(accounts.csUserId, filter.csUserId) : undefined,
    // Never Prospecta's own people (`isProspectaOwn`): the seed marks the demo users' first-list offer as
    // declined, and nothing of theirs is a signal for the sales team.
    sql`lower(${users.email}) not like ${`%@${filter.staffEmailDomain.toLowerCase()}`}`,
    sql`lower(${users.email}) not like ${`%.${filter.staffEmailDomain.toLowerCase()}`}`,
  );
}

/** The events of the period, newest first, a page of them and how many there are in all. */
export async function listRecentEvents(db: Executor, filter: RecentEventsFilter) {
  const where = recentWhere(filter);
  const [total] = await db
    .select({ n: count() })
    .from(userEvents)
    .innerJoin(users, eq(users.id, userEvents.userId))
    .innerJoin(accounts, eq(accounts.id, userEvents.accountId))
    .where(where);
  const rows = await db
    .select({
      id: userEvents.id,
      kind: userEvents.kind,
      detail: userEvents.detail,
      createdAt: userEvents.createdAt,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      accountId: accounts.id,
      accountName: accounts.name,
      csId: cs.id,
      csName: cs.name,
      csEmail: cs.email,
    })
    .from(userEvents)
    .innerJoin(users, eq(users.id, userEvents.userId))
    .innerJoin(accounts, eq(accounts.id, userEvents.accountId))
    .leftJoin(cs, eq(cs.id, accounts.csUserId))
    .where(where)
    .orderBy(desc(userEvents.createdAt), desc(userEvents.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}
