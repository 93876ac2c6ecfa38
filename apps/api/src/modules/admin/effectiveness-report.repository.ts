// SQL of customer success's effectiveness report: every figure of every CS owner's portfolio in one set-based
// query (each source table grouped by account once, then summed by owner), never a query per account. Days are
// Brasília's. Staff only: nothing is scoped by the caller's account.
import { PORTFOLIO_ACCOUNT_TYPES } from '@prospecta/contracts/admin-reports-api';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { pageViews } from '@/db/schema/analytics.ts';
import { refreshTokens } from '@/db/schema/auth.ts';
import { creditConsumptions } from '@/db/schema/credits.ts';
import { exportsTable } from '@/db/schema/exports.ts';
import { onboardings } from '@/db/schema/onboarding.ts';
import { planOrders } from '@/db/schema/plans.ts';
import { shopSubscriptions } from '@/db/schema/shop.ts';
import { surveys } from '@/db/schema/surveys.ts';
import { users } from '@/db/schema/users.ts';

const TZ = 'America/Sao_Paulo';
/** The roles of Prospecta's staff: never counted as a customer, whatever account they sit in. */
const STAFF = sql`('admin', 'customer_success')`;
/** The contract's constant as an SQL list (fixed words, not input). */
const PORTFOLIO_TYPES = sql.raw(`(${PORTFOLIO_ACCOUNT_TYPES.map((type) => `'${type}'`).join(', ')})`);
/** Spends that are not a customer's use (the staff's removals, a grant's edit line). */
const NOT_SPENDING = sql`('admin_withdrawal', 'grant_edit')`;

export type EffectivenessDbRow = {
  cs_id: string | null;
  cs_name: string | null;
  cs_email: string | null;
  cs_active: boolean | null;
  accounts: number;
  active_accounts: number;
  active_users: number;
  exported_companies: number;
  click_credits_spent: number;
  onboardings_done: number;
  onboardings_scheduled: number;
  onboardings_waiting: number;
  nps_answers: number;
  nps_sum: number;
  nps_promoters: number;
  nps_detractors: number;
  plan_orders: number;
  shop_orders: number;
  at_risk_accounts: number;
};

export type EffectivenessWindow = {
  /** First and last day of the period (YYYY-MM-DD, Brasília). */
  from: string;
  to: string;
  /** The last day of the "em risco" window, and how many days it spans. */
  riskUntil: string;
  riskDays: number;
};

/** Midnight in Brasília starting the given day, plus `plus` days. */
const dayStart = (day: string, plus = 0) =>
  sql`((${day}::date + ${plus}::int)::timestamp at time zone ${TZ})`;

/**
 * One row per CS owner of at least one customer account (a removed or non-staff owner's accounts fall to the
 * row without one, cs_id null). Customer accounts: any but Prospecta's own (`internal`) and the cancelled,
 * that existed by the period's end (one made today is in no past month's portfolio, nor "em risco" there).
 */
