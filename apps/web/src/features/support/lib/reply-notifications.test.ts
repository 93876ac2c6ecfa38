import { describe, expect, it } from 'vitest';
import { asksForConversation, unreadReplyIds } from '@/features/support/lib/reply-notifications';

const page = (...notifications: { _id: string; type: string; read: boolean }[]) => ({
  notifications,
  unread: notifications.filter((n) => !n.read).length,
});
const reply = (id: string, read = false) => ({ _id: id, type: 'support_reply', read });
const exported = { _id: 'e1', type: 'export_success', read: false };

describe("the bell's support answers", () => {
  it('are the unread support_reply notifications of a page', () => {
    expect(unreadReplyIds(page(exported, reply('r1'), reply('r0', true)))).toEqual(['r1']);
    expect(unreadReplyIds(undefined)).toEqual([]);
    expect(unreadReplyIds({ pages: [] })).toEqual([]);
  });

  it('ask for the conversation once per new answer while the badge shows none', () => {
    const seen = new Set<string>();
    expect(asksForConversation(page(exported), 0, seen)).toBe(false);
    expect(asksForConversation(page(reply('r1'), exported), 0, seen)).toBe(true);
    // The same notification on the next poll: asked already.
    expect(asksForConversation(page(reply('r1'), exported), 0, seen)).toBe(false);
    // The badge shows it already: nothing to ask.
    expect(asksForConversation(page(reply('r2')), 1, seen)).toBe(false);
    expect(asksForConversation(page(reply('r2'), reply('r3')), 0, seen)).toBe(true);
  });
});
