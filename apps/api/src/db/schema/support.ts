// The support chat (contracts/support-api.ts): one conversation per customer's user with Prospecta's team, and
// its messages. Who has read what is kept on each message (`read_at`, set when the other side read it), so an
// unread count is exact whatever was written while someone read.
import type { SupportAuthorKind, SupportStatus } from '@prospecta/contracts/support-api';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** open | closed (contracts' SUPPORT_STATUSES); the user's next message opens it again. */
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The newest message's time: the staff's list is ordered by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff were last e-mailed of the user's messages (at most once per SUPPORT_EMAIL_QUIET_MINUTES). */
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One conversation per user: two first messages at once make one.
    uniqueIndex('support_conversations_user_idx').on(t.userId),
    index('support_conversations_activity_idx').on(t.status, t.lastMessageAt),
    index('support_conversations_account_idx').on(t.accountId),
  ],
);
export type SupportConversationRow = typeof supportConversations.$inferSelect;

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** customer | staff (contracts' SUPPORT_AUTHOR_KINDS). */
    authorKind: text('author_kind').$type<SupportAuthorKind>().notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The screen the user wrote from (customer messages only). */
    page: text('page'),
    /** When the other side read it (the user a staff message, staff a user's); null: unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('support_messages_unread_idx').on(t.conversationId, t.authorKind).where(sql`${t.readAt} is null`),
  ],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;
