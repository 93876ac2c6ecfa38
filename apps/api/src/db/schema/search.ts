// Stored searches (the DSL query a user ran, re-run by id) and the CNPJs each account already exported.
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const searches = pgTable(
  'searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id').references(() => users.id),
    /** The normalised DSL query (packages/contracts/src/search-query.ts) as it ran. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('searches_account_idx').on(t.accountId, t.createdAt),
    // A search run again finds its stored one among the user's newest (search.repository.ts, reuseSearch).
    index('searches_user_idx').on(t.accountId, t.userId, t.createdAt),
  ],
);

/** Filled by the lists module when companies are exported into lists; read to exclude them from searches. */
export const accountExportedCnpjs = pgTable(
  'account_exported_cnpjs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    cnpj: text('cnpj').notNull(),
    firstExportedAt: timestamp('first_exported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('account_exported_cnpjs_account_cnpj_key').on(t.accountId, t.cnpj)],
);
