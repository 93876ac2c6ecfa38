// The shop (spec commerce §1, §4, §7.5, §8): the catalogue for everyone (Speedmail only with the user's flag);
// the owner alone orders an app (e-mailed to SALES_EMAIL and the owner) or cancels a subscription; staff
// activate (the signed contract recorded) or refuse an order, and who ordered it is e-mailed.
import {
  ADMIN_SUBSCRIPTIONS_HISTORY_LIMIT,
  type AdminSubscription,
  type AppState,
  SHOP_ITEMS,
  SHOP_MESSAGES,
  type ShopItem,
  SPEEDMAIL_CODE_NAME,
  type Subscription,
  shopItemOf,
  subscriptionsTotal,
} from '@prospecta/contracts/shop-api';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { isUniqueViolation } from '@/db/errors.ts';
import { HttpError, notFound, unprocessable } from '@/lib/http-error.ts';
import { lockAccount } from '@/modules/credits/credits.repository.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './shop.repository.ts';
import {
  appActivatedMail,
  appCancelledOwnerMail,
  appCancelledSalesMail,
  appOrderOwnerMail,
  appOrderSalesMail,
  appRefusedMail,
} from './shop-mail.ts';

type Deps = { db: Db; config: AppConfig; mail: MailService };

/** An error whose first item the screen shows (spec §8: "the server's first error description"). */
const refusal = (status: number, summary: string, description: string) =>
  new HttpError(status, description, [{ summary, description }]);

export const ownersOnly = () => refusal(403, SHOP_MESSAGES.ownersOnlyTitle, SHOP_MESSAGES.ownersOnly);
export const ownersOnlyCancel = () =>
  refusal(403, SHOP_MESSAGES.ownersOnlyCancel, SHOP_MESSAGES.ownersOnlyCancel);
const unknownItem = () => refusal(404, SHOP_MESSAGES.unknownItem, SHOP_MESSAGES.unknownItem);

