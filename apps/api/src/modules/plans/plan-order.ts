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
  };
}

/** The account's open order; one for the plan the account already carries is not open any more. */
export async function openPlanOrder(
  db: Executor,
  accountId: string,
  planName: string | null,
): Promise<repo.OpenOrder | null> {
  const order = await repo.findOpenOrder(db, accountId);
  return order && planOf(order.planId).name !== planName ? order : null;
}

/** Staff gave the account a plan's name (admin area): an open order for that plan is fulfilled. */
export async function fulfilPlanOrder(db: Executor, accountId: string, planName: string, now = new Date()) {
  const order = await repo.findOpenOrder(db, accountId);
  if (order && planOf(order.planId).name === planName) {
    await repo.closeOpenOrder(db, accountId, 'fulfilled', now, order.id);
  }
}
