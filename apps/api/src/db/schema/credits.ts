// The credits ledger: append-only grants and consumptions; balances are computed, never stored.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** click | export */
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    origin: text('origin'),
    description: text('description'),
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
    invalidatedCause: text('invalidated_cause'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_grants_account_idx').on(t.accountId, t.type)],
);

export const creditConsumptions = pgTable(
  'credit_consumptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id'),
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** What was paid for, e.g. a CNPJ. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_consumptions_account_idx').on(t.accountId, t.type)],
);

/** Each time staff turned an account's unlimited clicks on or off (the credit audit shows them). */
export const unlimitedClickChanges = pgTable(
  'unlimited_click_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    enabled: boolean('enabled').notNull(),
    /** The staff user who changed it. */
    createdBy: uuid('created_by'),
    /** The description given with the change, if any. */
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unlimited_click_changes_account_idx').on(t.accountId)],
);
