// The support chat's conversations and messages as the user's widget and the services need them: SQL through
// Drizzle. A conversation is the user's own (unique user_id); a message's time is taken after its conversation
// row is locked (`clock_timestamp()`), so within a conversation time order is the order of the writes.
import { STAFF_ROLES } from '@prospecta/contracts/auth';
import type { SupportAuthorKind } from '@prospecta/contracts/support-api';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { notifications } from '@/db/schema/notifications.ts';
import {
  type SupportConversationRow,
  type SupportMessageRow,
  supportConversations,
  supportMessages,
} from '@/db/schema/support.ts';
import { users } from '@/db/schema/users.ts';

/** A message with its author's current name (null when the author's row is gone). */
export type MessageWithAuthor = SupportMessageRow & { authorName: string | null };

const messageColumns = { message: supportMessages, authorName: users.name };
const withAuthor = (row: { message: SupportMessageRow; authorName: string | null }): MessageWithAuthor => ({
  ...row.message,
  authorName: row.authorName,
});

export async function findConversationOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  return row ?? null;
}

/** The conversation locked for this transaction (replies, closes and messages to it are ordered). */
export async function lockConversation(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, id))
    .for('update');
  return row ?? null;
}

/**
 * The user's conversation, made on their first message or opened again when staff had closed it, and locked:
 * the unique user makes two first messages at once one conversation (the second waits for the first and
 * updates its row).
 */
export async function openConversationFor(
  db: Executor,
  userId: string,
  accountId: string,
): Promise<SupportConversationRow> {
  const [row] = await db
    .insert(supportConversations)
    .values({ userId, accountId })
    .onConflictDoUpdate({
      target: supportConversations.userId,
      set: { status: 'open', closedBy: null, closedAt: null, accountId },
    })
    .returning();
  if (!row) throw new Error('support conversation upsert returned nothing');
  return row;
}

/** Opens a closed conversation again (a staff reply). */
export async function reopen(db: Executor, id: string): Promise<void> {
  await db
    .update(supportConversations)
    .set({ status: 'open', closedBy: null, closedAt: null })
    .where(eq(supportConversations.id, id));
}

/** The user's messages in the last `minutes` (the rate limit is counted in the table, not in memory). */
export async function countRecentCustomerMessages(db: Executor, conversationId: string, minutes: number) {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.authorKind, 'customer'),
        sql`${supportMessages.createdAt} > clock_timestamp() - make_interval(mins => ${minutes})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Writes a message timed now and moves the conversation's activity to it. */
export async function insertMessage(
  db: Executor,
  values: {
    conversationId: string;
    authorKind: SupportAuthorKind;
    authorUserId: string;
    body: string;
    page: string | null;
  },
): Promise<SupportMessageRow> {
  const [row] = await db
    .insert(supportMessages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('support message insert returned nothing');
  await db
    .update(supportConversations)
    // Read back in SQL: the JavaScript Date keeps milliseconds, the column microseconds.
    .set({
      lastMessageAt: sql`(select ${supportMessages.createdAt} from ${supportMessages} where ${supportMessages.id} = ${row.id})`,
    })
    .where(eq(supportConversations.id, values.conversationId));
  return row;
}

/** Marks read the other side's messages by `authorKind` (the reader's own are never unread). */
export async function markRead(db: Executor, conversationId: string, authorKind: SupportAuthorKind) {
  await db
    .update(supportMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.authorKind, authorKind),
        isNull(supportMessages.readAt),
      ),
    );
}

/** Unread messages written by `authorKind`, per conversation asked for. */
export async function countUnread(
  db: Executor,
  conversationIds: string[],
  authorKind: SupportAuthorKind,
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: supportMessages.conversationId, n: count() })
    .from(supportMessages)
    .where(
      and(
        inArray(supportMessages.conversationId, conversationIds),
        eq(supportMessages.authorKind, authorKind),
        isNull(supportMessages.readAt),
      ),
    )
    .groupBy(supportMessages.conversationId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** The newest `limit` messages, in time order. */
export async function latestMessages(
  db: Executor,
  conversationId: string,
  limit: number,
): Promise<MessageWithAuthor[]> {
  const rows = await db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorUserId))
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
  return rows.map(withAuthor).reverse();
}

/** The first `limit` messages written after `after` (a message of the same conversation), in time order. */
export async function messagesAfter(
  db: Executor,
  after: SupportMessageRow,
  limit: number,
): Promise<MessageWithAuthor[]> {
  const rows = await db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorUserId))
    .where(
      and(
        eq(supportMessages.conversationId, after.conversationId),
        // Compared in SQL: the JavaScript Date of `after` lost the column's microseconds.
        sql`(${supportMessages.createdAt}, ${supportMessages.id}) > (select m.created_at, m.id from ${supportMessages} m where m.id = ${after.id})`,
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
    .limit(limit);
  return rows.map(withAuthor);
}

/** A message of this conversation, or null (another conversation's id is as unknown as a made-up one). */
export async function findMessageIn(db: Executor, conversationId: string, id: string) {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.id, id), eq(supportMessages.conversationId, conversationId)));
  return row ?? null;
}

/**
 * Claims the staff's e-mail of this conversation when none went out in the last `minutes`: one conditional
 * update, so two messages at once e-mail once. True when this message is to send it.
 */
export async function claimEmail(db: Executor, conversationId: string, minutes: number): Promise<boolean> {
  const rows = await db
    .update(supportConversations)
    .set({ lastEmailedAt: sql`now()` })
    .where(
      and(
        eq(supportConversations.id, conversationId),
        or(
          isNull(supportConversations.lastEmailedAt),
          lt(supportConversations.lastEmailedAt, sql`now() - make_interval(mins => ${minutes})`),
        ),
      ),
    )
    .returning({ id: supportConversations.id });
  return rows.length > 0;
}

/**
 * Ends the e-mail's quiet window (a staff answer): the user's next message is a new turn and e-mails staff again,
 * however soon it comes.
 */
export async function endQuietWindow(db: Executor, conversationId: string): Promise<void> {
  await db
    .update(supportConversations)
    .set({ lastEmailedAt: null })
    .where(eq(supportConversations.id, conversationId));
}

/** The account's name and its customer-success owner while on and still staff (null for none or disabled). */
export async function findAccountAndSuccess(db: Executor, accountId: string) {
  const [row] = await db
    .select({ account: accounts.name, csName: users.name, csEmail: users.email })
    .from(accounts)
    .leftJoin(
      users,
      and(
        eq(users.id, accounts.csUserId),
        eq(users.active, true),
        isNull(users.deletedAt),
        inArray(users.role, [...STAFF_ROLES]),
      ),
    )
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  return {
    account: row.account,
    cs: row.csEmail ? { name: row.csName ?? '', email: row.csEmail } : null,
  };
}

/** Whether the user still has an unread notification of this type (one at a time, however many answers). */
export async function hasUnreadNotification(db: Executor, userId: string, type: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type), eq(notifications.read, false)))
    .limit(1);
  return Boolean(row);
}

/** The user's unread notifications of this type marked read (they read the answers in the widget). */
export async function markNotificationsRead(db: Executor, userId: string, type: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(eq(notifications.userId, userId), eq(notifications.type, type), eq(notifications.read, false)),
    );
}
