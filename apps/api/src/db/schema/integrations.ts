// The tool-token store: each user's credentials per sales tool, encrypted at rest (AES-256-GCM, key derived
// from TOKEN_SECRET), and the short-lived state of OAuth authorisations in progress.
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const toolCredentials = pgTable(
  'tool_credentials',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    tool: text('tool').notNull(),
    /** oauth | key */
    kind: text('kind').notNull(),
    /** The credentials JSON, encrypted: base64url(iv | tag | ciphertext). */
    secret: text('secret').notNull(),
    /** Not secret, shown back: Salesforce domain, Bitrix24 portal, Zoho API domain. */
    instanceUrl: text('instance_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * When the tool last confirmed these credentials (its key check accepted them, its OAuth flow issued them,
     * or an export reached it with them); null: saved without its word (it did not answer, or it cannot be
     * asked, as Funil de Vendas), which the screens show as "não verificada".
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tool] })],
);
export type ToolCredentialRow = typeof toolCredentials.$inferSelect;

export const oauthStates = pgTable('oauth_states', {
  /** sha256 of the state handed to the tool. */
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  tool: text('tool').notNull(),
  /** PKCE verifier, encrypted like the credentials. */
  verifier: text('verifier'),
  instanceUrl: text('instance_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
