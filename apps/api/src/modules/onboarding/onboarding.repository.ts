// SQL of onboarding: the user's own offer state, the requests and the staff's lists. Staff lists are not
// scoped by the caller's account (they cover every customer); a user's own calls are scoped to their id.
import {
  type NoOnboardingFilter,
  ONBOARDING_PAGE_SIZE,
  ONBOARDING_STATUSES,
  type OnboardingStatus,
  type OnboardingsQuery,
} from '@prospecta/contracts/onboarding-api';
import { and, count, desc, eq, inArray, isNull, not, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { onboardings } from '@/db/schema/onboarding.ts';
import { users } from '@/db/schema/users.ts';
import { containsText, foldAccents, likePattern } from '@/lib/text-match.ts';

const STAFF_ROLES = ['admin', 'customer_success'];
const responsibles = alias(users, 'responsibles');
const csUsers = alias(users, 'cs_users');

function nameOrEmail(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return sql`(${containsText(users.name, text)} or lower(${users.email}) like ${likePattern(foldAccents(text))})`;
}

/** A customer's user: no staff role, not in Prospecta's own account, not of the staff's e-mail domain. */
function customerUser(staffDomain: string): SQL {
  return and(
    notInArray(users.role, STAFF_ROLES),
    sql`${accounts.accountType} <> 'internal'`,
    // likePattern's text anywhere, less its last %: the e-mail ends with the domain.
    not(sql`lower(${users.email}) like ${likePattern(`@${staffDomain.toLowerCase()}`).slice(0, -1)}`),
  ) as SQL;
}

/** The user's offer state and their account's CS (active staff only). */
export async function findOfferState(db: Executor, userId: string) {
  const [row] = await db
    .select({
      hasOnboarding: users.hasOnboarding,
      rememberMe: users.onboardingRememberMe,
      rememberedAt: users.onboardingRememberedAt,
      accountId: users.accountId,
      csId: csUsers.id,
      csName: csUsers.name,
      csEmail: csUsers.email,
      csRole: csUsers.role,
      csActive: sql<boolean>`${csUsers.active} and ${csUsers.deletedAt} is null`,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(csUsers, eq(csUsers.id, accounts.csUserId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const cs =
    row.csId && row.csName && row.csEmail && row.csActive && STAFF_ROLES.includes(row.csRole ?? '')
      ? { id: row.csId, name: row.csName, email: row.csEmail }
      : null;
  return { ...row, cs };
}

/** A customer's user by e-mail (staff registering an onboarding for them), with their account. */
export async function findCustomerByEmail(db: Executor, email: string, staffDomain: string) {
  const [row] = await db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.deletedAt),
        customerUser(staffDomain),
      ),
    );
  return row ?? null;
}

/** An active staff member (the responsible of an onboarding). */
export async function findActiveStaff(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        inArray(users.role, STAFF_ROLES),
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    );
  return row ?? null;
}

export async function listActiveStaff(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.role, STAFF_ROLES), isNull(users.deletedAt), eq(users.active, true)))
    .orderBy(users.name);
}

export async function setRememberMe(db: Executor, userId: string, at: Date | null) {
  const [row] = await db
    .update(users)
    .set({ onboardingRememberMe: at !== null, onboardingRememberedAt: at })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row ?? null;
}

type NewOnboarding = typeof onboardings.$inferInsert;

/** The request, and its user marked as answered (no more offers, no reminder pending). */
export async function insertOnboarding(db: Executor, values: NewOnboarding) {
  const [row] = await db.insert(onboardings).values(values).returning({ id: onboardings.id });
  await db
    .update(users)
    .set({ hasOnboarding: true, onboardingRememberMe: false, onboardingRememberedAt: null })
    .where(eq(users.id, values.userId));
  if (!row) throw new Error('onboarding not inserted');
  return row.id;
}

export async function updateConfirmation(
  db: Executor,
  id: string,
  change: { responsibleId: string | null; status: OnboardingStatus },
  at: Date,
) {
  const [row] = await db
    .update(onboardings)
    .set({ ...change, updatedAt: at })
    .where(eq(onboardings.id, id))
    .returning({ id: onboardings.id });
  return row ?? null;
}

