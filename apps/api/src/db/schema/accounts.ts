import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** free | active | suspended | migrated | canceled | test | internal (see contracts/user.ts). */
  accountType: text('account_type').notNull().default('free'),
  origin: text('origin'),
  campaign: text('campaign'),
  channel: text('channel'),
  planName: text('plan_name'),
  /**
   * The catalogue plan (contracts' PLANS id) the account is on, or null for a plan of its own: set by the plan
   * chosen at creation or an order applied by staff, never read from the name (staff type it freely).
   */
  planId: text('plan_id'),
  maxUsersCount: integer('max_users_count').notNull().default(1),
  unlimitedClick: boolean('unlimited_click').notNull().default(false),
  excludedCnpjs: jsonb('excluded_cnpjs').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  csUserId: uuid('cs_user_id'),
  customerId: text('customer_id'),
  superlogicaId: text('superlogica_id'),
  featureGroup: text('feature_group'),
  features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** One row per account: the spec's "Account preferences" (accountType comes from accounts). */
export const accountPreferences = pgTable('account_preferences', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  email: text('email'),
  categories: jsonb('categories').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  city: text('city'),
  country: text('country'),
  complementalAddress: text('complemental_address'),
  keywordsAvailable: jsonb('keywords_available').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  neighborhood: text('neighborhood'),
  phoneNumber: text('phone_number'),
  state: text('state'),
  superlogicaAccountId: text('superlogica_account_id'),
  customerId: text('customer_id'),
  agileCustomerId: text('agile_customer_id'),
  skipOriginCheck: boolean('skip_origin_check').notNull().default(false),
  streetAddress: text('street_address'),
  zipcode: text('zipcode'),
  ...timestamps,
});

export type AccountRow = typeof accounts.$inferSelect;
