// Subscriptions to the shop's add-on apps (contracts/shop-api.ts): the owner's order (`requested`), which staff
// activate (`active`) or refuse (`refused`); the owner cancels a requested or active one (`cancelled`). At most one
// open (requested or active) subscription per app and account; closed ones stay as history.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const shopSubscriptions = pgTable(
  'shop_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The app's code_name in the catalogue (contracts' SHOP_ITEMS). */
    codeName: text('code_name').notNull(),
    /** requested | active (open); refused | cancelled (closed). */
    status: text('status').notNull().default('requested'),
    /** The monthly price the owner agreed to, in cents; null: agreed with the sales team ("sob consulta"). */
    priceCents: integer('price_cents'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who activated or refused it. */
    decidedBy: uuid('decided_by').references(() => users.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** When it was refused or cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('shop_subscriptions_open_idx')
      .on(t.accountId, t.codeName)
      .where(sql`${t.status} in ('requested', 'active')`),
    index('shop_subscriptions_account_idx').on(t.accountId, t.requestedAt),
    index('shop_subscriptions_status_idx').on(t.status, t.requestedAt),
  ],
);
export type ShopSubscriptionRow = typeof shopSubscriptions.$inferSelect;
