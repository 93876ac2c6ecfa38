// The plan orders' contracts and the accounts' handoffs: SQL through Drizzle. An order is read by its id alone
// (staff read any account's); the service decides who may see it.
import { STAFF_ROLES } from '@prospecta/contracts/auth';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { type AccountHandoffRow, accountHandoffs } from '@/db/schema/handoffs.ts';
import { type PlanContractRow, planContracts } from '@/db/schema/plan-contracts.ts';
import { type PlanOrderRow, planOrders } from '@/db/schema/plans.ts';
import { users } from '@/db/schema/users.ts';

/** The statuses of an order sent to the sales team (one only chosen never has a contract). */
const SENT_STATUSES = ['requested', 'fulfilled', 'cancelled'] as const;
/** An order was sent when it has a `requested_at`: one chosen and then cancelled or applied never was. */
const sent = and(inArray(planOrders.status, [...SENT_STATUSES]), isNotNull(planOrders.requestedAt));

const orderer = alias(users, 'orderer');
const signer = alias(users, 'signer');

export type ContractRow = PlanContractRow & { signedByName: string };
export type OrderWithContract = {
  order: PlanOrderRow;
  accountName: string;
  orderedByName: string;
  contract: ContractRow | null;
};

/** A sent order by id, with its account's name, who ordered it and its contract when signed; or null. */
export async function findSentOrder(db: Executor, id: string): Promise<OrderWithContract | null> {
  const [row] = await db
    .select({
      order: planOrders,
      accountName: accounts.name,
      orderedByName: orderer.name,
      contract: planContracts,
      signedByName: signer.name,
    })
    .from(planOrders)
    .innerJoin(accounts, eq(accounts.id, planOrders.accountId))
    .innerJoin(orderer, eq(orderer.id, planOrders.userId))
    .leftJoin(planContracts, eq(planContracts.orderId, planOrders.id))
    .leftJoin(signer, eq(signer.id, planContracts.signedBy))
    .where(and(eq(planOrders.id, id), sent));
  if (!row) return null;
  const contract = row.contract ? { ...row.contract, signedByName: row.signedByName ?? '' } : null;
  return { order: row.order, accountName: row.accountName, orderedByName: row.orderedByName, contract };
}

/** The account's sent orders, newest first, with their signature's date and signer. */
export async function listSentOrders(db: Executor, accountId: string, limit: number) {
  return db
    .select({
      id: planOrders.id,
      status: planOrders.status,
      planId: planOrders.planId,
      requestedAt: planOrders.requestedAt,
      signedAt: planContracts.signedAt,
      signerName: planContracts.signerName,
    })
    .from(planOrders)
    .leftJoin(planContracts, eq(planContracts.orderId, planOrders.id))
    .where(and(eq(planOrders.accountId, accountId), sent))
    .orderBy(desc(planOrders.requestedAt), desc(planOrders.createdAt))
    .limit(limit);
}

/** The account's owner (the first one, not deleted), who signs; or null. */
export async function findOwner(db: Executor, accountId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'owner'), isNull(users.deletedAt)))
    .orderBy(users.createdAt)
    .limit(1);
  return row ?? null;
}

/** The account's customer-success owner while on and still staff; null for none or a disabled one. */
export async function findSuccessContact(db: Executor, accountId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.csUserId))
    .where(
      and(
        eq(accounts.id, accountId),
        eq(users.active, true),
        isNull(users.deletedAt),
        inArray(users.role, [...STAFF_ROLES]),
      ),
    );
  return row ?? null;
}

export async function findAccountName(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? null;
}

/** Stores a signature; null when the order already had one (the unique order id: two at once store one). */
export async function insertContract(
  db: Executor,
  values: typeof planContracts.$inferInsert,
): Promise<PlanContractRow | null> {
  const [row] = await db
    .insert(planContracts)
    .values(values)
    .onConflictDoNothing({ target: planContracts.orderId })
    .returning();
  return row ?? null;
}

export type HandoffRow = AccountHandoffRow & { updatedByName: string };

export async function findHandoff(db: Executor, accountId: string): Promise<HandoffRow | null> {
  const [row] = await db
    .select({ handoff: accountHandoffs, updatedByName: users.name })
    .from(accountHandoffs)
    .innerJoin(users, eq(users.id, accountHandoffs.updatedBy))
    .where(eq(accountHandoffs.accountId, accountId));
  return row ? { ...row.handoff, updatedByName: row.updatedByName } : null;
}

export type HandoffValues = Pick<
  typeof accountHandoffs.$inferInsert,
  'goal' | 'idealCustomer' | 'crm' | 'teamSize' | 'contactName' | 'contactPhone'
>;

/** The account's one row, written or replaced with every answer. */
export async function upsertHandoff(
  db: Executor,
  accountId: string,
  updatedBy: string,
  values: HandoffValues,
  now: Date,
): Promise<void> {
  await db
    .insert(accountHandoffs)
    .values({ accountId, updatedBy, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: accountHandoffs.accountId,
      set: { ...values, updatedBy, updatedAt: now },
    });
}

/**
 * Claims the account's handoff e-mail when none went out since `since`: one conditional update, so two saves at
 * once e-mail once. True when this save is to send it.
 */
export async function claimHandoffEmail(
  db: Executor,
  accountId: string,
  now: Date,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .update(accountHandoffs)
    .set({ lastEmailedAt: now })
    .where(
      and(
        eq(accountHandoffs.accountId, accountId),
        or(isNull(accountHandoffs.lastEmailedAt), lt(accountHandoffs.lastEmailedAt, since)),
      ),
    )
    .returning({ id: accountHandoffs.id });
  return rows.length > 0;
}
