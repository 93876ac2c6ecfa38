// SQL of reactivation tokens: the staff's list and account search, the account's open token, the claim (a
// conditional update: one winner whatever the race) and the users' `can_reactivate` flag.
import type { ReactivationStatus } from '@prospecta/contracts/reactivation-api';
import { REACTIVATION_PAGE_SIZE } from '@prospecta/contracts/reactivation-api';
import { and, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { refreshTokens } from '@/db/schema/auth.ts';
import { reactivationTokens } from '@/db/schema/reactivation.ts';
import { users } from '@/db/schema/users.ts';
import { hasStaffRole } from '@/lib/staff.ts';
import { containsText } from '@/lib/text-match.ts';

const activeUser = and(eq(users.active, true), isNull(users.deletedAt));

/** The account a token is for, its row locked when `lock` (one open token per account). */
export async function findAccount(db: Executor, accountId: string, lock = false) {
  const query = db
    .select({ id: accounts.id, name: accounts.name, accountType: accounts.accountType })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The account's users who receive the gift's e-mail: its active owner, or every active user without one. */
export async function findRecipients(db: Executor, accountId: string) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.accountId, accountId), activeUser))
    .orderBy(users.createdAt);
  const owners = rows.filter((r) => r.role === 'owner');
  return owners.length > 0 ? owners : rows;
}

const openAt = (now: Date) =>
  and(
    isNull(reactivationTokens.claimedAt),
    isNull(reactivationTokens.revokedAt),
    gt(reactivationTokens.claimUntil, now),
  );

/** The account's token still open at `now` (the oldest, should there be more). */
export async function findOpenToken(db: Executor, accountId: string, now: Date) {
  const [row] = await db
    .select()
    .from(reactivationTokens)
    .where(and(eq(reactivationTokens.accountId, accountId), openAt(now)))
    .orderBy(reactivationTokens.createdAt)
    .limit(1);
  return row ?? null;
}

