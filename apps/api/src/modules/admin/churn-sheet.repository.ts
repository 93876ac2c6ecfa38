// SQL of the churn data sheet: the users asked for (by e-mail, or every customer) with what each did in a
// period — days with any activity, searches, companies consulted, lists created, companies exported — and
// their last sign-in. Days and bounds are Brasília's. Staff only: nothing is scoped by the caller's account.
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { pageViews } from '@/db/schema/analytics.ts';
import { refreshTokens } from '@/db/schema/auth.ts';
import { companyConsults } from '@/db/schema/consults.ts';
import { exportsTable } from '@/db/schema/exports.ts';
import { lists } from '@/db/schema/lists.ts';
import { searches } from '@/db/schema/search.ts';
import { users } from '@/db/schema/users.ts';

export type ChurnUserRow = {
  user_id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  account_id: string;
  account_name: string;
  account_type: string;
  plan_name: string | null;
  unlimited_click: boolean;
  last_sign_in: string | Date | null;
  active_days: number;
  searches: number;
  consulted: number;
  lists: number;
  exported: number;
};

const TZ = 'America/Sao_Paulo';

/** The e-mails (lower case) no user has. */
export async function unknownEmails(db: Executor, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const result = await db.execute(
    sql`select lower(${users.email}) as email from ${users} where lower(${users.email}) in (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  const found = new Set((result as unknown as { rows: Array<{ email: string }> }).rows.map((r) => r.email));
  return emails.filter((email) => !found.has(email));
}

/**
 * One row per user: the e-mails given, or (none given) every user of a customer's account (any account but
 * Prospecta's own, `internal`), by account and then the owner first.
 */
export async function churnRows(
  db: Executor,
  emails: readonly string[],
  period: { from: string; to: string },
): Promise<ChurnUserRow[]> {
  const start = sql`((${period.from}::date)::timestamp at time zone ${TZ})`;
  const end = sql`((${period.to}::date + 1)::timestamp at time zone ${TZ})`;
  const within = (column: unknown) => sql`${column} >= ${start} and ${column} < ${end}`;
  const who =
    emails.length > 0
      ? sql`lower(u.email) in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})`
      : sql`a.account_type <> 'internal'`;
  const result = await db.execute(sql`
    select u.id as user_id, u.name, u.email, u.role, u.deleted_at is not null as disabled,
      a.id as account_id, a.name as account_name, a.account_type, a.plan_name, a.unlimited_click,
      (select max(f.started) from (
        select min(r.created_at) as started from ${refreshTokens} r where r.user_id = u.id group by r.family_id
      ) f) as last_sign_in,
      (select count(distinct d.day)::int from (
        select (p.created_at at time zone ${TZ})::date as day from ${pageViews} p
          where p.user_id = u.id and ${within(sql`p.created_at`)}
        union select (s.created_at at time zone ${TZ})::date from ${searches} s
          where s.user_id = u.id and ${within(sql`s.created_at`)}
        union select (c.consulted_at at time zone ${TZ})::date from ${companyConsults} c
          where c.user_id = u.id and ${within(sql`c.consulted_at`)}
        union select (l.created_at at time zone ${TZ})::date from ${lists} l
          where l.author_id = u.id and ${within(sql`l.created_at`)}
        union select (e.created_at at time zone ${TZ})::date from ${exportsTable} e
          where e.user_id = u.id and ${within(sql`e.created_at`)}
      ) d) as active_days,
      (select count(*)::int from ${searches} s where s.user_id = u.id and ${within(sql`s.created_at`)}) as searches,
      (select count(distinct c.cnpj)::int from ${companyConsults} c
        where c.user_id = u.id and ${within(sql`c.consulted_at`)}) as consulted,
      (select count(*)::int from ${lists} l where l.author_id = u.id and ${within(sql`l.created_at`)}) as lists,
      (select coalesce(sum(e.total), 0)::int from ${exportsTable} e where e.user_id = u.id
        and e.outcome in ('success', 'partial_success') and ${within(sql`e.created_at`)}) as exported
    from ${users} u join ${accounts} a on a.id = u.account_id
    where ${who}
    order by lower(a.name), a.id, u.role <> 'owner', lower(u.name), u.id`);
  return (result as unknown as { rows: ChurnUserRow[] }).rows;
}
