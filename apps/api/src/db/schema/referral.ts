// "Indique e ganhe" (spec control panel share-and-win): each customer's user has one referral link; whoever
// opens it leaves their details (a register, a lead for the sales team); staff mark it a new customer — a
// credit grant to the referrer's account — or not.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { creditGrants } from './credits.ts';
import { users } from './users.ts';

export const referralLinks = pgTable(
  'referral_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** 10 URL-safe characters drawn by the server: the link's `/indicacao/:code`. */
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_links_code_idx').on(t.code),
    // One link per user: two find_or_create at once insert one row, the other reads it.
    uniqueIndex('referral_links_user_idx').on(t.userId),
  ],
);
export type ReferralLinkRow = typeof referralLinks.$inferSelect;

export const referralRegisters = pgTable(
  'referral_registers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => referralLinks.id),
    /** Who referred (the link's user), and their account: the one the reward goes to. */
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    /** Lower-cased (the contract's schema). */
    email: text('email').notNull(),
    /** Digits: DDD and number. */
    phone: text('phone').notNull(),
    /** 14 characters, or null when the visitor gave none. */
    cnpj: text('cnpj'),
    /** pending | converted | declined (contracts' REFERRAL_STATUSES) */
    status: text('status').notNull().default('pending'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reward's credit grant, once converted. */
    grantId: uuid('grant_id').references(() => creditGrants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An e-mail is referred once while pending or converted (by anyone): two posts at once store one.
    uniqueIndex('referral_registers_open_email_idx')
      .on(t.email)
      .where(sql`${t.status} in ('pending', 'converted')`),
    index('referral_registers_referrer_idx').on(t.referrerUserId, t.createdAt),
    index('referral_registers_status_idx').on(t.status, t.createdAt),
  ],
);
export type ReferralRegisterRow = typeof referralRegisters.$inferSelect;
