// SQL of surveys and vouchers: the facts the offer's rule reads, the answers, the user's prompt actions and the
// staff's lists. A user's own calls are scoped to their id; the staff's lists cover every customer.
import {
  SURVEY_PAGE_SIZE,
  type SurveyType,
  VOUCHER_MIN_RATING,
  type VoucherFilter,
} from '@prospecta/contracts/surveys-api';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { exportsTable } from '@/db/schema/exports.ts';
import { lists } from '@/db/schema/lists.ts';
import { surveys, surveyUserActions } from '@/db/schema/surveys.ts';
import { users } from '@/db/schema/users.ts';
import { containsText, foldAccents, likePattern } from '@/lib/text-match.ts';

const deciders = alias(users, 'voucher_deciders');

/** What the offer's rule needs to know of a user, for one survey type. */
export async function findOfferFacts(db: Executor, userId: string, type: SurveyType) {
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      createdAt: users.createdAt,
      accountType: accounts.accountType,
      usedProduct: sql<boolean>`(exists (select 1 from ${lists} where ${lists.authorId} = ${users.id})
        or exists (select 1 from ${exportsTable} where ${exportsTable.userId} = ${users.id}))`,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  if (!user) return null;
  const [answered] = await db
    .select({ at: max(surveys.createdAt) })
    .from(surveys)
    .where(and(eq(surveys.userId, userId), eq(surveys.type, type)));
  const actions = await db
    .select({ action: surveyUserActions.action, at: max(surveyUserActions.createdAt) })
    .from(surveyUserActions)
    .where(and(eq(surveyUserActions.userId, userId), eq(surveyUserActions.type, type)))
    .groupBy(surveyUserActions.action);
  const lastAction = (action: string) => actions.find((a) => a.action === action)?.at ?? null;
  return {
    ...user,
    userCreatedAt: user.createdAt,
    usedProduct: user.usedProduct === true,
    lastAnsweredAt: answered?.at ?? null,
    lastPostponedAt: lastAction('postponed'),
    staffRequestedAt: lastAction('requested'),
  };
}

export async function insertAction(
  db: Executor,
  values: { userId: string; type: SurveyType; action: string; at: Date },
) {
  await db
    .insert(surveyUserActions)
    .values({ userId: values.userId, type: values.type, action: values.action, createdAt: values.at });
}

