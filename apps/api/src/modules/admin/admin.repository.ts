// SQL of the staff's admin area: users across accounts, one account's seats and owner, and the credits'
// audit (grants and consumptions merged). Staff only: nothing here is scoped by the caller's account.
import {
  type AdminUserStatus,
  type ConsumptionGrouping,
  type CREDIT_AUDIT_KINDS,
  type CreditAuditQuery,
  NO_CS_FILTER,
  UNLIMITED_OFF_REASON,
  UNLIMITED_ON_REASON,
} from '@prospecta/contracts/admin-api';
import { GRANT_EDIT_REASON } from '@prospecta/contracts/admin-credits-api';
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { creditConsumptions, creditGrants, unlimitedClickChanges } from '@/db/schema/credits.ts';
import { lists } from '@/db/schema/lists.ts';
import { type UserRow, users } from '@/db/schema/users.ts';
import { containsText, foldAccents, likePattern } from '@/lib/text-match.ts';
import { countActiveUsers } from '@/modules/account-users/account-users.repository.ts';

/**
 * Name (accent- and case-insensitive) or e-mail containing the text; with `accountName`, the name of the
 * user's account too (the query joins accounts).
 */
function nameOrEmail(text: string, accountName: boolean): SQL | undefined {
  if (!text) return undefined;
  return or(
    containsText(users.name, text),
    sql`lower(${users.email}) like ${likePattern(foldAccents(text))}`,
    accountName ? containsText(accounts.name, text) : undefined,
  );
}

/** Exactly one status filters (active: not disabled); none or both keep everyone (spec §4). */
function byStatus(statuses: readonly AdminUserStatus[]): SQL | undefined {
  if (statuses.length !== 1) return undefined;
  return statuses[0] === 'active' ? isNull(users.deletedAt) : isNotNull(users.deletedAt);
}

export type UserFilter = {
  text: string;
  roles: readonly string[];
  statuses: readonly AdminUserStatus[];
  accountTypes: readonly string[];
  /** A CS member's id, or `none` (NO_CS_FILTER) for the accounts without one; undefined: any. */
  csUserId?: string;
};

function userWhere(filter: UserFilter, accountId?: string): SQL | undefined {
  return and(
    accountId ? eq(users.accountId, accountId) : undefined,
    // Across accounts (joined with them), the account's name finds its users too.
    nameOrEmail(filter.text, !accountId),
    filter.roles.length ? inArray(users.role, [...filter.roles]) : undefined,
    byStatus(filter.statuses),
    filter.accountTypes.length ? inArray(accounts.accountType, [...filter.accountTypes]) : undefined,
    filter.csUserId === undefined
      ? undefined
      : filter.csUserId === NO_CS_FILTER
        ? isNull(accounts.csUserId)
        : eq(accounts.csUserId, filter.csUserId),
  );
}

const usersCount = sql<number>`(select count(*)::int from ${users} x where x.account_id = ${users.accountId} and x.deleted_at is null)`;
const owner = sql<{
  id: string;
  name: string;
  email: string;
} | null>`(select json_build_object('id', o.id, 'name', o.name, 'email', o.email) from ${users} o where o.account_id = ${users.accountId} and o.role = 'owner' and o.deleted_at is null order by o.created_at limit 1)`;
const csEmail = sql<string | null>`(select c.email from ${users} c where c.id = ${accounts.csUserId})`;

