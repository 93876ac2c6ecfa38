// Reactivation tokens (spec admin §1, §4, §7): staff give an account that went quiet a welcome-back gift of
// credits; the first of its users to click the gift's button claims it (a real credit grant), once.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const reactivationTokens = pgTable(
  'reactivation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The spec's `reactivation_token`: drawn at random by the server unless staff chose one. */
    token: text('token').notNull(),
    credits: integer('credits').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last instant the account may claim it (REACTIVATION_CLAIM_DAYS after creation). */
    claimUntil: timestamp('claim_until', { withTimezone: true }).notNull(),
    claimedBy: uuid('claimed_by').references(() => users.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reactivation_tokens_token_idx').on(t.token),
    index('reactivation_tokens_account_idx').on(t.accountId, t.createdAt),
  ],
);

export type ReactivationTokenRow = typeof reactivationTokens.$inferSelect;
