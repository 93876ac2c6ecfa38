// Plans: the catalogue, the account's plan and its one open order. Only the owner orders or cancels (spec
// commerce §1); finishing an order e-mails the sales team (SALES_EMAIL) and the owner, and so does cancelling
// an order already sent (or sending another plan in its place: only the send replaces it, never a choice); the
// order is fulfilled once staff give the account the plan's name in the admin area. An order sent has a contract
// (`../contracts`): once signed, its cancellation also reaches the account's CS, and every e-mail of it says the
// signed contract no longer holds.
import { adminAccountPath } from '@prospecta/contracts/admin-api';
import { contractPath } from '@prospecta/contracts/contract-api';
import {
  type FinishUpdateBody,
  nextPlanFor,
  PLAN_MESSAGES,
  PLANS,
  type PlanOrder,
  planOrderedReplacingMessage,
} from '@prospecta/contracts/plans-api';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { HttpError, notFound, unprocessable } from '@/lib/http-error.ts';
import { countActiveUsers } from '@/modules/account-users/account-users.repository.ts';
import { findSentOrder, findSuccessContact } from '@/modules/contracts/contracts.repository.ts';
import { lockAccount } from '@/modules/credits/credits.repository.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import {
  type PlanCancellation,
  planOrderCancelledOwnerMail,
  planOrderCancelledSalesMail,
  planOrderConfirmationMail,
  planOrderSalesMail,
  salesContactMail,
} from '@/modules/mail/mail.templates.ts';
import { EVENT_DETAILS, recordUserEvent } from '@/modules/sales-signals/sales-signals.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { catalogPlan, openPlanOrder, planOf, toPlanOrder } from './plan-order.ts';
import * as repo from './plans.repository.ts';

type Deps = { db: Db; config: AppConfig; mail: MailService };

const ownersOnly = () =>
  new HttpError(403, PLAN_MESSAGES.ownersOnly, [
    { summary: PLAN_MESSAGES.ownersOnlyTitle, description: PLAN_MESSAGES.ownersOnly },
  ]);

function ensureOwner(user: AuthUser): void {
  if (user.role !== 'owner') throw ownersOnly();
}

/** "Falar com um consultor" e-mails the sales team: at most this many messages a user per hour. */
export const SALES_CONTACTS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The times of each user's messages to the sales team in the last hour (one server process keeps them; a
 * restart forgets them, which only lets a few more through). Only messages sent count: a refused one does not.
 */
export function salesContactLimit(now: () => number = Date.now) {
  const sent = new Map<string, number[]>();
  const recent = (userId: string) => (sent.get(userId) ?? []).filter((at) => now() - at < HOUR_MS);
  return {
    check(userId: string): void {
      const times = recent(userId);
      if (times.length === 0) sent.delete(userId);
      else sent.set(userId, times);
      if (times.length >= SALES_CONTACTS_PER_HOUR)
        throw new HttpError(429, PLAN_MESSAGES.salesContactLimit, [
          { summary: PLAN_MESSAGES.salesContactLimitTitle, description: PLAN_MESSAGES.salesContactLimit },
        ]);
    },
    record(userId: string): void {
      sent.set(userId, [...recent(userId), now()]);
    },
  };
}

