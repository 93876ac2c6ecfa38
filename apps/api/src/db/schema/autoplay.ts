// Autoplays: a saved search that keeps adding its new matching companies to a list on a schedule.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lists } from './lists.ts';

export const autoplays = pgTable(
  'autoplays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    userId: uuid('user_id').notNull(),
    historyId: uuid('history_id').notNull().unique(),
    searchId: uuid('search_id').notNull(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    /** active | paused | no_credits | list_deleted */
    status: text('status').notNull().default('active'),
    /** Shown to the user when the autoplay stopped by itself, e.g. "Autoplay pausado: créditos de exportação esgotados". */
    statusMessage: text('status_message'),
    creditsUsed: integer('credits_used').notNull().default(0),
    companiesAdded: integer('companies_added').notNull().default(0),
    runs: integer('runs').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('autoplays_user_idx').on(t.userId)],
);
