// Rows as the contract's shapes: a message with its author's name as shown (the user's; a staff member's first
// name, the user sees who answered without the team's full names), and a conversation for the staff's panel.
import type { AdminSupportConversationSummary, SupportMessage } from '@prospecta/contracts/support-api';
import { firstName } from '@prospecta/contracts/text-case';
import type { MessageWithAuthor } from './support.repository.ts';
import type { ConversationSummaryRow } from './support-admin.repository.ts';

/** A staff member whose row is gone still signs for the team. */
export const TEAM_NAME = 'Equipe Prospecta';

export function toSupportMessage(row: MessageWithAuthor): SupportMessage {
  const name =
    row.authorKind === 'staff' ? firstName(row.authorName) || TEAM_NAME : (row.authorName ?? '').trim();
  return {
    id: row.id,
    author_kind: row.authorKind,
    author_name: name,
    body: row.body,
    page: row.authorKind === 'customer' ? row.page : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toSummaryBase(
  row: ConversationSummaryRow,
  unread: number,
): Omit<AdminSupportConversationSummary, 'last_message'> {
  return {
    id: row.conversation.id,
    status: row.conversation.status,
    user: row.user,
    account: row.account,
    cs: row.csId ? { id: row.csId, name: row.csName ?? '' } : null,
    unread,
    awaiting_reply: row.waitingSince !== null,
    updated_at: row.conversation.lastMessageAt.toISOString(),
  };
}
