import type { SupportConversationResponse, SupportMessage } from '@prospecta/contracts/support-api';
import { describe, expect, it } from 'vitest';
import {
  arrivalAnnouncement,
  helpButtonLabel,
  lastMessageId,
  mergeConversation,
  mergeMessages,
  unreadBadge,
  withSentMessage,
} from '@/features/support/lib/thread';

const message = (id: string, minute: number, patch: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  author_kind: 'customer',
  author_name: 'Otávio Atacado',
  body: `mensagem ${id}`,
  page: '/',
  created_at: `2026-12-01T14:${String(minute).padStart(2, '0')}:00.000Z`,
  ...patch,
});
const conversation = (
  messages: SupportMessage[],
  patch: Partial<SupportConversationResponse> = {},
): SupportConversationResponse => ({ id: 'c1', status: 'open', messages, unread: 0, ...patch });

describe('mergeMessages', () => {
  it('adds what came after, oldest first, each message once', () => {
    const merged = mergeMessages([message('a', 1), message('b', 2)], [message('b', 2), message('c', 3)]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('orders by when they were written, keeping arrival order within the same instant', () => {
    const merged = mergeMessages(
      [message('late', 9)],
      [message('early', 1), message('x', 5), message('y', 5)],
    );
    expect(merged.map((m) => m.id)).toEqual(['early', 'x', 'y', 'late']);
  });

  it('keeps only the newest ones past the limit', () => {
    const merged = mergeMessages([message('a', 1), message('b', 2)], [message('c', 3)], 2);
    expect(merged.map((m) => m.id)).toEqual(['b', 'c']);
  });
});

describe('mergeConversation', () => {
  it('takes the first answer whole', () => {
    const answer = conversation([message('a', 1)], { unread: 1 });
    expect(mergeConversation(undefined, answer)).toBe(answer);
  });

  it('adds the messages after the last one and takes the answer’s status and unread count', () => {
    const current = conversation([message('a', 1)], { status: 'closed' });
    const answer = conversation([message('s', 2, { author_kind: 'staff', author_name: 'Ana' })], {
      status: 'open',
      unread: 1,
    });
    const merged = mergeConversation(current, answer);
    expect(merged.messages.map((m) => m.id)).toEqual(['a', 's']);
    expect(merged).toMatchObject({ id: 'c1', status: 'open', unread: 1 });
  });

  it('keeps the thread when nothing new came and the count went to zero', () => {
    const merged = mergeConversation(conversation([message('a', 1)], { unread: 2 }), conversation([]));
    expect(merged.messages).toHaveLength(1);
    expect(merged.unread).toBe(0);
  });
});

describe('lastMessageId and withSentMessage', () => {
  it('asks after the newest message, nothing for an empty thread', () => {
    expect(lastMessageId(undefined)).toBeNull();
    expect(lastMessageId(conversation([]))).toBeNull();
    expect(lastMessageId(conversation([message('a', 1), message('b', 2)]))).toBe('b');
  });

  it('starts the conversation with the first message sent', () => {
    const empty = conversation([], { id: null, status: null });
    const next = withSentMessage(empty, { message: message('a', 1), conversation_id: 'new' });
    expect(next).toEqual({ id: 'new', status: 'open', messages: [message('a', 1)], unread: 0 });
  });

  it('opens a closed conversation again when the user writes', () => {
    const closed = conversation([message('a', 1)], { status: 'closed', unread: 1 });
    const next = withSentMessage(closed, { message: message('b', 2), conversation_id: 'c1' });
    expect(next.status).toBe('open');
    expect(next.messages.map((m) => m.id)).toEqual(['a', 'b']);
    expect(next.unread).toBe(1);
  });
});

describe('the button and the announcements', () => {
  it('names the button "Ajuda" with the answers waiting', () => {
    expect(helpButtonLabel(0)).toBe('Ajuda');
    expect(helpButtonLabel(1)).toBe('Ajuda (1 resposta não lida)');
    expect(helpButtonLabel(3)).toBe('Ajuda (3 respostas não lidas)');
    expect(unreadBadge(4)).toBe('4');
    expect(unreadBadge(12)).toBe('9+');
  });

  it('announces staff’s new messages, never the user’s own', () => {
    expect(arrivalAnnouncement([message('a', 1)])).toBe('');
    const ana = message('s', 2, { author_kind: 'staff', author_name: 'Ana', body: 'Já verifiquei' });
    expect(arrivalAnnouncement([message('a', 1), ana])).toBe(
      'Nova mensagem de Ana, da Prospecta: Já verifiquei',
    );
    const bia = message('t', 3, { author_kind: 'staff', author_name: 'Bia', body: 'Resolvido' });
    expect(arrivalAnnouncement([ana, bia])).toBe(
      '2 novas mensagens da Prospecta. A última, de Bia: Resolvido',
    );
  });
});
