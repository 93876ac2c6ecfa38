// Orders for a change of plan (contracts/plans-api.ts): at most one open order (chosen or sent to the sales
// team) per account; cancelled and fulfilled ones stay as history.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const planOrders = pgTable(
  'plan_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    /** selected | requested (open); cancelled | fulfilled (closed). */
    status: text('status').notNull().default('selected'),
    additionalUsers: integer('additional_users').notNull().default(0),
    speedmail: boolean('speedmail').notNull().default(false),
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_orders_open_idx').on(t.accountId).where(sql`${t.status} in ('selected', 'requested')`),
    index('plan_orders_account_idx').on(t.accountId, t.createdAt),
  ],
);
export type PlanOrderRow = typeof planOrders.$inferSelect;