export async function searchUsers(db: Executor, filter: UserFilter, limit: number, offset: number) {
  const where = userWhere(filter);
  const rows = await db
    .select({
      user: users,
      accountName: accounts.name,
      accountType: accounts.accountType,
      planName: accounts.planName,
      usersCount,
      owner,
      cs: csEmail,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(limit)
    .offset(offset);
  const [totals] = await db
    .select({
      users: sql<number>`count(*)::int`,
      accounts: sql<number>`count(distinct ${users.accountId})::int`,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(where);
  return { rows, totalUsers: totals?.users ?? 0, totalAccounts: totals?.accounts ?? 0 };
}

export async function listAccountUsers(
  db: Executor,
  accountId: string,
  filter: Omit<UserFilter, 'accountTypes'>,
  limit: number,
  offset: number,
) {
  const where = userWhere({ ...filter, accountTypes: [] }, accountId);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`${users.role} <> 'owner'`, users.name, users.id)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The account with its owner, CS member and active users; `lock` holds its row (seats, credits). The queries
 * run one after another: `db` may be a transaction's one connection.
 */
export async function findAccount(db: Executor, accountId: string, lock = false) {
  const query = db.select().from(accounts).where(eq(accounts.id, accountId));
  const [account] = lock ? await query.for('update') : await query;
  if (!account) return null;
  const person = { id: users.id, name: users.name, email: users.email };
  const [owner] = await db
    .select(person)
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'owner'), isNull(users.deletedAt)))
    .orderBy(users.createdAt)
    .limit(1);
  const [cs] = account.csUserId
    ? await db.select(person).from(users).where(eq(users.id, account.csUserId))
    : [];
  const activeUsers = await countActiveUsers(db, accountId);
  return { ...account, owner: owner ?? null, cs: cs ?? null, activeUsers };
}

export async function updateAccount(
  db: Executor,
  accountId: string,
  fields: Partial<
    Pick<
      typeof accounts.$inferInsert,
      'planName' | 'planId' | 'maxUsersCount' | 'unlimitedClick' | 'csUserId'
    >
  >,
) {
  await db
    .update(accounts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}

export async function findUser(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The ids of the active admins (on, not deleted), their rows locked until the transaction ends: two admins
 * taking each other's role at once cannot both see the other still there (the second waits, then reads again).
 */
export async function lockActiveAdmins(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), isNull(users.deletedAt)))
    // One order for every taker, so two of them never wait on each other (a deadlock).
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** The account's current owner other than `exceptId` (a hand-over makes them a manager). */
export async function findOtherOwners(db: Executor, accountId: string, exceptId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'owner'), ne(users.id, exceptId)));
}

// --- the credits' audit -----------------------------------------------------------------------------

type AuditFilter = Pick<CreditAuditQuery, 'init_date' | 'end_date' | 'type' | 'origin' | 'status'>;

/** Grants (positive; withdrawals are consumptions of reason admin_withdrawal) and spends, one stream. */
function auditRows(accountId: string) {
  return sql`(
    select g.id, 'grant' as kind, g.type, g.amount, g.created_by as user_id, coalesce(nullif(g.description, ''), g.origin) as description,
      null as subject, g.expires_at, g.invalidated_at is not null as invalidated, g.invalidated_cause, g.created_at
    from ${creditGrants} g where g.account_id = ${accountId}
    union all
    select c.id, case c.reason when 'admin_withdrawal' then 'withdrawal' when ${GRANT_EDIT_REASON} then 'edit' else 'consumption' end,
      c.type, -c.amount, c.user_id,
      c.reason, c.subject, null, false, null, c.created_at
    from ${creditConsumptions} c where c.account_id = ${accountId}
    union all
    select u.id, 'unlimited', 'click', 0, u.created_by,
      case when u.enabled then ${UNLIMITED_ON_REASON} else ${UNLIMITED_OFF_REASON} end, nullif(u.description, ''),
      null, false, null, u.created_at
    from ${unlimitedClickChanges} u where u.account_id = ${accountId}
  )`;
}

/** Turns the account's unlimited clicks on or off, and records who did it for the credit audit. */
export async function setUnlimitedClick(
  db: Executor,
  accountId: string,
  enabled: boolean,
  createdBy: string,
  description: string | undefined,
) {
  await db.update(accounts).set({ unlimitedClick: enabled }).where(eq(accounts.id, accountId));
  await db.insert(unlimitedClickChanges).values({ accountId, enabled, createdBy, description });
}

function auditWhere(filter: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  // Days are the app's days in Brasília (the spec's users all are).
  if (filter.init_date)
    parts.push(sql`a.created_at >= (${filter.init_date}::date)::timestamp at time zone 'America/Sao_Paulo'`);
  if (filter.end_date)
    parts.push(
      sql`a.created_at < (${filter.end_date}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`,
    );
  if (filter.type) parts.push(sql`a.type = ${filter.type}`);
  if (filter.origin) parts.push(sql`a.kind = ${filter.origin}`);
  if (filter.status)
    parts.push(filter.status === 'invalidated' ? sql`a.invalidated` : sql`not a.invalidated`);
  return sql.join(parts, sql` and `);
}

/** A spend's period as Postgres' to_char reads it, by grouping. */
const PERIOD_FORMATS: Record<ConsumptionGrouping, string> = {
  day: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  year: 'YYYY',
};

