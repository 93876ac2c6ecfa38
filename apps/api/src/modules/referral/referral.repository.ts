// SQL of "Indique e ganhe": a user's link (one per user, the unique index deciding a race), the public invite,
// the registers (one open per e-mail, a unique partial index), the referrer's and the staff's lists, and the
// decision (a conditional update: one winner whatever the race).
import { REFERRAL_PAGE_SIZE, type ReferralStatus } from '@prospecta/contracts/referral-api';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { creditGrants } from '@/db/schema/credits.ts';
import { referralLinks, referralRegisters } from '@/db/schema/referral.ts';
import { users } from '@/db/schema/users.ts';
import { containsText } from '@/lib/text-match.ts';

export async function findLinkOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(referralLinks).where(eq(referralLinks.userId, userId));
  return row ?? null;
}

/**
 * Inserts the user's link unless they already have one (another request first): null then. A code already
 * taken by another user still throws the unique violation, for the caller to draw again.
 */
export async function insertLink(db: Executor, row: { userId: string; accountId: string; code: string }) {
  const [inserted] = await db
    .insert(referralLinks)
    .values(row)
    .onConflictDoNothing({ target: referralLinks.userId })
    .returning();
  return inserted ?? null;
}

/** The link of a code with what the public page needs to decide whether it still works. */
export async function findInvite(db: Executor, code: string) {
  const [row] = await db
    .select({
      linkId: referralLinks.id,
      userId: users.id,
      userName: users.name,
      userRole: users.role,
      userEmail: users.email,
      userActive: users.active,
      userDeletedAt: users.deletedAt,
      accountId: accounts.id,
      accountName: accounts.name,
      accountType: accounts.accountType,
    })
    .from(referralLinks)
    .innerJoin(users, eq(users.id, referralLinks.userId))
    .innerJoin(accounts, eq(accounts.id, referralLinks.accountId))
    .where(eq(referralLinks.code, code));
  return row ?? null;
}
export type InviteRow = NonNullable<Awaited<ReturnType<typeof findInvite>>>;

/** A user (not deleted) has this e-mail. */
export async function isUserEmail(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}

export async function insertRegister(
  db: Executor,
  row: {
    linkId: string;
    referrerUserId: string;
    accountId: string;
    name: string;
    companyName: string;
    email: string;
    phone: string;
    cnpj: string | null;
  },
): Promise<string> {
  const [inserted] = await db.insert(referralRegisters).values(row).returning({ id: referralRegisters.id });
  if (!inserted) throw new Error('referral register not inserted');
  return inserted.id;
}

const pageOf = (page: number) => ({ limit: REFERRAL_PAGE_SIZE, offset: (page - 1) * REFERRAL_PAGE_SIZE });

/** The credits a register earned: its grant's amount (0 when none). */
const earned = sql<number>`coalesce(${creditGrants.amount}, 0)::int`;

/** The referrer's registers, newest first, with the totals over all of them. */
export async function listOfReferrer(db: Executor, userId: string, page: number) {
  const mine = eq(referralRegisters.referrerUserId, userId);
  const rows = await db
    .select({
      id: referralRegisters.id,
      name: referralRegisters.name,
      companyName: referralRegisters.companyName,
      email: referralRegisters.email,
      createdAt: referralRegisters.createdAt,
      status: referralRegisters.status,
      decidedAt: referralRegisters.decidedAt,
      credits: earned,
    })
    .from(referralRegisters)
    .leftJoin(creditGrants, eq(creditGrants.id, referralRegisters.grantId))
    .where(mine)
    .orderBy(desc(referralRegisters.createdAt), desc(referralRegisters.id))
    .limit(pageOf(page).limit)
    .offset(pageOf(page).offset);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      converted: sql<number>`(count(*) filter (where ${referralRegisters.status} = 'converted'))::int`,
      credits: sql<number>`coalesce(sum(${creditGrants.amount}), 0)::int`,
    })
    .from(referralRegisters)
    .leftJoin(creditGrants, eq(creditGrants.id, referralRegisters.grantId))
    .where(mine);
  return {
    rows,
    total: Number(totals?.total ?? 0),
    converted: Number(totals?.converted ?? 0),
    credits: Number(totals?.credits ?? 0),
  };
}

const referrers = alias(users, 'referrers');
const deciders = alias(users, 'deciders');

function entries(db: Executor) {
  return db
    .select({
      id: referralRegisters.id,
      name: referralRegisters.name,
      email: referralRegisters.email,
      phone: referralRegisters.phone,
      companyName: referralRegisters.companyName,
      cnpj: referralRegisters.cnpj,
      createdAt: referralRegisters.createdAt,
      status: referralRegisters.status,
      note: referralRegisters.note,
      decidedAt: referralRegisters.decidedAt,
      referrerId: referrers.id,
      referrerName: referrers.name,
      referrerEmail: referrers.email,
      accountId: accounts.id,
      accountName: accounts.name,
      deciderId: deciders.id,
      deciderName: deciders.name,
      deciderEmail: deciders.email,
      credits: earned,
    })
    .from(referralRegisters)
    .innerJoin(referrers, eq(referrers.id, referralRegisters.referrerUserId))
    .innerJoin(accounts, eq(accounts.id, referralRegisters.accountId))
    .leftJoin(deciders, eq(deciders.id, referralRegisters.decidedBy))
    .leftJoin(creditGrants, eq(creditGrants.id, referralRegisters.grantId));
}
export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

export async function findEntry(db: Executor, id: string) {
  const [row] = await entries(db).where(eq(referralRegisters.id, id));
  return row ?? null;
}

/** Staff's list: pending first (the queue), then newest first. */
export async function listEntries(
  db: Executor,
  query: { q?: string; status?: ReferralStatus; page: number },
) {
  const text = query.q;
  const where: SQL | undefined = and(
    text
      ? or(
          containsText(referralRegisters.name, text),
          containsText(referralRegisters.email, text),
          containsText(referralRegisters.companyName, text),
          containsText(referrers.name, text),
          containsText(referrers.email, text),
        )
      : undefined,
    query.status ? eq(referralRegisters.status, query.status) : undefined,
  );
  const rows = await entries(db)
    .where(where)
    .orderBy(
      sql`(${referralRegisters.status} = 'pending') desc`,
      desc(referralRegisters.createdAt),
      desc(referralRegisters.id),
    )
    .limit(pageOf(query.page).limit)
    .offset(pageOf(query.page).offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(referralRegisters)
    .innerJoin(referrers, eq(referrers.id, referralRegisters.referrerUserId))
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * Records staff's decision if the register is still pending: the decided row for the one caller that changed
 * it, null otherwise. Two decisions at once: the row's lock makes the later update see the first and change
 * nothing.
 */
export async function decide(
  db: Executor,
  id: string,
  decision: { status: 'converted' | 'declined'; note: string | null; decidedBy: string; decidedAt: Date },
) {
  const [row] = await db
    .update(referralRegisters)
    .set(decision)
    .where(and(eq(referralRegisters.id, id), eq(referralRegisters.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function setGrant(db: Executor, id: string, grantId: string) {
  await db.update(referralRegisters).set({ grantId }).where(eq(referralRegisters.id, id));
}

export async function registerExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: referralRegisters.id })
    .from(referralRegisters)
    .where(eq(referralRegisters.id, id));
  return Boolean(row);
}

/** The referrer's name and e-mail while they are an active user (a switched-off or deleted one is not e-mailed). */
export async function activeReferrer(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), isNull(users.deletedAt)));
  return row ?? null;
}