/** Serialises a user's answers of one type (held until the transaction ends). */
export async function lockUserSurvey(tx: Executor, userId: string, type: SurveyType) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`surveys:${userId}:${type}`}, 0))`);
}

type NewSurvey = Omit<typeof surveys.$inferInsert, 'seq' | 'id'>;

/**
 * The answer as the user's next one of its type: two requests at once compute the same `seq` and the unique
 * index refuses the second (the service answers it as "already answered").
 */
export async function insertSurvey(db: Executor, values: NewSurvey): Promise<string> {
  const [prev] = await db
    .select({ n: count() })
    .from(surveys)
    .where(and(eq(surveys.userId, values.userId), eq(surveys.type, values.type)));
  const [row] = await db
    .insert(surveys)
    .values({ ...values, seq: (prev?.n ?? 0) + 1 })
    .returning({ id: surveys.id });
  if (!row) throw new Error('survey not inserted');
  return row.id;
}

const entryColumns = {
  id: surveys.id,
  type: surveys.type,
  questionId: surveys.questionId,
  rating: surveys.rating,
  comment: surveys.comment,
  createdAt: surveys.createdAt,
  allowedVoucher: surveys.allowedVoucher,
  voucherAction: surveys.voucherAction,
  decidedAt: surveys.voucherDecidedAt,
  rescuedAt: surveys.voucherRescuedAt,
  deciderId: deciders.id,
  deciderName: deciders.name,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userRole: users.role,
  accountId: accounts.id,
  accountName: accounts.name,
};

function entries(db: Executor) {
  return db
    .select(entryColumns)
    .from(surveys)
    .innerJoin(users, eq(users.id, surveys.userId))
    .innerJoin(accounts, eq(accounts.id, surveys.accountId))
    .leftJoin(deciders, eq(deciders.id, surveys.voucherDecidedBy));
}

function selectEntries(db: Executor, where: SQL | undefined, page: number) {
  return entries(db)
    .where(where)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(SURVEY_PAGE_SIZE)
    .offset((page - 1) * SURVEY_PAGE_SIZE);
}
export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export async function findEntry(db: Executor, id: string): Promise<EntryRow | null> {
  const [row] = await entries(db).where(eq(surveys.id, id));
  return row ?? null;
}

export type SurveyFilter = {
  init_date?: string;
  end_date?: string;
  type?: SurveyType;
  ratings: number[] | null;
  name_or_email?: string;
  page: number;
};

function surveysWhere(filter: SurveyFilter): SQL | undefined {
  const text = filter.name_or_email;
  return and(
    filter.init_date
      ? sql`${surveys.createdAt} >= (${filter.init_date}::date)::timestamp at time zone 'America/Sao_Paulo'`
      : undefined,
    filter.end_date
      ? sql`${surveys.createdAt} < (${filter.end_date}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`
      : undefined,
    filter.type ? eq(surveys.type, filter.type) : undefined,
    filter.ratings && filter.ratings.length > 0 ? inArray(surveys.rating, filter.ratings) : undefined,
    text
      ? sql`(${containsText(users.name, text)} or lower(${users.email}) like ${likePattern(foldAccents(text))})`
      : undefined,
  );
}

/** The answers, newest first, 10 a page, with the total and the filtered set's figures. */
export async function listSurveys(db: Executor, filter: SurveyFilter) {
  const where = surveysWhere(filter);
  const rows = await selectEntries(db, where, filter.page);
  const [figures] = await db
    .select({
      n: count(),
      average: sql<string | null>`round(avg(${surveys.rating}), 1)`,
      promoters: sql<number>`count(*) filter (where ${surveys.type} = 'nps' and ${surveys.rating} >= 9)::int`,
      passives: sql<number>`count(*) filter (where ${surveys.type} = 'nps' and ${surveys.rating} between 7 and 8)::int`,
      detractors: sql<number>`count(*) filter (where ${surveys.type} = 'nps' and ${surveys.rating} <= 6)::int`,
    })
    .from(surveys)
    .innerJoin(users, eq(users.id, surveys.userId))
    .where(where);
  return {
    rows,
    total: figures?.n ?? 0,
    average: figures?.average == null ? null : Number(figures.average),
    promoters: Number(figures?.promoters ?? 0),
    passives: Number(figures?.passives ?? 0),
    detractors: Number(figures?.detractors ?? 0),
  };
}

const eligible = and(eq(surveys.type, 'nps'), gte(surveys.rating, VOUCHER_MIN_RATING));
const VOUCHER_WHERE: Record<VoucherFilter, SQL | undefined> = {
  all: undefined,
  pending: and(isNull(surveys.allowedVoucher), isNull(surveys.voucherRescuedAt)),
  allowed: and(eq(surveys.allowedVoucher, true), isNull(surveys.voucherRescuedAt)),
  refused: eq(surveys.allowedVoucher, false),
  rescued: isNotNull(surveys.voucherRescuedAt),
};

/** The answers that may earn a voucher (NPS rated 9 or 10), newest first, 10 a page. */
export async function listVouchers(db: Executor, filter: { page: number; status: VoucherFilter }) {
  const where = and(eligible, VOUCHER_WHERE[filter.status]);
  const rows = await selectEntries(db, where, filter.page);
  const [total] = await db.select({ n: count() }).from(surveys).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Allows or refuses the voucher of an eligible answer not yet rescued; null when there is none such. */
export async function decideVoucher(
  db: Executor,
  id: string,
  change: { allowed: boolean; action: string; by: string; at: Date },
) {
  const [row] = await db
    .update(surveys)
    .set({
      allowedVoucher: change.allowed,
      voucherAction: change.allowed ? change.action : null,
      voucherDecidedBy: change.by,
      voucherDecidedAt: change.at,
    })
    .where(and(eq(surveys.id, id), eligible, isNull(surveys.voucherRescuedAt)))
    .returning({ id: surveys.id });
  return row ?? null;
}

/** The user's oldest allowed voucher not yet rescued. */
export async function findOpenVoucher(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: surveys.id, action: surveys.voucherAction })
    .from(surveys)
    .where(
      and(
        eq(surveys.userId, userId),
        eligible,
        eq(surveys.allowedVoucher, true),
        isNull(surveys.voucherRescuedAt),
      ),
    )
    .orderBy(asc(surveys.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the user's allowed voucher rescued, once: the row is taken only while not rescued, so a second
 * request (a double click, another tab) finds nothing. Returns the account to credit.
 */
export async function markRescued(db: Executor, id: string, userId: string, at: Date) {
  const [row] = await db
    .update(surveys)
    .set({ voucherRescuedAt: at })
    .where(
      and(
        eq(surveys.id, id),
        eq(surveys.userId, userId),
        eligible,
        eq(surveys.allowedVoucher, true),
        isNull(surveys.voucherRescuedAt),
      ),
    )
    .returning({ accountId: surveys.accountId });
  return row ?? null;
}

/** The user's own answer, whatever its state (tells "already rescued" from "not yours"). */
export async function findOwnSurvey(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({ id: surveys.id, rescuedAt: surveys.voucherRescuedAt })
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.userId, userId)));
  return row ?? null;
}

export async function madeGreaterThanSeven(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(surveys)
    .where(and(eq(surveys.userId, userId), sql`${surveys.rating} > 7`));
  return (row?.n ?? 0) > 0;
}

/** An active customer user by e-mail (staff asking them for an answer). */
export async function findCustomerByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email, accountType: accounts.accountType })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    );
  return row ?? null;
}
