// A plan order's signed contract (contracts/contract-api.ts): one row per order, written once by the account's
// owner; the clauses are frozen as signed (rendered by the server from the order), with their hash.
import type { ContractClause } from '@prospecta/contracts/contract-api';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { planOrders } from './plans.ts';
import { users } from './users.ts';

export const planContracts = pgTable(
  'plan_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => planOrders.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    signedBy: uuid('signed_by')
      .notNull()
      .references(() => users.id),
    companyName: text('company_name').notNull(),
    /** 14 characters (digits, or the new alphanumeric CNPJ), unformatted. */
    companyCnpj: text('company_cnpj').notNull(),
    signerName: text('signer_name').notNull(),
    /** 11 digits. */
    signerCpf: text('signer_cpf').notNull(),
    signerRole: text('signer_role').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** CONTRACT_TEXT_VERSION when signed. */
    textVersion: integer('text_version').notNull(),
    clauses: jsonb('clauses').$type<ContractClause[]>().notNull(),
    /** sha256 (hex) of contractText(clauses). */
    textSha256: text('text_sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One signature an order: two signatures at once store one, the other is refused.
    uniqueIndex('plan_contracts_order_idx').on(t.orderId),
    index('plan_contracts_account_idx').on(t.accountId, t.signedAt),
  ],
);
export type PlanContractRow = typeof planContracts.$inferSelect;
