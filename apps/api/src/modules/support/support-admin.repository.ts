// The staff's side of the support chat: every customer's conversation, filtered, with its user, account and CS;
// the last message of each; closing. Staff only: nothing here is scoped by the caller's account.
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import { supportConversations, supportMessages } from '@/db/schema/support.ts';
import { users } from '@/db/schema/users.ts';
import { containsText, foldAccents, likePattern } from '@/lib/text-match.ts';
import type { MessageWithAuthor } from './support.repository.ts';

const cs = alias(users, 'cs');
const author = alias(users, 'author');

export type ConversationFilter = {
  status: 'open' | 'closed' | 'all';
  /** The caller's id when only the accounts whose CS they are. */
  csUserId?: string;
  /** Only the conversations awaiting staff's answer. */
  awaiting?: boolean;
  text: string;
};

/**
 * Since when the user has been waiting for an answer: the time of their first message after staff's last one, on
 * an open conversation; null when staff wrote last or closed it (a closed conversation waits for no one). Read
 * from the messages (the conversation index), so an answer or a close takes it off at once and reading does not.
 */
const waitingSince = sql<string | null>`case when ${supportConversations.status} = 'open' then (
  select min(w.created_at) from ${supportMessages} w
  where w.conversation_id = ${supportConversations.id} and w.author_kind = 'customer'
    and w.created_at > coalesce(
      (select max(a.created_at) from ${supportMessages} a
       where a.conversation_id = ${supportConversations.id} and a.author_kind = 'staff'),
      '-infinity'::timestamptz)
) end`;

function whereOf(filter: ConversationFilter): SQL | undefined {
  const text = filter.text;
  return and(
    filter.status === 'all' ? undefined : eq(supportConversations.status, filter.status),
    filter.csUserId ? eq(accounts.csUserId, filter.csUserId) : undefined,
    filter.awaiting ? sql`(${waitingSince}) is not null` : undefined,
    text
      ? or(
          containsText(users.name, text),
          sql`lower(${users.email}) like ${likePattern(foldAccents(text))}`,
          containsText(accounts.name, text),
        )
      : undefined,
  );
}

const summaryColumns = {
  conversation: supportConversations,
  user: { id: users.id, name: users.name, email: users.email },
  account: { id: accounts.id, name: accounts.name },
  csId: cs.id,
  csName: cs.name,
  waitingSince,
};

function baseQuery(db: Executor) {
  return db
    .select(summaryColumns)
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .innerJoin(accounts, eq(accounts.id, supportConversations.accountId))
    .leftJoin(cs, eq(cs.id, accounts.csUserId));
}

export type ConversationSummaryRow = Awaited<ReturnType<typeof baseQuery>>[number];

/**
 * A page of conversations: those awaiting an answer first, the longest waiting first, then the others newest
 * activity first. Every key is the data's (ties by id), so the staff's list read again every few seconds keeps
 * its order until a message or a close changes it.
 */
export async function listConversations(
  db: Executor,
  filter: ConversationFilter,
  limit: number,
  offset: number,
): Promise<ConversationSummaryRow[]> {
  return baseQuery(db)
    .where(whereOf(filter))
    .orderBy(
      sql`(${waitingSince}) asc nulls last`,
      desc(supportConversations.lastMessageAt),
      desc(supportConversations.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countConversations(db: Executor, filter: ConversationFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .innerJoin(accounts, eq(accounts.id, supportConversations.accountId))
    .where(whereOf(filter));
  return Number(row?.n ?? 0);
}

export async function findConversationSummary(db: Executor, id: string) {
  const [row] = await baseQuery(db).where(eq(supportConversations.id, id));
  return row ?? null;
}

/** The users' messages staff have not read, over every open conversation (the panel's heading). */
export async function unreadTotal(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        eq(supportConversations.status, 'open'),
        eq(supportMessages.authorKind, 'customer'),
        isNull(supportMessages.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The newest message of each conversation asked for. */
export async function lastMessages(
  db: Executor,
  conversationIds: string[],
): Promise<Map<string, MessageWithAuthor>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([supportMessages.conversationId], {
      message: supportMessages,
      authorName: author.name,
    })
    .from(supportMessages)
    .leftJoin(author, eq(author.id, supportMessages.authorUserId))
    .where(inArray(supportMessages.conversationId, conversationIds))
    .orderBy(supportMessages.conversationId, desc(supportMessages.createdAt), desc(supportMessages.id));
  return new Map(
    rows.map((row) => [row.message.conversationId, { ...row.message, authorName: row.authorName }]),
  );
}

/**
 * Closes an open conversation; false when it was not open (closed already, or unknown). The e-mail's quiet window
 * ends with it: the user's next message is news to staff and e-mails again.
 */
export async function closeConversation(db: Executor, id: string, closedBy: string): Promise<boolean> {
  const rows = await db
    .update(supportConversations)
    .set({ status: 'closed', closedBy, closedAt: sql`now()`, lastEmailedAt: null })
    .where(and(eq(supportConversations.id, id), eq(supportConversations.status, 'open')))
    .returning({ id: supportConversations.id });
  return rows.length > 0;
}
