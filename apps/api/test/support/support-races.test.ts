// The support chat under requests at once (run on PostgreSQL too, TEST_DATABASE_URL): a user's first messages
// sent together make one conversation holding them all and e-mail staff once; later messages together after the
// quiet window e-mail once more; more messages together than the rate allows store exactly the rate; staff's
// answers together ring the user's bell once.
import { SUPPORT_MESSAGES, SUPPORT_RATE_LIMIT } from '@prospecta/contracts/support-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { supportConversations, supportMessages } from '@/db/schema/support.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  adminReply,
  conversationsOf,
  openSession,
  P,
  replyNotifications,
  type Session,
  supportMails,
} from './support-fixture.ts';

const AT_ONCE = 6;
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await buildTestApp();
  s = await openSession(t);
});
afterAll(() => t?.close());

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const messagesOf = (conversationId: string) =>
  t.app.db.select().from(supportMessages).where(eq(supportMessages.conversationId, conversationId));

it('makes one conversation of first messages sent at once, and e-mails once', async () => {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) => s.call('owner', 'POST', P.messages, { body: `Olá ${i}` })),
  );
  expect(statuses(answers)).toEqual(Array(AT_ONCE).fill(201));
  const conversations = await conversationsOf(s, 'owner');
  expect(conversations).toHaveLength(1);
  const id = conversations[0]?.id ?? '';
  expect(new Set(answers.map((a) => a.json().conversation_id))).toEqual(new Set([id]));
  expect(await messagesOf(id)).toHaveLength(AT_ONCE);
  expect(await supportMails(t)).toHaveLength(1);
});

it('e-mails once for messages at once after the quiet window', async () => {
  const [row] = await conversationsOf(s, 'owner');
  await t.app.db
    .update(supportConversations)
    .set({ lastEmailedAt: sql`now() - interval '1 hour'` })
    .where(eq(supportConversations.id, row?.id ?? ''));
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) => s.call('owner', 'POST', P.messages, { body: `De novo ${i}` })),
  );
  expect(statuses(answers)).toEqual(Array(AT_ONCE).fill(201));
  expect(await supportMails(t)).toHaveLength(2);
});

it('stores exactly the rate of messages sent at once beyond it', async () => {
  const extra = 5;
  const answers = await Promise.all(
    Array.from({ length: SUPPORT_RATE_LIMIT + extra }, (_, i) =>
      s.call('manager', 'POST', P.messages, { body: `Rajada ${i}` }),
    ),
  );
  expect(statuses(answers)).toEqual([...Array(SUPPORT_RATE_LIMIT).fill(201), ...Array(extra).fill(429)]);
  for (const refused of answers.filter((a) => a.statusCode === 429))
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.rateLimited);
  const [row] = await conversationsOf(s, 'manager');
  expect(await messagesOf(row?.id ?? '')).toHaveLength(SUPPORT_RATE_LIMIT);
});

it("rings the user's bell once for answers sent at once", async () => {
  const [row] = await conversationsOf(s, 'owner');
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      s.call(i % 2 ? 'cs' : 'admin', 'POST', adminReply(row?.id ?? ''), { body: `Resposta ${i}` }),
    ),
  );
  expect(statuses(answers)).toEqual(Array(AT_ONCE).fill(201));
  expect(await replyNotifications(s, 'owner')).toHaveLength(1);
  expect((await s.call('owner', 'GET', P.conversation)).json().unread).toBe(AT_ONCE);
});
