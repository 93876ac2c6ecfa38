// Staff corrections of a company's registry data (website, LinkedIn, e-mail, phones): an append-only log keyed
// by CNPJ, so a new registry import never touches them and every change keeps who made it and when. A field's
// current correction is its newest row; a row of action `undo` puts the registry's value back.
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const companyCorrections = pgTable(
  'company_corrections',
  {
    /** Ascending with each change: the newest row of a field wins, even two in one transaction. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 14 characters, normalised (alphanumeric CNPJs too). */
    cnpj: text('cnpj').notNull(),
    /** site | linkedin | email | telefones */
    field: text('field').notNull(),
    /** set (value given) | remove (the registry's value hidden, nothing shown) | undo (the registry's value back) */
    action: text('action').notNull(),
    /** The corrected value (phones: national numbers joined by commas); null for remove and undo. */
    value: text('value'),
    /** What customers saw before this change, in the same form. */
    previous: text('previous'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_corrections_cnpj_idx').on(t.cnpj, t.field, t.id)],
);
