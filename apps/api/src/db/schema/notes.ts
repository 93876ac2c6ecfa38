// User notes on a company of a list or on a list itself.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lists } from './lists.ts';

export const userNotes = pgTable(
  'user_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    userId: uuid('user_id').notNull(),
    listId: uuid('list_id').references(() => lists.id, { onDelete: 'cascade' }),
    /** Set for a note on a company of a list (list_companies.id); null for a note on the list. */
    listCompanyId: uuid('list_company_id'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its writer changes the text (PATCH /api/user/notes/:id). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('user_notes_company_idx').on(t.listCompanyId, t.createdAt),
    index('user_notes_list_idx').on(t.listId, t.createdAt),
  ],
);
