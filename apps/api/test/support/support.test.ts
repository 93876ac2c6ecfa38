// The support chat, the user's side: reading before any message makes nothing; writing makes the user's one
// conversation, e-mails the account's CS (or the support inbox) at most once per quiet window, is held to a rate
// counted in the table and opens a closed conversation again; `after` reads only what came since a message of
// the caller's own conversation; staff's answers are unread until read or written after; staff have no widget;
// nobody sees another user's conversation.
import {
  SUPPORT_EMAIL_QUIET_MINUTES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  SUPPORT_RATE_LIMIT,
} from '@prospecta/contracts/support-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportConversations, supportMessages } from '@/db/schema/support.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  adminClose,
  adminReply,
  conversationsOf,
  openSession,
  P,
  type Session,
  STAFF,
  SUPPORT_INBOX,
  supportMails,
  WHO,
} from './support-fixture.ts';

const M = SUPPORT_MESSAGES;
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await buildTestApp();
  s = await openSession(t);
});
afterAll(() => t?.close());

const conversation = async (who: Parameters<Session['call']>[0], query = '') => {
  const res = await s.call(who, 'GET', `${P.conversation}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('before the first message', () => {
  it('answers an empty conversation and makes none', async () => {
    expect(await conversation('owner')).toEqual({ id: null, status: null, messages: [], unread: 0 });
    expect(await conversationsOf(s, 'owner')).toHaveLength(0);
    const read = await s.call('owner', 'POST', P.read);
    expect(read.statusCode).toBe(204);
    expect(await conversationsOf(s, 'owner')).toHaveLength(0);
  });

  it('refuses staff on every route of the widget, whatever they send', async () => {
    for (const who of STAFF) {
      for (const [method, url, payload] of [
        ['GET', P.conversation, undefined],
        ['GET', `${P.conversation}?after=nada`, undefined],
        ['POST', P.messages, { body: 'Oi' }],
        ['POST', P.messages, { nonsense: true }],
        ['POST', P.read, undefined],
      ] as const) {
        const res = await s.call(who, method, url, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(M.staffNoWidget);
      }
    }
    expect(await t.app.db.select().from(supportConversations)).toHaveLength(0);
  });

  it('refuses a caller without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: P.messages, payload: { body: 'Oi' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('writing', () => {
  it('makes the conversation with the first message, the page kept and the CS e-mailed', async () => {
    const res = await s.call('user', 'POST', P.messages, {
      body: '  Não consigo exportar minha lista  ',
      page: '/lists/123',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, conversation_id } = res.json();
    expect(message).toMatchObject({
      author_kind: 'customer',
      author_name: 'Vitor Vendas',
      body: 'Não consigo exportar minha lista',
      page: '/lists/123',
    });
    const read = await conversation('user');
    expect(read).toMatchObject({ id: conversation_id, status: 'open', unread: 0 });
    expect(read.messages).toEqual([message]);

    const mails = await supportMails(t);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(WHO.cs);
    expect(mail?.subject).toBe('Suporte: mensagem de Vitor Vendas (Demo Comercial)');
    for (const part of [
      'Olá, Carla!',
      `Vitor Vendas (${WHO.user}), da conta Demo Comercial`,
      'Não consigo exportar minha lista',
      'Página em que estava: /lists/123',
      `${t.config.appUrl}/admin/suporte?conversa=${conversation_id}`,
    ])
      expect(mail?.text).toContain(part);
  });

  it('e-mails once per quiet window, then again after it', async () => {
    await s.write('user', 'Ainda não funcionou');
    await s.write('user', 'Alguém aí?');
    expect(await supportMails(t)).toHaveLength(1);
    const [row] = await conversationsOf(s, 'user');
    await t.app.db
      .update(supportConversations)
      .set({ lastEmailedAt: sql`now() - make_interval(mins => ${SUPPORT_EMAIL_QUIET_MINUTES + 1})` })
      .where(eq(supportConversations.id, row?.id ?? ''));
    await s.write('user', 'Voltei a tentar');
    const mails = await supportMails(t);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join()).toContain('Voltei a tentar');
    expect(mails.map((m) => m.text).join()).toContain('Página em que estava: não informada');
  });

  it("e-mails again on the user's next message once staff answered or closed, within the quiet window", async () => {
    const [row] = await conversationsOf(s, 'user');
    const id = row?.id ?? '';
    const count = async () => (await supportMails(t)).length;
    const before = await count();
    await s.write('user', 'Mais uma pergunta');
    expect(await count()).toBe(before);
    expect((await s.call('cs', 'POST', adminReply(id), { body: 'Pode mandar' })).statusCode).toBe(201);
    await s.write('user', 'Depois da resposta');
    expect(await count()).toBe(before + 1);
    await s.write('user', 'E mais isto');
    expect(await count()).toBe(before + 1);
    expect((await s.call('cs', 'POST', adminClose(id))).statusCode).toBe(200);
    await s.write('user', 'Depois de encerrada');
    expect(await count()).toBe(before + 2);
    const texts = (await supportMails(t)).map((m) => m.text).join();
    expect(texts).toContain('Depois da resposta');
    expect(texts).toContain('Depois de encerrada');
  });

  it('e-mails the support inbox for an account without a CS', async () => {
    await s.write('stranger', 'Quero mudar de plano');
    const mail = (await supportMails(t)).find((m) => m.text.includes('Quero mudar de plano'));
    expect(mail?.to).toBe(SUPPORT_INBOX);
    expect(mail?.text).toContain('Olá!');
    expect(mail?.subject).toBe('Suporte: mensagem de Otávio Outro (Outra Conta)');
  });

  it("keeps the user's text as text in the e-mail's HTML", async () => {
    const [row] = await conversationsOf(s, 'stranger');
    await t.app.db
      .update(supportConversations)
      .set({ lastEmailedAt: null })
      .where(eq(supportConversations.id, row?.id ?? ''));
    await s.write('stranger', '<img src=x onerror=alert(1)> & "aspas"');
    const mail = (await supportMails(t)).find((m) => m.text.includes('onerror'));
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;aspas&#34;');
  });

  it('refuses bad bodies with the contract messages, storing nothing', async () => {
    const before = (await t.app.db.select().from(supportMessages)).length;
    const cases: [unknown, string][] = [
      [{}, M.bodyRequired],
      [{ body: '   ' }, M.bodyRequired],
      [{ body: 42 }, M.bodyRequired],
      [{ body: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }, M.bodyTooLong],
      [{ body: 'Oi', page: '/lists?aba=kanban' }, M.invalidPage],
      [{ body: 'Oi', page: 'lists' }, M.invalidPage],
      [{ body: 'Oi', page: `/${'a'.repeat(300)}` }, 'No máximo 300 caracteres'],
      [{ body: 'Oi', author_kind: 'staff' }, 'Campo desconhecido: author_kind'],
    ];
    for (const [payload, message] of cases) {
      const res = await s.call('owner', 'POST', P.messages, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message, JSON.stringify(payload).slice(0, 80)).toBe(message);
    }
    expect(await t.app.db.select().from(supportMessages)).toHaveLength(before);
    expect(await conversationsOf(s, 'owner')).toHaveLength(0);
  });

  it('takes a body of exactly the longest length', async () => {
    const res = await s.call('owner', 'POST', P.messages, { body: 'y'.repeat(SUPPORT_MESSAGE_MAX_LENGTH) });
    expect(res.statusCode).toBe(201);
  });
});

describe('reading', () => {
  it("gives only what came after a message of the caller's own conversation", async () => {
    const first = await s.write('manager', 'Primeira');
    const second = await s.write('manager', 'Segunda');
    const third = await s.write('manager', 'Terceira');
    const after = await conversation('manager', `?after=${first.message.id}`);
    expect(after.messages.map((m: { id: string }) => m.id)).toEqual([second.message.id, third.message.id]);
    expect((await conversation('manager', `?after=${third.message.id}`)).messages).toEqual([]);
    expect((await conversation('manager')).messages.map((m: { body: string }) => m.body)).toEqual([
      'Primeira',
      'Segunda',
      'Terceira',
    ]);
  });

  it("treats another conversation's message, an unknown and a malformed id as invalid", async () => {
    const someoneElses = await s.write('user', 'Mensagem do Vitor');
    for (const [who, after] of [
      ['manager', someoneElses.message.id],
      ['stranger', someoneElses.message.id],
      ['manager', '00000000-0000-4000-8000-000000000000'],
      ['manager', 'abc'],
      // No conversation at all yet.
      ['prospector', someoneElses.message.id],
    ] as const) {
      const res = await s.call(who, 'GET', `${P.conversation}?after=${after}`);
      expect(res.statusCode, `${who} ${after}`).toBe(400);
      expect(res.json().message).toBe(M.invalidAfter);
    }
  });

  it("never shows a user another user's conversation, of their account or another", async () => {
    const mine = await conversation('stranger');
    expect(mine.messages.map((m: { body: string }) => m.body)).toEqual([
      'Quero mudar de plano',
      '<img src=x onerror=alert(1)> & "aspas"',
    ]);
    const manager = await conversation('manager');
    const user = await conversation('user');
    expect(manager.id).not.toBe(user.id);
    expect(manager.messages.some((m: { body: string }) => m.body.includes('Vitor'))).toBe(false);
    expect(await conversation('prospector')).toEqual({ id: null, status: null, messages: [], unread: 0 });
  });
});

describe("staff's answers", () => {
  it("are unread until the user says they read them, with the staff member's first name", async () => {
    const { conversation_id: id } = await s.write('owner', 'Como funciona o kanban?');
    for (const body of ['Olá! Vou te ajudar.', 'Arraste os cartões entre as colunas.']) {
      const res = await s.call('cs', 'POST', adminReply(id), { body });
      expect(res.statusCode, res.body).toBe(201);
    }
    const read = await conversation('owner');
    expect(read.unread).toBe(2);
    expect(read.messages.at(-1)).toMatchObject({
      author_kind: 'staff',
      author_name: 'Carla',
      body: 'Arraste os cartões entre as colunas.',
      page: null,
    });
    expect((await s.call('owner', 'POST', P.read)).statusCode).toBe(204);
    expect((await conversation('owner')).unread).toBe(0);
  });

  it('count as read once the user writes after them', async () => {
    const { id } = await conversation('owner');
    await s.call('admin', 'POST', adminReply(id), { body: 'Conseguiu?' });
    expect((await conversation('owner')).unread).toBe(1);
    await s.write('owner', 'Consegui, obrigado!');
    expect((await conversation('owner')).unread).toBe(0);
  });
});

describe('a closed conversation', () => {
  it('opens again when the user writes, the same conversation', async () => {
    const { id } = await conversation('owner');
    expect((await s.call('cs', 'POST', adminClose(id))).statusCode).toBe(200);
    expect((await conversation('owner')).status).toBe('closed');
    const again = await s.write('owner', 'Mais uma dúvida');
    expect(again.conversation_id).toBe(id);
    const read = await conversation('owner');
    expect(read).toMatchObject({ id, status: 'open' });
    const [row] = await conversationsOf(s, 'owner');
    expect(row).toMatchObject({ status: 'open', closedAt: null, closedBy: null });
  });
});

describe('the rate limit', () => {
  it(`takes ${SUPPORT_RATE_LIMIT} messages in the window, refuses the next, and counts from the table`, async () => {
    for (let i = 0; i < SUPPORT_RATE_LIMIT; i++) await s.write('prospector', `Mensagem ${i + 1}`);
    const refused = await s.call('prospector', 'POST', P.messages, { body: 'Mais uma' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(M.rateLimited);
    const { id, messages } = await conversation('prospector');
    expect(messages).toHaveLength(SUPPORT_RATE_LIMIT);
    // Another user of the account is not held by it.
    await s.write('manager', 'Eu ainda posso escrever');
    // The oldest message leaves the window: one more is taken.
    const [oldest] = messages;
    await t.app.db
      .update(supportMessages)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(supportMessages.id, oldest.id));
    await s.write('prospector', 'Agora vai');
    expect((await s.call('prospector', 'POST', P.messages, { body: 'E esta não' })).statusCode).toBe(429);
    const rows = await t.app.db.select().from(supportMessages).where(eq(supportMessages.conversationId, id));
    expect(rows).toHaveLength(SUPPORT_RATE_LIMIT + 1);
  });

  it('refused while closed, leaves the conversation closed', async () => {
    const { id } = await conversation('prospector');
    await s.call('cs', 'POST', adminClose(id));
    expect((await s.call('prospector', 'POST', P.messages, { body: 'Oi' })).statusCode).toBe(429);
    expect((await conversation('prospector')).status).toBe('closed');
  });
});
