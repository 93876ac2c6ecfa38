import type { WelcomeAnswers } from '@prospecta/contracts/welcome-api';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** admin | customer_success | owner | manager | prospector | user */
    role: text('role').notNull().default('user'),
    whatsappNumber: text('whatsapp_number'),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    onboardingRememberMe: boolean('onboarding_remember_me').notNull().default(false),
    hasOnboarding: boolean('has_onboarding').notNull().default(false),
    /** When "lembrar depois" was chosen: the onboarding offer comes back 12 hours later. */
    onboardingRememberedAt: timestamp('onboarding_remembered_at', { withTimezone: true }),
    bannerGoalAchievement: boolean('banner_goal_achievement').notNull().default(false),
    canReactivate: boolean('can_reactivate').notNull().default(false),
    showSpeedmailApp: boolean('show_speedmail_app').notNull().default(false),
    sharableAccessToken: text('sharable_access_token'),
    csgpt: boolean('csgpt').notNull().default(false),
    /** The welcome screen's answers (contracts/welcome-api.ts); null when skipped or never seen. */
    welcomeAnswers: jsonb('welcome_answers').$type<WelcomeAnswers>(),
    /** When the welcome screen was answered or skipped; null: the search sends the user there first. */
    welcomeCompletedAt: timestamp('welcome_completed_at', { withTimezone: true }),
    pipedriveToken: text('pipedrive_token'),
    rdstationToken: text('rdstation_token'),
    salesforceToken: text('salesforce_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Disabled by staff (the admin area): the account's owner cannot bring the user back, only staff can. */
    disabledByStaff: boolean('disabled_by_staff').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_account_idx').on(t.accountId),
  ],
);

export type UserRow = typeof users.$inferSelect;
