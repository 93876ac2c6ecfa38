import type { CreditType } from '@prospecta/contracts/credits';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { creditConsumptions, creditGrants } from '@/db/schema/credits.ts';
import type { GrantLine, SpendPeriod } from './credits.arithmetic.ts';

export async function listGrantLines(db: Executor, accountId: string): Promise<GrantLine[]> {
  const rows = await db
    .select({
      id: creditGrants.id,
      type: creditGrants.type,
      amount: creditGrants.amount,
      createdAt: creditGrants.createdAt,
      expiresAt: creditGrants.expiresAt,
      invalidatedAt: creditGrants.invalidatedAt,
    })
    .from(creditGrants)
    .where(eq(creditGrants.accountId, accountId));
  return rows.map((r) => ({ ...r, type: r.type as CreditType }));
}

/** The reason of a staff withdrawal: a spend that removes credits instead of using them. */
export const WITHDRAWAL_REASON = 'admin_withdrawal';

/**
 * What the account spent, summed per type, per kind (use or staff withdrawal) and per period between two
 * boundaries (`grantBoundaries`); spends before the first boundary, when no grant existed, are left out.
 */
export async function sumSpendsByPeriod(
  db: Executor,
  accountId: string,
  boundaries: Date[],
): Promise<SpendPeriod[]> {
  if (boundaries.length === 0) return [];
  // A Postgres array literal of ISO instants: they hold no comma, brace or quote.
  const thresholds = `{${boundaries.map((d) => d.toISOString()).join(',')}}`;
  const rows = await db
    .select({
      type: creditConsumptions.type,
      withdrawal: sql<boolean>`${creditConsumptions.reason} = ${WITHDRAWAL_REASON}`,
      period: sql<number>`width_bucket(${creditConsumptions.createdAt}, ${thresholds}::timestamptz[])`,
      total: sql<number>`sum(${creditConsumptions.amount})::int`,
    })
    .from(creditConsumptions)
    .where(eq(creditConsumptions.accountId, accountId))
    // By position: the same expression written twice would carry two parameters Postgres cannot tell equal.
    .groupBy(sql`1, 2, 3`);
  const spends: SpendPeriod[] = [];
  for (const r of rows) {
    const from = boundaries[Number(r.period) - 1];
    if (from && (r.type === 'click' || r.type === 'export')) {
      spends.push({ type: r.type, from, amount: Number(r.total), withdrawal: r.withdrawal === true });
    }
  }
  return spends;
}

/** Locks the account row until the caller's transaction ends, so concurrent spends queue up. */
export async function lockAccount(db: Executor, accountId: string) {
  const [row] = await db
    .select({ id: accounts.id, unlimitedClick: accounts.unlimitedClick })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row ?? null;
}

export async function findUnlimitedClick(db: Executor, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ unlimitedClick: accounts.unlimitedClick })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.unlimitedClick ?? false;
}

export async function insertConsumption(
  db: Executor,
  row: {
    accountId: string;
    userId: string | null;
    type: CreditType;
    amount: number;
    reason: string;
    subject?: string;
  },
) {
  // The database's clock at the insert, after the spend read the grants: a grant it drew on is older.
  await db.insert(creditConsumptions).values({ ...row, createdAt: sql`clock_timestamp()` });
}

export async function insertGrant(
  db: Executor,
  row: {
    accountId: string;
    type: CreditType;
    amount: number;
    expiresAt: Date | null;
    origin: string;
    description?: string;
    createdBy?: string;
  },
): Promise<string> {
  const [grant] = await db.insert(creditGrants).values(row).returning({ id: creditGrants.id });
  if (!grant) throw new Error('credit grant not inserted');
  return grant.id;
}
