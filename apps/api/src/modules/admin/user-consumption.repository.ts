// SQL of one user's consumption of an account's credits (GET credit_histories/{accountId} with user_id): each
// spend with the list it was for, or the spends summed by Brasília day or month. Staff only.
import type { UserConsumptionGrouping } from '@prospecta/contracts/admin-reports-api';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { creditConsumptions } from '@/db/schema/credits.ts';
import { lists } from '@/db/schema/lists.ts';
import { users } from '@/db/schema/users.ts';

const TZ = 'America/Sao_Paulo';
const PERIOD_FORMATS: Record<UserConsumptionGrouping, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

export type UserSpendFilter = {
  accountId: string;
  userId: string;
  from?: string;
  to?: string;
  type?: 'click' | 'export';
};

/** The user, only when they belong to the account (deleted users too: their spends stay). */
export async function findAccountUser(db: Executor, accountId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  return row ?? null;
}

/** The user's spends the filter keeps (staff removals and grant edits are not spending). */
function spendsOf(filter: UserSpendFilter) {
  const parts = [
    sql`c.account_id = ${filter.accountId}`,
    sql`c.user_id = ${filter.userId}`,
    sql`c.reason not in ('admin_withdrawal', 'grant_edit')`,
  ];
  if (filter.from) parts.push(sql`c.created_at >= (${filter.from}::date)::timestamp at time zone ${TZ}`);
  if (filter.to) parts.push(sql`c.created_at < (${filter.to}::date + 1)::timestamp at time zone ${TZ}`);
  if (filter.type) parts.push(sql`c.type = ${filter.type}`);
  return sql`(select c.* from ${creditConsumptions} c where ${sql.join(parts, sql` and `)})`;
}

export type SpendLineRow = {
  id: string;
  created_at: string | Date;
  type: 'click' | 'export';
  amount: number;
  reason: string;
  subject: string | null;
  list_name: string | null;
  list_deleted: boolean | null;
};

export async function spendLines(db: Executor, filter: UserSpendFilter, limit: number, offset: number) {
  const result = await db.execute(sql`
    select s.id, s.created_at, s.type, s.amount, s.reason, s.subject,
      l.name as list_name, case when l.id is null then null else l.deleted_at is not null end as list_deleted
    from ${spendsOf(filter)} s
      left join ${lists} l on l.account_id = ${filter.accountId} and l.id::text = s.subject
    order by s.created_at desc, s.id
    limit ${limit} offset ${offset}`);
  return (result as unknown as { rows: SpendLineRow[] }).rows;
}

export async function spendGroups(
  db: Executor,
  filter: UserSpendFilter,
  grouping: UserConsumptionGrouping,
  limit: number,
  offset: number,
) {
  const result = await db.execute(sql`
    select to_char(s.created_at at time zone ${TZ}, ${PERIOD_FORMATS[grouping]}) as period,
      coalesce(sum(s.amount) filter (where s.type = 'click'), 0)::int as click,
      coalesce(sum(s.amount) filter (where s.type = 'export'), 0)::int as export
    from ${spendsOf(filter)} s
    group by 1 order by 1 desc
    limit ${limit} offset ${offset}`);
  return (result as unknown as { rows: Array<{ period: string; click: number; export: number }> }).rows;
}

/** How many lines (or groups) the filter keeps, and the sums of every spend it keeps. */
export async function spendTotals(db: Executor, filter: UserSpendFilter, grouping?: UserConsumptionGrouping) {
  const counted = grouping
    ? sql`count(distinct to_char(s.created_at at time zone ${TZ}, ${PERIOD_FORMATS[grouping]}))::int`
    : sql`count(*)::int`;
  const result = await db.execute(sql`
    select ${counted} as n,
      coalesce(sum(s.amount) filter (where s.type = 'click'), 0)::int as click,
      coalesce(sum(s.amount) filter (where s.type = 'export'), 0)::int as export
    from ${spendsOf(filter)} s`);
  const [row] = (result as unknown as { rows: Array<{ n: number; click: number; export: number }> }).rows;
  return { total: Number(row?.n ?? 0), click: Number(row?.click ?? 0), export: Number(row?.export ?? 0) };
}
