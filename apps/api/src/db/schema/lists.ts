// Lists (the spec's infosets): the list, its members, its companies, each user's prospecting status of a
// company, the interactions counted by the overview, copy counters, accuracy reports and add requests.
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    archived: boolean('archived').notNull().default(false),
    /** When the list was starred (null = not starred); serialised as the spec's string star. */
    starredAt: timestamp('starred_at', { withTimezone: true }),
    /** The stored searches companies were added from, in order of first use. */
    searchIds: jsonb('search_ids').$type<string[]>().notNull().default([]),
    /** not initialized | in_progress | completed | failed (written by the validation jobs). */
    emailsValidationStatus: text('emails_validation_status').notNull().default('not initialized'),
    emailsValidationStartedAt: timestamp('emails_validation_started_at', { withTimezone: true }),
    phonesValidationStatus: text('phones_validation_status').notNull().default('not initialized'),
    phonesValidationStartedAt: timestamp('phones_validation_started_at', { withTimezone: true }),
    phoneValidationRequestedAt: timestamp('phone_validation_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('lists_account_updated_idx').on(t.accountId, t.updatedAt)],
);

/** Users a list is shared with (the spec's coordinators). */
export const listMembers = pgTable(
  'list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('list_members_user_idx').on(t.userId)],
);

/** One row per company in a list; its id is the spec's companyId. Registry data is joined at read time. */
export const listCompanies = pgTable(
  'list_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    cnpj: text('cnpj').notNull(),
    /** Razão social / nome fantasia when added, so the list can be searched by name without the registry. */
    name: text('name'),
    /**
     * The nome fantasia when added ('' when the company has none; null on rows older than the column, until
     * `fillTradeNames` reaches them): the list is searched by the name its screens show too.
     */
    tradeName: text('trade_name'),
    addedBy: uuid('added_by'),
    searchId: uuid('search_id'),
    /** True when this add spent the account's export credit for the CNPJ. */
    charged: boolean('charged').notNull().default(false),
    createdAt: createdAt(),
    /**
     * The order rows were added in: the companies of one add share `created_at`, and come in the order the
     * add gave them (the search's order, the ticked CNPJs' order) instead of the CNPJs'.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('list_companies_list_cnpj_key').on(t.listId, t.cnpj),
    index('list_companies_list_created_idx').on(t.listId, t.createdAt),
  ],
);

/** Each user's prospecting status of a company in a list (no row = 'a_prospectar'). */
export const listCompanyStatuses = pgTable(
  'list_company_statuses',
  {
    listCompanyId: uuid('list_company_id')
      .notNull()
      .references(() => listCompanies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    listId: uuid('list_id').notNull(),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listCompanyId, t.userId] }),
    index('list_company_statuses_list_user_idx').on(t.listId, t.userId, t.status),
  ],
);

/** What a user did on a list (status change, copy, note, add…), counted by the list overview. */
export const listInteractions = pgTable(
  'list_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    listId: uuid('list_id'),
    listCompanyId: uuid('list_company_id'),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('list_interactions_list_user_idx').on(t.listId, t.userId, t.kind)],
);

/** Click-to-copy counter per user and company, capped (see the list-companies module). */
export const companyCopyCounters = pgTable(
  'company_copy_counters',
  {
    userId: uuid('user_id').notNull(),
    cnpj: text('cnpj').notNull(),
    accountId: uuid('account_id').notNull(),
    count: integer('count').notNull().default(0),
    lastField: text('last_field'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cnpj] })],
);

export const accuracyFeedbacks = pgTable('accuracy_feedbacks', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id').notNull(),
  userId: uuid('user_id').notNull(),
  cnpj: text('cnpj').notNull(),
  listId: uuid('list_id'),
  fields: jsonb('fields').$type<string[]>().notNull().default([]),
  comment: text('comment'),
  createdAt: createdAt(),
});

/** Answers of adds sent with an Idempotency-Key, replayed when the same key comes again. */
export const listAddRequests = pgTable(
  'list_add_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    key: text('key').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('list_add_requests_account_key').on(t.accountId, t.key)],
);

/** A company taken out of a list as it was (POST …/companies/remove), kept a while for "Desfazer". */
export type RemovedListCompany = {
  id: string;
  cnpj: string;
  name: string | null;
  tradeName: string | null;
  addedBy: string | null;
  searchId: string | null;
  charged: boolean;
  /** ISO to the microsecond (the statuses' `updatedAt` too; ms in removals kept before that). */
  createdAt: string;
  /** Its place among the companies added with it (absent in removals kept before the column). */
  seq?: number;
  /** Each user's prospecting status of it (no entry = a_prospectar). */
  statuses: { userId: string; status: string; updatedAt: string }[];
};

/** What one removal took out of a list, until it is undone or LIST_REMOVAL_KEEP_HOURS pass. */
export const listCompanyRemovals = pgTable(
  'list_company_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    companies: jsonb('companies').$type<RemovedListCompany[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('list_company_removals_account_created_idx').on(t.accountId, t.createdAt)],
);

export type ListRow = typeof lists.$inferSelect;
