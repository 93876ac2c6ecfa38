// An account's open plan order as the API shows it: to its owner on the plans screen and to staff in the
// admin area. An order whose plan the account already carries (staff applied it) is closed as fulfilled.
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

export async function openPlanOrder(
  db: Executor,
  accountId: string,
  planName: string | null,
  now = new Date(),
): Promise<repo.OpenOrder | null> {
  const order = await repo.findOpenOrder(db, accountId);
  if (!order) return null;
  if (planOf(order.planId).name === planName) {
    await repo.closeOpenOrder(db, accountId, 'fulfilled', now, order.id);
    return null;
  }
  return order;
}