/** The account's spends (staff withdrawals left out) summed by user, period ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD') and type. */
export async function spendsByUser(
  db: Executor,
  accountId: string,
  filter: Pick<CreditAuditQuery, 'init_date' | 'end_date'>,
  grouping: ConsumptionGrouping,
) {
  const format = PERIOD_FORMATS[grouping];
  const result = await db.execute(sql`
    select a.user_id, u.name as user_name, u.email as user_email,
      to_char(a.created_at at time zone 'America/Sao_Paulo', ${format}) as period,
      coalesce(sum(a.amount) filter (where a.type = 'click'), 0)::int as click,
      coalesce(sum(a.amount) filter (where a.type = 'export'), 0)::int as export
    from ${creditConsumptions} a left join ${users} u on u.id = a.user_id
    where a.account_id = ${accountId} and a.reason not in ('admin_withdrawal', ${GRANT_EDIT_REASON})
      and ${auditWhere(filter)}
    group by 1, 2, 3, 4`);
  return (
    result as unknown as {
      rows: Array<{
        user_id: string | null;
        user_name: string | null;
        user_email: string | null;
        period: string;
        click: number;
        export: number;
      }>;
    }
  ).rows;
}

export type AuditRow = {
  id: string;
  kind: (typeof CREDIT_AUDIT_KINDS)[number];
  type: 'click' | 'export';
  amount: number;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  description: string | null;
  subject: string | null;
  /** The list a spend's subject names (adding to a list, an autoplay, an export), even a deleted one. */
  list_id: string | null;
  list_name: string | null;
  list_deleted: boolean | null;
  expires_at: string | Date | null;
  invalidated: boolean;
  invalidated_cause: string | null;
  created_at: string | Date;
};

export type AuditTotalsRow = {
  type: string;
  granted: number;
  invalidated: number;
  removed: number;
  spent: number;
};

export async function listAudit(
  db: Executor,
  accountId: string,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number; totals: AuditTotalsRow[] }> {
  const where = auditWhere(filter);
  // A spend's subject is a list's id when it was for a list: its name is read here (a deleted list keeps its
  // row, so it is named too; a list's id alone stays only for a list no longer stored).
  const page = await db.execute(sql`
    select a.*, u.name as user_name, u.email as user_email,
      l.id as list_id, l.name as list_name, l.deleted_at is not null as list_deleted
    from ${auditRows(accountId)} a left join ${users} u on u.id = a.user_id
      left join ${lists} l on a.kind = 'consumption' and l.account_id = ${accountId}
        and l.id::text = a.subject
    where ${where}
    order by a.created_at desc, a.id
    limit ${limit} offset ${offset}`);
  const counted = await db.execute(
    sql`select count(*)::int as n from ${auditRows(accountId)} a where ${where}`,
  );
  // The sums of every line kept by the filters, by type (the totals line under the filters).
  const summed = await db.execute(sql`
    select a.type,
      coalesce(sum(a.amount) filter (where a.kind = 'grant' and not a.invalidated), 0)::int as granted,
      coalesce(sum(a.amount) filter (where a.kind = 'grant' and a.invalidated), 0)::int as invalidated,
      coalesce(-sum(a.amount) filter (where a.kind = 'withdrawal'), 0)::int as removed,
      coalesce(-sum(a.amount) filter (where a.kind = 'consumption'), 0)::int as spent
    from ${auditRows(accountId)} a where ${where} group by a.type`);
  return {
    rows: (page as unknown as { rows: AuditRow[] }).rows,
    total: Number((counted as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0),
    totals: (summed as unknown as { rows: AuditTotalsRow[] }).rows,
  };
}

/** The account a grant belongs to (read without a lock: the caller locks the account, then the grant). */
export async function findGrantAccount(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: creditGrants.accountId })
    .from(creditGrants)
    .where(eq(creditGrants.id, id));
  return row?.accountId ?? null;
}

export async function findGrant(db: Executor, id: string) {
  const [row] = await db.select().from(creditGrants).where(eq(creditGrants.id, id)).for('update');
  return row ?? null;
}

export async function isConsumption(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditConsumptions.id })
    .from(creditConsumptions)
    .where(eq(creditConsumptions.id, id));
  return row !== undefined;
}

export async function invalidateGrant(db: Executor, id: string, cause: string) {
  await db
    .update(creditGrants)
    .set({ invalidatedAt: new Date(), invalidatedCause: cause })
    .where(and(eq(creditGrants.id, id), isNull(creditGrants.invalidatedAt)));
}

/** The staff who may own an account's customer success: admins and customer_success, not deleted. */
export async function listCsAndAdmins(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.role, ['admin', 'customer_success']),
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    )
    .orderBy(users.name);
}