export async function findNewestToken(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(reactivationTokens)
    .where(eq(reactivationTokens.accountId, accountId))
    .orderBy(desc(reactivationTokens.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findTokenByValue(db: Executor, token: string) {
  const [row] = await db.select().from(reactivationTokens).where(eq(reactivationTokens.token, token));
  return row ?? null;
}

export async function insertToken(
  db: Executor,
  row: {
    accountId: string;
    token: string;
    credits: number;
    createdBy: string;
    createdAt: Date;
    claimUntil: Date;
  },
): Promise<string> {
  const [inserted] = await db.insert(reactivationTokens).values(row).returning({ id: reactivationTokens.id });
  if (!inserted) throw new Error('reactivation token not inserted');
  return inserted.id;
}

/**
 * Claims the token if it is still open at `now`: true for the one caller that changed it. Two clicks, two tabs
 * or two users at once: the row's lock makes the later update see the claim and change nothing.
 */
export async function claimToken(db: Executor, id: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reactivationTokens)
    .set({ claimedAt: now, claimedBy: userId })
    .where(and(eq(reactivationTokens.id, id), openAt(now)))
    .returning({ id: reactivationTokens.id });
  return rows.length === 1;
}

export async function revokeToken(db: Executor, id: string, staffId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reactivationTokens)
    .set({ revokedAt: now, revokedBy: staffId })
    .where(and(eq(reactivationTokens.id, id), openAt(now)))
    .returning({ id: reactivationTokens.id });
  return rows.length === 1;
}

/** The account's users may (true) or may no longer (false) meet the welcome-back gift. */
export async function setCanReactivate(db: Executor, accountId: string, value: boolean) {
  await db
    .update(users)
    .set({ canReactivate: value })
    .where(and(eq(users.accountId, accountId), isNull(users.deletedAt)));
}

const creators = alias(users, 'creators');
const claimers = alias(users, 'claimers');

const entryColumns = {
  id: reactivationTokens.id,
  token: reactivationTokens.token,
  accountId: reactivationTokens.accountId,
  accountName: accounts.name,
  credits: reactivationTokens.credits,
  createdAt: reactivationTokens.createdAt,
  claimUntil: reactivationTokens.claimUntil,
  claimedAt: reactivationTokens.claimedAt,
  revokedAt: reactivationTokens.revokedAt,
  creatorId: creators.id,
  creatorName: creators.name,
  creatorEmail: creators.email,
  claimerId: claimers.id,
  claimerName: claimers.name,
  claimerEmail: claimers.email,
};

function entries(db: Executor) {
  return db
    .select(entryColumns)
    .from(reactivationTokens)
    .innerJoin(accounts, eq(accounts.id, reactivationTokens.accountId))
    .leftJoin(creators, eq(creators.id, reactivationTokens.createdBy))
    .leftJoin(claimers, eq(claimers.id, reactivationTokens.claimedBy));
}

export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

export async function findEntry(db: Executor, id: string) {
  const [row] = await entries(db).where(eq(reactivationTokens.id, id));
  return row ?? null;
}

const statusWhere: Record<ReactivationStatus, (now: Date) => SQL | undefined> = {
  open: openAt,
  claimed: () => isNotNull(reactivationTokens.claimedAt),
  revoked: () => and(isNull(reactivationTokens.claimedAt), isNotNull(reactivationTokens.revokedAt)),
  expired: (now) =>
    and(
      isNull(reactivationTokens.claimedAt),
      isNull(reactivationTokens.revokedAt),
      lte(reactivationTokens.claimUntil, now),
    ),
};

/**
 * The outer row's account id, written out: drizzle leaves a column unqualified in a query without joins, and
 * inside a subquery over `users` that would name the user's own id.
 */
const outerAccountId = sql.raw('"accounts"."id"');

/** A user's e-mail of the account contains the text. */
const accountHasEmail = (text: string) =>
  sql`exists (select 1 from ${users} e where e.account_id = ${outerAccountId} and ${containsText(sql.raw('e.email'), text)})`;

export async function listEntries(
  db: Executor,
  query: { q?: string; status?: ReactivationStatus; page: number },
  now: Date,
) {
  const where = and(
    query.q ? or(containsText(accounts.name, query.q), accountHasEmail(query.q)) : undefined,
    query.status ? statusWhere[query.status](now) : undefined,
  );
  const rows = await entries(db)
    .where(where)
    .orderBy(desc(reactivationTokens.createdAt), desc(reactivationTokens.id))
    .limit(REACTIVATION_PAGE_SIZE)
    .offset((query.page - 1) * REACTIVATION_PAGE_SIZE);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reactivationTokens)
    .innerJoin(accounts, eq(accounts.id, reactivationTokens.accountId))
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * Customers' accounts (Prospecta's own left out) whose name or a user's e-mail contains the text, with their
 * owner, active users, newest sign-in and open token: what staff look at before giving a gift. 10 at most.
 */
export async function searchAccounts(db: Executor, text: string, now: Date) {
  const owner = sql<{
    name: string;
    email: string;
  } | null>`(select json_build_object('name', o.name, 'email', o.email) from ${users} o where o.account_id = ${outerAccountId} and o.role = 'owner' and o.deleted_at is null order by o.created_at limit 1)`;
  const activeUsers = sql<number>`(select count(*)::int from ${users} u where u.account_id = ${outerAccountId} and u.active and u.deleted_at is null)`;
  const lastSignIn = sql<
    string | Date | null
  >`(select max(r.created_at) from ${refreshTokens} r where r.account_id = ${outerAccountId})`;
  const openToken = sql<
    string | null
  >`(select t.id from ${reactivationTokens} t where t.account_id = ${outerAccountId} and t.claimed_at is null and t.revoked_at is null and t.claim_until > ${now.toISOString()}::timestamptz limit 1)`;
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      accountType: accounts.accountType,
      owner,
      activeUsers,
      lastSignIn,
      openToken,
    })
    .from(accounts)
    .where(
      and(
        sql`${accounts.accountType} <> 'internal'`,
        text ? or(containsText(accounts.name, text), accountHasEmail(text)) : undefined,
      ),
    )
    .orderBy(accounts.name, accounts.id)
    .limit(10);
}

/** The account's customer-success person, when an active staff member (the modal's `deal_owner`). */
export async function findDealOwner(db: Executor, accountId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, role: users.role })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.csUserId))
    .where(and(eq(accounts.id, accountId), activeUser));
  return row && hasStaffRole(row) ? { name: row.name, email: row.email } : null;
}