const entryColumns = {
  id: onboardings.id,
  comment: onboardings.comment,
  option: onboardings.userSelectedOption,
  preferredDay: onboardings.preferredDay,
  preferredPeriod: onboardings.preferredPeriod,
  createdByAdmin: onboardings.createdByAdmin,
  status: onboardings.status,
  createdAt: onboardings.createdAt,
  updatedAt: onboardings.updatedAt,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  accountId: accounts.id,
  accountName: accounts.name,
  responsibleId: responsibles.id,
  responsibleName: responsibles.name,
  responsibleEmail: responsibles.email,
};
function entries(db: Executor) {
  return db
    .select(entryColumns)
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .innerJoin(accounts, eq(accounts.id, onboardings.accountId))
    .leftJoin(responsibles, eq(responsibles.id, onboardings.responsibleId));
}

function selectEntries(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  return entries(db)
    .where(where)
    .orderBy(desc(onboardings.createdAt), desc(onboardings.id))
    .limit(limit)
    .offset(offset);
}
export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export async function findEntry(db: Executor, id: string): Promise<EntryRow | null> {
  const [row] = await selectEntries(db, eq(onboardings.id, id), 1, 0);
  return row ?? null;
}

type ListFilter = Omit<OnboardingsQuery, 'page'> & { page: number };

function listWhere(filter: ListFilter): SQL | undefined {
  return and(
    filter.init_date
      ? sql`${onboardings.createdAt} >= (${filter.init_date}::date)::timestamp at time zone 'America/Sao_Paulo'`
      : undefined,
    filter.end_date
      ? sql`${onboardings.createdAt} < (${filter.end_date}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`
      : undefined,
    filter.user_selected_option ? eq(onboardings.userSelectedOption, filter.user_selected_option) : undefined,
    filter.status ? eq(onboardings.status, filter.status) : undefined,
    nameOrEmail(filter.name_or_email),
  );
}

/** The requests, newest first, 10 a page, with the total. */
export async function listEntries(db: Executor, filter: ListFilter) {
  const where = listWhere(filter);
  const rows = await selectEntries(db, where, ONBOARDING_PAGE_SIZE, (filter.page - 1) * ONBOARDING_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countByStatus(db: Executor): Promise<Record<OnboardingStatus, number>> {
  const rows = await db
    .select({ status: onboardings.status, n: count() })
    .from(onboardings)
    .groupBy(onboardings.status);
  const counts = Object.fromEntries(ONBOARDING_STATUSES.map((s) => [s, 0])) as Record<
    OnboardingStatus,
    number
  >;
  for (const row of rows) if (row.status in counts) counts[row.status as OnboardingStatus] = row.n;
  return counts;
}

const hasEntry = sql`exists (select 1 from ${onboardings} where ${onboardings.userId} = ${users.id})`;

function withoutWhere(filter: { name_or_email?: string; which: NoOnboardingFilter }, staffDomain: string) {
  const which: Record<NoOnboardingFilter, SQL | undefined> = {
    all: undefined,
    never_answered: and(eq(users.hasOnboarding, false), eq(users.onboardingRememberMe, false)),
    remember_me: and(eq(users.hasOnboarding, false), eq(users.onboardingRememberMe, true)),
    before_onboarding: eq(users.hasOnboarding, true),
  };
  return and(
    not(hasEntry),
    isNull(users.deletedAt),
    eq(users.active, true),
    customerUser(staffDomain),
    which[filter.which],
    nameOrEmail(filter.name_or_email),
  );
}

/** Active customer users with no onboarding request, newest first, 10 a page, with the total. */
export async function listUsersWithout(
  db: Executor,
  filter: { name_or_email?: string; which: NoOnboardingFilter; page: number },
  staffDomain: string,
) {
  const where = withoutWhere(filter, staffDomain);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      hasOnboarding: users.hasOnboarding,
      rememberMe: users.onboardingRememberMe,
      rememberedAt: users.onboardingRememberedAt,
      accountId: accounts.id,
      accountName: accounts.name,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ONBOARDING_PAGE_SIZE)
    .offset((filter.page - 1) * ONBOARDING_PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
