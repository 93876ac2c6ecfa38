// Onboarding requests (spec admin §3 "Onboarding entry"): a user's answer to the offer, or one staff registered
// for them, and the confirmation staff follow. "Lembrar depois" is not an answer: it lives on the user
// (`users.onboarding_remember_me`, `onboarding_remembered_at`).
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const onboardings = pgTable(
  'onboardings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    comment: text('comment').notNull().default(''),
    /** schedule | not_needed (contracts' ONBOARDING_OPTIONS) */
    userSelectedOption: text('user_selected_option').notNull(),
    /** The preferred day of a schedule. */
    preferredDay: date('preferred_day', { mode: 'string' }),
    /** morning | afternoon | any */
    preferredPeriod: text('preferred_period'),
    responsibleId: uuid('responsible_id').references(() => users.id),
    createdByAdmin: boolean('created_by_admin').notNull().default(false),
    /** initial | scheduled | confirmed | refused (contracts' ONBOARDING_STATUSES) */
    status: text('status').notNull().default('initial'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A user answers the offer once (two clicks, two tabs); staff may register more for them.
    uniqueIndex('onboardings_user_answer_idx').on(t.userId).where(sql`${t.createdByAdmin} = false`),
    index('onboardings_created_at_idx').on(t.createdAt),
  ],
);

export type OnboardingRow = typeof onboardings.$inferSelect;
