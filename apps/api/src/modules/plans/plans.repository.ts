// The account's plan fields and its plan orders.
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { planContracts } from '@/db/schema/plan-contracts.ts';
import { type PlanOrderRow, planOrders } from '@/db/schema/plans.ts';
import { users } from '@/db/schema/users.ts';

export const OPEN_STATUSES = ['selected', 'requested'] as const;

export async function findAccountPlan(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      name: accounts.name,
      planName: accounts.planName,
      planId: accounts.planId,
      maxUsersCount: accounts.maxUsersCount,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

const cs = alias(users, 'cs');

/** What the sales team needs to call back who asked for a consultant: their WhatsApp and the account's CS. */
export async function findSalesContactContext(db: Executor, accountId: string, userId: string) {
  const [row] = await db
    .select({ whatsapp: users.whatsappNumber, csName: cs.name, csEmail: cs.email })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(cs, eq(cs.id, accounts.csUserId))
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  return row ?? null;
}

/** An order with who placed it and when its contract was signed (null while unsigned). */
export type OpenOrder = PlanOrderRow & {
  userName: string;
  contractSignedAt: Date | null;
  contractSignerName: string | null;
};

/** What a new order's contract is: not signed. */
export const UNSIGNED = { contractSignedAt: null, contractSignerName: null } as const;

export async function findOpenOrder(db: Executor, accountId: string): Promise<OpenOrder | null> {
  const [row] = await db
    .select({
      order: planOrders,
      userName: users.name,
      contractSignedAt: planContracts.signedAt,
      contractSignerName: planContracts.signerName,
    })
    .from(planOrders)
    .innerJoin(users, eq(users.id, planOrders.userId))
    .leftJoin(planContracts, eq(planContracts.orderId, planOrders.id))
    .where(and(eq(planOrders.accountId, accountId), inArray(planOrders.status, [...OPEN_STATUSES])));
  if (!row) return null;
  const { order, ...rest } = row;
  return { ...order, ...rest };
}

/** Closes the account's open order (if any): cancelled by its owner, or fulfilled once the plan is applied. */
export async function closeOpenOrder(
  db: Executor,
  accountId: string,
  status: 'cancelled' | 'fulfilled',
  at: Date,
  id?: string,
): Promise<number> {
  const closed = await db
    .update(planOrders)
    .set({ status, closedAt: at })
    .where(
      and(
        eq(planOrders.accountId, accountId),
        inArray(planOrders.status, [...OPEN_STATUSES]),
        id ? eq(planOrders.id, id) : undefined,
      ),
    )
    .returning({ id: planOrders.id });
  return closed.length;
}

export async function insertOrder(
  db: Executor,
  values: { accountId: string; userId: string; planId: string },
) {
  const [row] = await db.insert(planOrders).values(values).returning();
  if (!row) throw new Error('plan_orders insert returned no row');
  return row;
}

export async function markRequested(
  db: Executor,
  id: string,
  values: { additionalUsers: number; speedmail: boolean; origin: string | null; requestedAt: Date },
) {
  const [row] = await db
    .update(planOrders)
    .set({ status: 'requested', ...values })
    .where(eq(planOrders.id, id))
    .returning();
  return row ?? null;
}
