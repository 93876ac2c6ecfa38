// Exports of a list to a file or a sales tool (one row per export, the spec's "event"), each company's
// outcome keyed (export, cnpj) so a resumed job never sends a company twice, and each user's saved fields
// and filters.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { jobs } from './jobs.ts';
import { lists } from './lists.ts';
import { users } from './users.ts';

export const exportsTable = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** A tool name or csv / excel. */
    service: text('service').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The request: type, cnpjs, filters, fields, decision-maker layout, the tool's extras. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** success | partial_success | token_error | error | cancelled, once finished. */
    outcome: text('outcome'),
    error: text('error'),
    total: integer('total').notNull().default(0),
    /** Files: the data rows written (more than `total` when each decision maker has a row of their own). */
    rows: integer('rows'),
    charged: integer('charged').notNull().default(0),
    /** Files: where the file is under DATA_DIR/exports, its download name, the hashed short code, expiry. */
    filePath: text('file_path'),
    fileName: text('file_name'),
    shortCodeHash: text('short_code_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('exports_list_idx').on(t.accountId, t.listId, t.createdAt),
    index('exports_expires_idx').on(t.expiresAt),
  ],
);
export type ExportRow = typeof exportsTable.$inferSelect;

/** One company of a tool export: pending until the tool answered, then its outcome. */
export const exportItems = pgTable(
  'export_items',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => exportsTable.id, { onDelete: 'cascade' }),
    cnpj: text('cnpj').notNull(),
    /** pending | created | updated | skipped | failed */
    status: text('status').notNull().default('pending'),
    externalId: text('external_id'),
    contacts: integer('contacts'),
    deals: integer('deals'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.exportId, t.cnpj] }),
    index('export_items_status_idx').on(t.exportId, t.status),
  ],
);

export const exportSettings = pgTable('export_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
