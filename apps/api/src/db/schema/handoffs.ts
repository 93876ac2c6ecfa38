// The client handoff (contracts/contract-api.ts): what an account tells its customer-success owner about what it
// wants from Prospecta. One row per account, kept up to date by its owner and managers.
import type { HandoffCrm } from '@prospecta/contracts/contract-api';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const accountHandoffs = pgTable(
  'account_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    goal: text('goal').notNull(),
    idealCustomer: text('ideal_customer'),
    /** One of HANDOFF_CRM_OPTIONS. */
    crm: text('crm').$type<HandoffCrm>(),
    teamSize: integer('team_size'),
    contactName: text('contact_name'),
    /** Digits: DDD and number. */
    contactPhone: text('contact_phone'),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the answers were last e-mailed to the CS (at most one e-mail an hour an account). */
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('account_handoffs_account_idx').on(t.accountId)],
);
export type AccountHandoffRow = typeof accountHandoffs.$inferSelect;
