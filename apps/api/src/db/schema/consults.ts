// Company consults: one row each time a user of the account opens a company. The first consult of a
// CNPJ in 30 days costs a click credit (spent in the same transaction as the row is written).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const companyConsults = pgTable(
  'company_consults',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    cnpj: text('cnpj').notNull(),
    userId: uuid('user_id').references(() => users.id),
    consultedAt: timestamp('consulted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_consults_account_cnpj_idx').on(t.accountId, t.cnpj, t.consultedAt),
    index('company_consults_account_time_idx').on(t.accountId, t.consultedAt),
  ],
);