export function toSubscription(row: repo.SubscriptionWithNames): Subscription {
  const item = shopItemOf(row.codeName);
  if (!item) throw new Error(`shop_subscriptions row ${row.id} names an unknown app: ${row.codeName}`);
  return {
    id: row.id,
    code_name: item.code_name,
    name: item.name,
    status: row.status as Subscription['status'],
    price_cents: row.priceCents,
    requested_by: { id: row.requestedBy, name: row.requesterName },
    requested_at: row.requestedAt.toISOString(),
    activated_at: row.activatedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

export function createShopService({ db, config, mail }: Deps) {
  // The web app's subscriptions, below its catalogue (features/shop).
  const shopLink = `${config.appUrl}/shop/manage-subscriptions#assinaturas`;

  /** The app, when the user may see it: Speedmail is "not found" without the user's flag (spec §2). */
  async function visibleItem(tx: Executor, user: AuthUser, codeName: string): Promise<ShopItem> {
    const item = shopItemOf(codeName);
    if (!item) throw unknownItem();
    if (item.code_name === SPEEDMAIL_CODE_NAME && !(await repo.showsSpeedmail(tx, user.id)))
      throw unknownItem();
    return item;
  }

  /** Why the account may not order the app now (its open subscription), or nothing. */
  function ensureNotOpen(latest: repo.SubscriptionWithNames | null): void {
    if (latest?.status === 'requested')
      throw refusal(422, SHOP_MESSAGES.alreadyRequested, SHOP_MESSAGES.alreadyRequested);
    if (latest?.status === 'active')
      throw refusal(422, SHOP_MESSAGES.alreadyActive, SHOP_MESSAGES.alreadyActive);
  }

  async function checkContract(tx: Executor, user: AuthUser, codeName: string): Promise<ShopItem> {
    if (user.role !== 'owner') throw ownersOnly();
    const item = await visibleItem(tx, user, codeName);
    ensureNotOpen(await repo.findLatest(tx, user.accountId, item.code_name));
    return item;
  }

  return {
    async available(user: AuthUser) {
      const speedmail = await repo.showsSpeedmail(db, user.id);
      return { items: SHOP_ITEMS.filter((item) => speedmail || item.code_name !== SPEEDMAIL_CODE_NAME) };
    },

    async accountSubscriptions(user: AuthUser) {
      const subscriptions = (await repo.listForAccount(db, user.accountId)).map(toSubscription);
      return { subscriptions, ...subscriptionsTotal(subscriptions) };
    },

    /** POST shop/subscription: the app and the account's latest subscription of it. */
    async appSubscription(user: AuthUser, codeName: string, category?: string) {
      const item = await visibleItem(db, user, codeName);
      if (category !== undefined && category !== item.category) throw unknownItem();
      const latest = await repo.findLatest(db, user.accountId, item.code_name);
      return { item, subscription: latest ? toSubscription(latest) : null };
    },

    async status(user: AuthUser, codeName: string) {
      const item = await visibleItem(db, user, codeName);
      const latest = await repo.findLatest(db, user.accountId, item.code_name);
      const status: AppState = (latest?.status as AppState | undefined) ?? 'none';
      return { code_name: item.code_name, status, subscription_id: latest?.id ?? null };
    },

    async canContract(user: AuthUser, codeName: string) {
      await checkContract(db, user, codeName);
      return { can_contract: true as const };
    },

    /** The owner's order: `requested` at the catalogue's price, e-mailed to the sales team and the owner. */
    async contract(user: AuthUser, codeName: string) {
      const { row, item, accountName } = await db
        .transaction(async (tx) => {
          // The account row's lock orders two orders sent at once: the second sees the first and is refused.
          if (!(await lockAccount(tx, user.accountId))) throw notFound();
          const item = await checkContract(tx, user, codeName);
          const row = await repo.insertRequest(tx, {
            accountId: user.accountId,
            codeName: item.code_name,
            priceCents: item.price_cents,
            requestedBy: user.id,
          });
          return { row, item, accountName: (await repo.findAccountName(tx, user.accountId)) ?? '' };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw refusal(422, SHOP_MESSAGES.alreadyRequested, SHOP_MESSAGES.alreadyRequested);
          throw error;
        });
      const who = { account: accountName, name: user.name, email: user.email };
      await mail.send({
        accountId: user.accountId,
        to: config.salesEmail,
        ...appOrderSalesMail(who, item, row.priceCents),
      });
      await mail.send({
        accountId: user.accountId,
        to: user.email,
        ...appOrderOwnerMail(user.name, item, row.priceCents, shopLink),
      });
      const subscription = toSubscription({ ...row, requesterName: user.name, requesterEmail: user.email });
      return { message: SHOP_MESSAGES.ordered, subscription };
    },

    /** Spec §8 "Subscription cancel": the owner cancels an order still waiting or an active subscription. */
    async cancel(user: AuthUser, id: string, now = new Date()) {
      if (user.role !== 'owner') throw ownersOnlyCancel();
      const { row, found } = await db.transaction(async (tx) => {
        const found = await repo.findById(tx, id, user.accountId);
        if (!found) throw refusal(404, SHOP_MESSAGES.notYours, SHOP_MESSAGES.notYours);
        if (found.status === 'cancelled')
          throw refusal(422, SHOP_MESSAGES.alreadyCancelled, SHOP_MESSAGES.alreadyCancelled);
        if (found.status === 'refused')
          throw refusal(422, SHOP_MESSAGES.refusedNotCancellable, SHOP_MESSAGES.refusedNotCancellable);
        const row = await repo.transition(tx, id, repo.OPEN_STATUSES, {
          status: 'cancelled',
          closedAt: now,
          closedBy: user.id,
        });
        if (!row) throw refusal(422, SHOP_MESSAGES.alreadyCancelled, SHOP_MESSAGES.alreadyCancelled);
        return { row, found };
      });
      const item = shopItemOf(row.codeName) as ShopItem;
      const wasActive = found.status === 'active';
      const who = { account: found.accountName, name: user.name, email: user.email };
      await mail.send({
        accountId: user.accountId,
        to: config.salesEmail,
        ...appCancelledSalesMail(who, item, wasActive),
      });
      await mail.send({
        accountId: user.accountId,
        to: user.email,
        ...appCancelledOwnerMail(user.name, item, wasActive, `${config.appUrl}/shop`),
      });
      const subscription = toSubscription({
        ...row,
        requesterName: found.requesterName,
        requesterEmail: found.requesterEmail,
      });
      return { message: SHOP_MESSAGES.cancelled, subscription };
    },

    async staffList(): Promise<{ subscriptions: AdminSubscription[] }> {
      const rows = await repo.listForStaff(db, ADMIN_SUBSCRIPTIONS_HISTORY_LIMIT);
      return {
        subscriptions: rows.map((r) => ({
          ...toSubscription(r),
          account: { id: r.accountId, name: r.accountName },
          decided_by: r.decidedBy && r.deciderName ? { id: r.decidedBy, name: r.deciderName } : null,
        })),
      };
    },

    /** Staff: the order becomes active (the signed contract recorded); who ordered it is told. */
    async activate(staff: AuthUser, id: string, now = new Date()) {
      return decide(staff, id, { status: 'active', activatedAt: now }, (found, item) =>
        appActivatedMail(found.requesterName, item, found.priceCents, shopLink),
      ).then((subscription) => ({ message: SHOP_MESSAGES.activated, subscription }));
    },

    /** Staff: the order is refused, with an optional reason for the customer. */
    async refuse(staff: AuthUser, id: string, reason: string | undefined, now = new Date()) {
      return decide(staff, id, { status: 'refused', closedAt: now, closedBy: staff.id }, (found, item) =>
        appRefusedMail(found.requesterName, item, reason || null, shopLink),
      ).then((subscription) => ({ message: SHOP_MESSAGES.refused, subscription }));
    },
  };

  async function decide(
    staff: AuthUser,
    id: string,
    set: { status: 'active' | 'refused'; activatedAt?: Date; closedAt?: Date; closedBy?: string },
    letter: (
      found: repo.SubscriptionWithNames,
      item: ShopItem,
    ) => { subject: string; text: string; html: string },
  ): Promise<Subscription> {
    const { row, found } = await db.transaction(async (tx) => {
      const found = await repo.findById(tx, id);
      if (!found) throw notFound();
      const row = await repo.transition(tx, id, ['requested'], { ...set, decidedBy: staff.id });
      if (!row) throw unprocessable(SHOP_MESSAGES.notPending);
      return { row, found };
    });
    const item = shopItemOf(row.codeName) as ShopItem;
    await mail.send({ accountId: row.accountId, to: found.requesterEmail, ...letter(found, item) });
    return toSubscription({
      ...row,
      requesterName: found.requesterName,
      requesterEmail: found.requesterEmail,
    });
  }
}
