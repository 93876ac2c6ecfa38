// The widget's thread as the browser keeps it: the first read brings the newest messages, each poll only what
// came after the last one (`?after=<id>`), and a sent message is added from the POST's answer. One merge for all.
import {
  SUPPORT_THREAD_LIMIT,
  type SupportConversationResponse,
  type SupportMessage,
} from '@prospecta/contracts/support-api';

/** The thread with `incoming` added: each message once (by id), oldest first, the newest `limit` kept. */
export function mergeMessages(
  current: readonly SupportMessage[],
  incoming: readonly SupportMessage[],
  limit = SUPPORT_THREAD_LIMIT,
): SupportMessage[] {
  const byId = new Map<string, SupportMessage>();
  for (const message of [...current, ...incoming]) byId.set(message.id, message);
  // A stable sort: messages of the same instant keep the order they came in.
  const merged = [...byId.values()].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return merged.slice(Math.max(0, merged.length - limit));
}

/**
 * The conversation after an answer: a read with `?after=` brings only the new messages, so they are added to
 * what the widget had; the conversation's id, status and unread count are the answer's (the newest word).
 */
export function mergeConversation(
  current: SupportConversationResponse | undefined,
  answer: SupportConversationResponse,
): SupportConversationResponse {
  if (!current) return answer;
  return {
    id: answer.id ?? current.id,
    status: answer.status ?? current.status,
    messages: mergeMessages(current.messages, answer.messages),
    unread: answer.unread,
  };
}

/** The id to ask `?after=` with: the newest message's, none for an empty thread (then the whole is read). */
export function lastMessageId(conversation: SupportConversationResponse | undefined): string | null {
  return conversation?.messages.at(-1)?.id ?? null;
}

/** The conversation once the user's message is in: open again (a closed one reopens when the user writes). */
export function withSentMessage(
  current: SupportConversationResponse | undefined,
  sent: { message: SupportMessage; conversation_id: string },
): SupportConversationResponse {
  return {
    id: sent.conversation_id,
    status: 'open',
    messages: mergeMessages(current?.messages ?? [], [sent.message]),
    unread: current?.unread ?? 0,
  };
}

/** The unread count on the floating button: capped so the badge stays small. */
export const unreadBadge = (unread: number): string => (unread > 9 ? '9+' : String(unread));

/** The floating button's name: "Ajuda", with what is waiting ("Ajuda (1 resposta não lida)"). */
export function helpButtonLabel(unread: number): string {
  if (unread <= 0) return 'Ajuda';
  return unread === 1 ? 'Ajuda (1 resposta não lida)' : `Ajuda (${unread} respostas não lidas)`;
}

/** What a screen reader is told of messages that arrived while the widget is open (staff's only). */
export function arrivalAnnouncement(arrived: readonly SupportMessage[]): string {
  const fromStaff = arrived.filter((m) => m.author_kind === 'staff');
  if (fromStaff.length === 0) return '';
  const last = fromStaff.at(-1) as SupportMessage;
  return fromStaff.length === 1
    ? `Nova mensagem de ${last.author_name}, da Prospecta: ${last.body}`
    : `${fromStaff.length} novas mensagens da Prospecta. A última, de ${last.author_name}: ${last.body}`;
}
