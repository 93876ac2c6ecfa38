// What a customer's user did or ran into that the sales and customer-success teams act on, and the one-time
// offers a user was already made: one row per event, `kind` from contracts' `USER_EVENT_KINDS`. Read by the
// staff's "Sinais de venda" and by the prompts that must not come back (the contact-and-sales modal, the
// automatic first list).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const userEvents = pgTable(
  'user_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** A short fact in the event's own words (the export's size, the plan clicked): shown to staff as is. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_events_created_idx').on(t.createdAt),
    index('user_events_account_idx').on(t.accountId, t.createdAt),
    index('user_events_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  ],
);
export type UserEventRow = typeof userEvents.$inferSelect;
