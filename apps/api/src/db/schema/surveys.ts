// Surveys (spec admin §3 "Survey", "Voucher entry"): a customer's rating of Prospecta, and the reward voucher
// staff may allow on a high rating, which the user rescues once as a credit grant. "Agora não" and the other
// answers to the prompt that are not a rating live in `survey_user_actions`.
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** nps | relationship_tree (contracts' SURVEY_TYPES) */
    type: text('type').notNull(),
    /** The question's id in contracts' SURVEY_QUESTIONS. */
    questionId: text('question_id').notNull(),
    /** 0–10 */
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** The user's n-th answer of this type: two requests at once compute the same n and one is refused. */
    seq: integer('seq').notNull(),
    /** The staff's decision on a voucher: null not decided, true allowed, false refused. */
    allowedVoucher: boolean('allowed_voucher'),
    /** The reward staff allowed (contracts' VOUCHER_ACTIONS). */
    voucherAction: text('voucher_action'),
    voucherDecidedBy: uuid('voucher_decided_by').references(() => users.id),
    voucherDecidedAt: timestamp('voucher_decided_at', { withTimezone: true }),
    /** When the user rescued the allowed voucher (its credit grant was written then). */
    voucherRescuedAt: timestamp('voucher_rescued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surveys_user_type_seq_idx').on(t.userId, t.type, t.seq),
    index('surveys_created_at_idx').on(t.createdAt),
    index('surveys_type_rating_idx').on(t.type, t.rating),
  ],
);
export type SurveyRow = typeof surveys.$inferSelect;

/** What a user did with a survey prompt other than answering it: "agora não" (postponed). */
export const surveyUserActions = pgTable(
  'survey_user_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** nps | relationship_tree */
    type: text('type').notNull(),
    /** postponed (contracts' SURVEY_USER_ACTIONS) */
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_user_actions_user_idx').on(t.userId, t.type, t.createdAt)],
);