export async function effectivenessByOwner(
  db: Executor,
  window: EffectivenessWindow,
): Promise<EffectivenessDbRow[]> {
  const start = dayStart(window.from);
  const end = dayStart(window.to, 1);
  const riskStart = dayStart(window.riskUntil, 1 - window.riskDays);
  const riskEnd = dayStart(window.riskUntil, 1);
  const inPeriod = (column: unknown) => sql`${column} >= ${start} and ${column} < ${end}`;
  const result = await db.execute(sql`
    with portfolio as (
      select a.id, cs.id as cs_id
      from ${accounts} a
        left join ${users} cs on cs.id = a.cs_user_id and cs.role in ${STAFF}
      where a.account_type in ${PORTFOLIO_TYPES} and a.created_at < ${end}
    ),
    customers as (
      select u.id, u.account_id from ${users} u join portfolio p on p.id = u.account_id
      where u.role not in ${STAFF}
    ),
    -- A sign-in (or a session renewed while the app was open) or a page opened: the user was there.
    presence as (
      select t.user_id, t.created_at from ${refreshTokens} t
      union all
      select v.user_id, v.created_at from ${pageViews} v
    ),
    active as (
      select c.account_id, count(distinct c.id)::int as users
      from presence x join customers c on c.id = x.user_id
      where ${inPeriod(sql`x.created_at`)}
      group by c.account_id
    ),
    recent as (
      select distinct c.account_id
      from presence x join customers c on c.id = x.user_id
      where x.created_at >= ${riskStart} and x.created_at < ${riskEnd}
    ),
    exported as (
      select e.account_id, sum(e.total)::int as companies from ${exportsTable} e
      where e.outcome in ('success', 'partial_success') and ${inPeriod(sql`e.created_at`)}
      group by e.account_id
    ),
    spent as (
      select s.account_id, sum(s.amount)::int as clicks from ${creditConsumptions} s
      where s.type = 'click' and s.reason not in ${NOT_SPENDING} and ${inPeriod(sql`s.created_at`)}
      group by s.account_id
    ),
    onboarded as (
      select o.account_id,
        count(*) filter (where o.status = 'confirmed')::int as done,
        count(*) filter (where o.status = 'scheduled')::int as scheduled,
        count(*) filter (where o.status = 'initial')::int as waiting
      from ${onboardings} o join customers c on c.id = o.user_id
      where o.user_selected_option = 'schedule' and ${inPeriod(sql`o.created_at`)}
      group by o.account_id
    ),
    nps as (
      select s.account_id, count(*)::int as answers, sum(s.rating)::int as total,
        count(*) filter (where s.rating >= 9)::int as promoters,
        count(*) filter (where s.rating <= 6)::int as detractors
      from ${surveys} s join customers c on c.id = s.user_id
      where s.type = 'nps' and ${inPeriod(sql`s.created_at`)}
      group by s.account_id
    ),
    plans as (
      select o.account_id, count(*)::int as sent from ${planOrders} o
      where o.requested_at is not null and ${inPeriod(sql`o.requested_at`)}
      group by o.account_id
    ),
    shop as (
      select o.account_id, count(*)::int as sent from ${shopSubscriptions} o
      where ${inPeriod(sql`o.requested_at`)}
      group by o.account_id
    )
    select p.cs_id, cs.name as cs_name, cs.email as cs_email,
      (cs.id is not null and cs.deleted_at is null and cs.active) as cs_active,
      count(*)::int as accounts,
      count(active.account_id)::int as active_accounts,
      coalesce(sum(active.users), 0)::int as active_users,
      coalesce(sum(exported.companies), 0)::int as exported_companies,
      coalesce(sum(spent.clicks), 0)::int as click_credits_spent,
      coalesce(sum(onboarded.done), 0)::int as onboardings_done,
      coalesce(sum(onboarded.scheduled), 0)::int as onboardings_scheduled,
      coalesce(sum(onboarded.waiting), 0)::int as onboardings_waiting,
      coalesce(sum(nps.answers), 0)::int as nps_answers,
      coalesce(sum(nps.total), 0)::int as nps_sum,
      coalesce(sum(nps.promoters), 0)::int as nps_promoters,
      coalesce(sum(nps.detractors), 0)::int as nps_detractors,
      coalesce(sum(plans.sent), 0)::int as plan_orders,
      coalesce(sum(shop.sent), 0)::int as shop_orders,
      count(*) filter (where recent.account_id is null)::int as at_risk_accounts
    from portfolio p
      left join ${users} cs on cs.id = p.cs_id
      left join active on active.account_id = p.id
      left join recent on recent.account_id = p.id
      left join exported on exported.account_id = p.id
      left join spent on spent.account_id = p.id
      left join onboarded on onboarded.account_id = p.id
      left join nps on nps.account_id = p.id
      left join plans on plans.account_id = p.id
      left join shop on shop.account_id = p.id
    group by p.cs_id, cs.id, cs.name, cs.email, cs.deleted_at, cs.active`);
  return (result as unknown as { rows: EffectivenessDbRow[] }).rows;
}

/** Active customer-success members: each has a row, even with no account yet (a portfolio to fill). */
export async function activeCsMembers(db: Executor) {
  const result = await db.execute(sql`
    select u.id, u.name, u.email from ${users} u
    where u.role = 'customer_success' and u.deleted_at is null and u.active`);
  return (result as unknown as { rows: Array<{ id: string; name: string; email: string }> }).rows;
}
