// Phone and e-mail validation of a list: one outcome row per (list, company, contact), written as each
// item is checked so a resumed job skips what is done. The list's status fields live on `lists`.
import type { EMAIL_REASONS, EMAIL_RESULTS, PHONE_LINE_TYPES } from '@prospecta/contracts/validation-api';
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { jobs } from './jobs.ts';
import { lists } from './lists.ts';

export const phoneValidations = pgTable(
  'phone_validations',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    cnpj: text('cnpj').notNull(),
    /** The phone as the registry holds it: DDD + number, digits only. */
    phone: text('phone').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    jobId: uuid('job_id').references(() => jobs.id),
    valid: boolean('valid').notNull(),
    /** fixo | celular | outro; null when invalid */
    lineType: text('line_type').$type<(typeof PHONE_LINE_TYPES)[number]>(),
    /** The DDD matches the company's municipality; null when the municipality's DDD is unknown. */
    dddMatches: boolean('ddd_matches'),
    /** Other companies in the registry carry the same phone. */
    shared: boolean('shared').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.cnpj, t.phone] })],
);

export const emailValidations = pgTable(
  'email_validations',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    cnpj: text('cnpj').notNull(),
    email: text('email').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    jobId: uuid('job_id').references(() => jobs.id),
    /** valid | invalid | maybe */
    result: text('result').$type<(typeof EMAIL_RESULTS)[number]>().notNull(),
    /** syntax | no_domain | disposable | role | dns_error | mx | a */
    reason: text('reason').$type<(typeof EMAIL_REASONS)[number]>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.cnpj, t.email] })],
);
