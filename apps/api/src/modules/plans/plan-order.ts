// An account's open plan order as the API shows it: to its owner on the plans screen and to staff in the
// admin area. Staff applying the order's plan (its name on the account) fulfil it.
import { PLAN_MESSAGES, PLANS, type Plan, type PlanOrder } from '@prospecta/contracts/plans-api';
import type { Executor } from '@/db/client.ts';
import { notFound } from '@/lib/http-error.ts';
import * as repo from './plans.repository.ts';

export function planOf(id: string): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw notFound(PLAN_MESSAGES.unknownPlan);
  return plan;
}

export function toPlanOrder(row: repo.OpenOrder): PlanOrder {
  return {
    id: row.id,
    plan: planOf(row.planId),
    status: row.status === 'requested' ? 'requested' : 'selected',
    additional_users: row.additionalUsers,
    speedmail: row.speedmail,
    ordered_by: { id: row.userId, name: row.userName },
    created_at: row.createdAt.toISOString(),
    requested_at: row.requestedAt?.toISOString() ?? null,
    contract_signed_at: row.contractSignedAt?.toISOString() ?? null,
    contract_signed_by: row.contractSignerName,
  };
}

/** The catalogue plan the account is on (by its id, never by its name), or null for a plan of its own. */
export const catalogPlan = (planId: string | null): Plan | null => PLANS.find((p) => p.id === planId) ?? null;

/** The account's open order; one for the plan the account already is on is not open any more. */
export async function openPlanOrder(
  db: Executor,
  accountId: string,
  planId: string | null,
): Promise<repo.OpenOrder | null> {
  const order = await repo.findOpenOrder(db, accountId);
  return order && order.planId !== planId ? order : null;
}

/**
 * Staff gave the account a plan's name (admin area): the open order whose plan has that name is fulfilled, and
 * the account is on that catalogue plan; the plan id it is on then (the order's, or null for a name of its own).
 * The name it already had keeps the plan it was on.
 */
export async function applyPlanName(
  db: Executor,
  account: { id: string; planName: string | null; planId: string | null },
  planName: string,
  now = new Date(),
): Promise<string | null> {
  const order = await repo.findOpenOrder(db, account.id);
  if (order && planOf(order.planId).name === planName) {
    await repo.closeOpenOrder(db, account.id, 'fulfilled', now, order.id);
    return order.planId;
  }
  return planName === account.planName ? account.planId : null;
}
