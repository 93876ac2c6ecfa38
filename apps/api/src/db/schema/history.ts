// The search history (saved searches with a name) and each user's default search.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { searches } from './search.ts';
import { users } from './users.ts';

export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    searchId: uuid('search_id')
      .notNull()
      .references(() => searches.id),
    name: text('name').notNull(),
    /** The name without any whitespace: two names that differ only in whitespace are the same name. */
    nameKey: text('name_key').notNull(),
    totalResults: integer('total_results').notNull(),
    totalEmployees: integer('total_employees').notNull().default(0),
    selectedFilters: jsonb('selected_filters').$type<unknown>(),
    autoplay: boolean('autoplay').notNull().default(false),
    autoplayId: uuid('autoplay_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('search_history_user_name_key').on(t.userId, t.nameKey),
    index('search_history_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One row per user who chose a default search; `/search` redirects to it while active. */
export const userDefaultSearches = pgTable('user_default_searches', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  searchId: uuid('search_id').references(() => searches.id),
  active: boolean('active').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
