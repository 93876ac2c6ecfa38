import type { CreditType } from '@prospecta/contracts/credits';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { creditConsumptions, creditGrants } from '@/db/schema/credits.ts';
import type { ConsumedByType, GrantLine } from './credits.arithmetic.ts';

export async function listGrantLines(db: Executor, accountId: string): Promise<GrantLine[]> {
  const rows = await db
    .select({
      type: creditGrants.type,
      amount: creditGrants.amount,
      expiresAt: creditGrants.expiresAt,
      invalidatedAt: creditGrants.invalidatedAt,
    })
    .from(creditGrants)
    .where(eq(creditGrants.accountId, accountId));
  return rows.map((r) => ({ ...r, type: r.type as CreditType }));
}

export async function sumConsumed(db: Executor, accountId: string): Promise<ConsumedByType> {
  const rows = await db
    .select({
      type: creditConsumptions.type,
      total: sql<number>`coalesce(sum(${creditConsumptions.amount}), 0)::int`,
    })
    .from(creditConsumptions)
    .where(eq(creditConsumptions.accountId, accountId))
    .groupBy(creditConsumptions.type);
  const consumed: ConsumedByType = { click: 0, export: 0 };
  for (const r of rows) if (r.type === 'click' || r.type === 'export') consumed[r.type] = Number(r.total);
  return consumed;
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
  await db.insert(creditConsumptions).values(row);
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
) {
  await db.insert(creditGrants).values(row);
}