export function createPlansService({ db, config, mail }: Deps) {
  const salesContacts = salesContactLimit();
  async function account(db: Executor, user: AuthUser) {
    const row = await repo.findAccountPlan(db, user.accountId);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The account's open order about to be cancelled, when it was already sent: the sales team (the address the
   * order went to) and the owner must hear of it. An order only chosen never left the screen: nobody is told.
   */
  async function sentOrder(tx: Executor, accountId: string, id?: string) {
    const open = await repo.findOpenOrder(tx, accountId);
    return open?.status === 'requested' && (id === undefined || open.id === id) ? toPlanOrder(open) : null;
  }

  /**
   * The cancellation's e-mails: the sales team and the owner; when the order's contract was signed, the account's
   * CS too (who was told of the signature), and each says the signed contract no longer holds.
   */
  async function mailCancellation(
    user: AuthUser,
    accountName: string,
    order: PlanOrder,
    replacedBy: string | null,
  ) {
    const contract = order.contract_signed_at ? (await findSentOrder(db, order.id))?.contract : null;
    const cancellation: PlanCancellation = {
      replacedBy,
      signedContract: contract
        ? { signedAt: contract.signedAt.toISOString(), signerName: contract.signerName }
        : null,
    };
    const sales = planOrderCancelledSalesMail({
      account: accountName,
      name: user.name,
      email: user.email,
      order,
      cancellation,
    });
    const cs = contract ? await findSuccessContact(db, user.accountId) : null;
    const staff = [config.salesEmail, cs?.email].filter((to): to is string => Boolean(to));
    for (const to of new Set(staff.map((address) => address.toLowerCase())))
      await mail.send({ accountId: user.accountId, to, ...sales });
    await mail.send({
      accountId: user.accountId,
      to: user.email,
      ...planOrderCancelledOwnerMail(user.name, order, cancellation, `${config.appUrl}/upgrade_plans`),
    });
  }

  return {
    async current(user: AuthUser) {
      const row = await account(db, user);
      return {
        name: row.planName,
        plan: catalogPlan(row.planId),
        max_users_count: row.maxUsersCount,
        active_users: await countActiveUsers(db, user.accountId),
      };
    },

    available: () => ({ plans: [...PLANS] }),

    /** GET next: the plan above the account's that holds `credits` of `type` a month (`nextPlanFor`). */
    async next(user: AuthUser, query: { credits: number; type: 'export' | 'click' }) {
      const row = await account(db, user);
      return { plan: nextPlanFor(query.credits, query.type, catalogPlan(row.planId)) };
    },

    async selected(user: AuthUser) {
      const row = await account(db, user);
      const order = await openPlanOrder(db, user.accountId, row.planId);
      return { selected: order ? toPlanOrder(order) : null };
    },

    /**
     * Chooses a plan: the account's open order (if any, never sent) is replaced by this one. An order already
     * with the sales team stays until another is sent in its place (`finish` with `plan_id`) or it is cancelled:
     * a choice alone never cancels it.
     */
    async select(user: AuthUser, planId: string, now = new Date()) {
      ensureOwner(user);
      const plan = planOf(planId);
      // The account row's lock orders two choices made at once: the second closes the first's order.
      return db.transaction(async (tx) => {
        if (!(await lockAccount(tx, user.accountId))) throw notFound();
        const row = await account(tx, user);
        if (row.planId === plan.id) throw unprocessable(PLAN_MESSAGES.samePlan);
        if (await sentOrder(tx, user.accountId)) throw unprocessable(PLAN_MESSAGES.sentOrderOpen);
        await repo.closeOpenOrder(tx, user.accountId, 'cancelled', now);
        const inserted = await repo.insertOrder(tx, { accountId: user.accountId, userId: user.id, planId });
        return toPlanOrder({ ...inserted, userName: user.name, ...repo.UNSIGNED });
      });
    },

    async remove(user: AuthUser, id: string, now = new Date()) {
      ensureOwner(user);
      // Locked like `finish`: an order sent at the same moment is either cancelled with its e-mails or kept.
      const { cancelled, accountName } = await db.transaction(async (tx) => {
        if (!(await lockAccount(tx, user.accountId))) throw notFound(PLAN_MESSAGES.noOrder);
        const row = await account(tx, user);
        const cancelled = await sentOrder(tx, user.accountId, id);
        const closed = await repo.closeOpenOrder(tx, user.accountId, 'cancelled', now, id);
        if (closed === 0) throw notFound(PLAN_MESSAGES.noOrder);
        return { cancelled, accountName: row.name };
      });
      if (cancelled) await mailCancellation(user, accountName, cancelled, null);
      return { message: PLAN_MESSAGES.cancelled };
    },

    /**
     * Sends the chosen plan to the sales team: the order becomes `requested`; both e-mails go out. A `plan_id`
     * other than the open order's sends that plan instead, in the same transaction: the open order is cancelled
     * only now, and when it had been sent, the sales team and the owner are told, as "Cancelar pedido" does.
     */
    async finish(user: AuthUser, body: FinishUpdateBody, now = new Date()) {
      ensureOwner(user);
      const { order, replaced, accountName, currentPlan, activeUsers } = await db.transaction(async (tx) => {
        if (!(await lockAccount(tx, user.accountId))) throw notFound();
        const row = await account(tx, user);
        const open = await openPlanOrder(tx, user.accountId, row.planId);
        const planId = body.plan_id ?? open?.planId;
        if (!planId) throw unprocessable(PLAN_MESSAGES.noSelection);
        const plan = planOf(planId);
        if (row.planId === plan.id) throw unprocessable(PLAN_MESSAGES.samePlan);
        const details = {
          additionalUsers: body.additional_users ?? (open?.planId === planId ? open.additionalUsers : 0),
          speedmail: body.speedmail ?? (open?.planId === planId ? open.speedmail : false),
          origin: body.origin ?? (open?.planId === planId ? open.origin : null),
          requestedAt: now,
        };
        let pending: repo.OpenOrder;
        let replaced: PlanOrder | null = null;
        if (open && open.planId === planId) {
          // Sent once: the sales team is not e-mailed the same order twice.
          if (open.status === 'requested') throw unprocessable(PLAN_MESSAGES.alreadySent);
          pending = open;
        } else {
          replaced = await sentOrder(tx, user.accountId);
          await repo.closeOpenOrder(tx, user.accountId, 'cancelled', now);
          const inserted = await repo.insertOrder(tx, { accountId: user.accountId, userId: user.id, planId });
          pending = { ...inserted, userName: user.name, ...repo.UNSIGNED };
        }
        const updated = await repo.markRequested(tx, pending.id, details);
        if (!updated) throw notFound(PLAN_MESSAGES.noOrder);
        return {
          // Only a chosen order is sent here, and only a sent one is signed: its contract is unsigned.
          order: toPlanOrder({ ...updated, userName: pending.userName, ...repo.UNSIGNED }),
          replaced,
          accountName: row.name,
          currentPlan: row.planName,
          // The sales team hears of an order that seats fewer users than are working (the dialog warned).
          activeUsers: await countActiveUsers(tx, user.accountId),
        };
      });
      if (replaced) await mailCancellation(user, accountName, replaced, order.plan.name);
      const sales = planOrderSalesMail({
        account: accountName,
        name: user.name,
        email: user.email,
        order,
        currentPlan,
        activeUsers,
      });
      await mail.send({ accountId: user.accountId, to: config.salesEmail, ...sales });
      await mail.send({
        accountId: user.accountId,
        to: user.email,
        ...planOrderConfirmationMail(user.name, order, `${config.appUrl}${contractPath(order.id)}`),
      });
      const message = replaced ? planOrderedReplacingMessage(replaced.plan.name) : PLAN_MESSAGES.ordered;
      return { message, order };
    },

    /**
     * "Falar com um consultor": any user of the account; the sales team gets who, which plan and the message,
     * up to SALES_CONTACTS_PER_HOUR a user (then 429, and nothing is sent).
     */
    async contactSales(user: AuthUser, body: { plan_id?: string; message: string }) {
      const plan = body.plan_id ? planOf(body.plan_id) : null;
      salesContacts.check(user.id);
      const row = await account(db, user);
      const context = await repo.findSalesContactContext(db, user.accountId, user.id);
      await mail.send({
        accountId: user.accountId,
        to: config.salesEmail,
        ...salesContactMail({
          account: row.name,
          currentPlan: row.planName,
          name: user.name,
          email: user.email,
          whatsapp: context?.whatsapp ?? null,
          cs: context?.csName ? `${context.csName} (${context.csEmail})` : null,
          credits: await showCredits(db, user.accountId),
          adminLink: `${config.appUrl}${adminAccountPath(user.accountId, 'plan')}`,
          plan: plan?.name ?? null,
          message: body.message,
        }),
      });
      salesContacts.record(user.id);
      await recordUserEvent(db, {
        user,
        kind: 'contact_sales_requested',
        detail: EVENT_DETAILS.salesContact(plan?.name ?? null, body.message),
        staffEmailDomain: config.staffEmailDomain,
      });
      return { message: PLAN_MESSAGES.salesContact };
    },
  };
}
