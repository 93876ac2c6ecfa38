// The support chat, the staff's side: the list (open first by default, those awaiting an answer first and the
// longest waiting first, then newest activity first, searched without accents or case over user, e-mail and
// account, "only my accounts", "only awaiting", paged, unread counts), one conversation
// (opening it reads the user's messages), the answer (first name to the user, one bell notification until it is
// read, a closed conversation opened again), closing once; customers are refused, unknown ids are 404.
import { SUPPORT_ADMIN_PAGE_SIZE, SUPPORT_MESSAGES } from '@prospecta/contracts/support-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { users } from '@/db/schema/users.ts';
import { insertMessage, openConversationFor } from '@/modules/support/support.repository.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  adminClose,
  adminConversation,
  adminReply,
  CUSTOMERS,
  openSession,
  P,
  replyNotifications,
  type Session,
} from './support-fixture.ts';

const M = SUPPORT_MESSAGES;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let s: Session;
/** Conversation ids by writer. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  s = await openSession(t);
  ids.owner = (await s.write('owner', 'Como importo meus contatos?', '/lists')).conversation_id;
  ids.user = (await s.write('user', 'Minha exportação falhou')).conversation_id;
  await s.write('user', 'Era para o Pipedrive');
  ids.stranger = (await s.write('stranger', 'Quero mais usuários')).conversation_id;
});
afterAll(() => t?.close());

const list = async (who: 'admin' | 'cs', query = '') => {
  const res = await s.call(who, 'GET', `${P.adminList}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const listed = async (who: 'admin' | 'cs', query = '') =>
  (await list(who, query)).conversations.map((c: { id: string }) => c.id);

describe('who', () => {
  it('refuses every customer role on every staff route, changing nothing', async () => {
    for (const who of CUSTOMERS) {
      for (const [method, url, payload] of [
        ['GET', P.adminList, undefined],
        ['GET', adminConversation(ids.owner ?? ''), undefined],
        ['POST', adminReply(ids.owner ?? ''), { body: 'Resposta falsa' }],
        ['POST', adminClose(ids.owner ?? ''), undefined],
      ] as const) {
        const res = await s.call(who, method, url, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    const owner = await s.call('owner', 'GET', P.conversation);
    expect(owner.json()).toMatchObject({ status: 'open', unread: 0 });
    expect(owner.json().messages).toHaveLength(1);
  });
});

describe('the list', () => {
  it('gives the open conversations, the longest waiting first, with user, account, CS, last message and unread', async () => {
    const body = await list('admin');
    expect(body).toMatchObject({ total: 3, page: 1, page_size: SUPPORT_ADMIN_PAGE_SIZE, unread_total: 4 });
    expect(body.conversations.map((c: { id: string }) => c.id)).toEqual([ids.owner, ids.user, ids.stranger]);
    const [cs] = await t.app.db.select().from(users).where(eq(users.email, 'cs@prospecta.dev'));
    const user = body.conversations[1];
    expect(user).toMatchObject({
      status: 'open',
      user: { name: 'Vitor Vendas', email: 'vendas@demo.prospecta.dev' },
      account: { name: 'Demo Comercial' },
      cs: { id: cs?.id, name: 'Carla Sucesso' },
      unread: 2,
      awaiting_reply: true,
      last_message: { author_kind: 'customer', author_name: 'Vitor Vendas', body: 'Era para o Pipedrive' },
    });
    expect(user.updated_at).toBe(user.last_message.created_at);
    expect(body.conversations[2]).toMatchObject({ account: { name: 'Outra Conta' }, cs: null, unread: 1 });
  });

  it('searches user, e-mail and account without accents or case', async () => {
    expect(await listed('admin', '?q=OLIVIA')).toEqual([ids.owner]);
    expect(await listed('admin', '?q=vendas%40demo')).toEqual([ids.user]);
    expect(await listed('admin', '?q=outra%20conta')).toEqual([ids.stranger]);
    expect(await listed('admin', '?q=demo%20comercial')).toEqual([ids.owner, ids.user]);
    expect(await listed('admin', '?q=ninguem')).toEqual([]);
    expect(await listed('admin', '?q=100%25')).toEqual([]);
  });

  it('keeps to the accounts whose CS the caller is with mine=true', async () => {
    expect(await listed('cs', '?mine=true')).toEqual([ids.owner, ids.user]);
    expect(await listed('admin', '?mine=true')).toEqual([]);
    expect(await listed('cs', '?mine=false')).toHaveLength(3);
  });

  it('refuses nonsense filters in Portuguese', async () => {
    for (const [query, message] of [
      ['?status=pendente', 'Situação inválida'],
      ['?mine=sim', 'Filtro inválido'],
      ['?awaiting=1', 'Filtro inválido'],
      ['?page=0', M.invalidPage],
      ['?page=abc', M.invalidPage],
      [`?q=${'a'.repeat(201)}`, 'No máximo 200 caracteres'],
    ] as const) {
      const res = await s.call('admin', 'GET', `${P.adminList}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it(`pages ${SUPPORT_ADMIN_PAGE_SIZE} at a time, those awaiting an answer before the answered ones`, async () => {
    const [extra] = await t.app.db.insert(accounts).values({ name: 'Conta Volumosa' }).returning();
    if (!extra) throw new Error('no account');
    for (let i = 0; i < SUPPORT_ADMIN_PAGE_SIZE; i++) {
      const [user] = await t.app.db
        .insert(users)
        .values({ accountId: extra.id, name: `Cliente ${i}`, email: `cliente${i}@volumosa.test` })
        .returning();
      if (!user) throw new Error('no user');
      const conversation = await openConversationFor(t.app.db, user.id, extra.id);
      await insertMessage(t.app.db, {
        conversationId: conversation.id,
        authorKind: 'customer',
        authorUserId: user.id,
        body: `Pergunta ${i}`,
        page: null,
      });
      // Answered: newer activity than the three waiting, yet listed after them.
      await insertMessage(t.app.db, {
        conversationId: conversation.id,
        authorKind: 'staff',
        authorUserId: await s.userId('cs'),
        body: `Resposta ${i}`,
        page: null,
      });
    }
    const first = await list('admin');
    expect(first.total).toBe(SUPPORT_ADMIN_PAGE_SIZE + 3);
    expect(first.conversations).toHaveLength(SUPPORT_ADMIN_PAGE_SIZE);
    expect(first.conversations.slice(0, 4).map((c: { user: { name: string } }) => c.user.name)).toEqual([
      'Olívia Proprietária',
      'Vitor Vendas',
      'Otávio Outro',
      `Cliente ${SUPPORT_ADMIN_PAGE_SIZE - 1}`,
    ]);
    expect(first.conversations.map((c: { awaiting_reply: boolean }) => c.awaiting_reply)).toEqual([
      true,
      true,
      true,
      ...Array(SUPPORT_ADMIN_PAGE_SIZE - 3).fill(false),
    ]);
    const second = await list('admin', '?page=2');
    expect(second.conversations.map((c: { user: { name: string } }) => c.user.name)).toEqual([
      'Cliente 2',
      'Cliente 1',
      'Cliente 0',
    ]);
    expect(await listed('admin', '?awaiting=true')).toEqual([ids.owner, ids.user, ids.stranger]);
    expect((await list('admin', '?awaiting=true')).total).toBe(3);
    expect(await listed('admin', '?q=volumosa')).toHaveLength(SUPPORT_ADMIN_PAGE_SIZE);
    expect(await listed('admin', '?q=volumosa&page=2')).toEqual([]);
  });
});

describe('one conversation', () => {
  it("gives the messages and reads the user's", async () => {
    const before = (await list('admin')).unread_total;
    const res = await s.call('cs', 'GET', adminConversation(ids.user ?? ''));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: ids.user, status: 'open', unread: 0, user: { name: 'Vitor Vendas' } });
    expect(body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Minha exportação falhou',
      'Era para o Pipedrive',
    ]);
    expect((await list('admin')).unread_total).toBe(before - 2);
    const summary = (await list('admin', '?q=vitor')).conversations[0];
    expect(summary.unread).toBe(0);
    // Read is not answered: still awaiting, and the list keeps its order.
    expect(summary.awaiting_reply).toBe(true);
    expect(await listed('admin', '?awaiting=true')).toEqual([ids.owner, ids.user, ids.stranger]);
  });

  it('answers 404 for unknown and malformed ids on every route', async () => {
    for (const id of [UNKNOWN, 'abc', '1']) {
      for (const [method, url, payload] of [
        ['GET', adminConversation(id), undefined],
        ['POST', adminReply(id), { body: 'Oi' }],
        ['POST', adminClose(id), undefined],
      ] as const) {
        const res = await s.call('admin', method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(M.conversationNotFound);
      }
    }
  });
});

describe('the answer', () => {
  it('reaches the user with the first name, and the bell once however many answers', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await s.call('cs', 'POST', adminReply(ids.owner ?? ''), { body: `Resposta ${i}` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        conversation_id: ids.owner,
        message: { author_kind: 'staff', author_name: 'Carla', body: `Resposta ${i}`, page: null },
      });
    }
    const seen = (await s.call('owner', 'GET', P.conversation)).json();
    expect(seen.unread).toBe(5);
    // Answered: no longer awaiting, and after those still waiting.
    expect((await list('admin', '?q=olivia')).conversations[0].awaiting_reply).toBe(false);
    expect(await listed('admin', '?awaiting=true')).toEqual([ids.user, ids.stranger]);
    const bell = await replyNotifications(s, 'owner');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      title: 'Resposta do suporte',
      message: 'A equipe do Prospecta respondeu sua mensagem de suporte.',
      data: { conversationId: ids.owner },
      read: false,
    });
    // Once read, the next answer rings again.
    await t.app.db
      .update(notifications)
      .set({ read: true })
      .where(eq(notifications.id, bell[0]?.id ?? ''));
    await s.call('admin', 'POST', adminReply(ids.owner ?? ''), { body: 'Mais uma coisa' });
    expect(await replyNotifications(s, 'owner')).toHaveLength(2);
    expect(await replyNotifications(s, 'user')).toHaveLength(0);
  });

  it('is read in the bell once the user read the answers in the widget or wrote after them', async () => {
    expect((await replyNotifications(s, 'owner')).filter((n) => !n.read)).toHaveLength(1);
    expect((await s.call('owner', 'POST', P.read, {})).statusCode).toBe(204);
    expect((await replyNotifications(s, 'owner')).every((n) => n.read)).toBe(true);
    await s.call('cs', 'POST', adminReply(ids.owner ?? ''), { body: 'Mais um detalhe' });
    expect((await replyNotifications(s, 'owner')).filter((n) => !n.read)).toHaveLength(1);
    await s.write('owner', 'Entendi');
    expect(await replyNotifications(s, 'owner')).toHaveLength(3);
    expect((await replyNotifications(s, 'owner')).every((n) => n.read)).toBe(true);
  });

  it("counts as staff's reading of the user's messages", async () => {
    await s.write('stranger', 'E então?');
    const before = (await list('admin', '?q=outra')).conversations[0].unread;
    expect(before).toBe(2);
    await s.call('admin', 'POST', adminReply(ids.stranger ?? ''), { body: 'Já vamos liberar.' });
    expect((await list('admin', '?q=outra')).conversations[0].unread).toBe(0);
  });

  it('refuses bad bodies in Portuguese', async () => {
    for (const [payload, message] of [
      [{ body: '' }, M.bodyRequired],
      [{}, M.bodyRequired],
      [{ body: 'Oi', page: '/admin' }, 'Campo desconhecido: page'],
    ] as const) {
      const res = await s.call('cs', 'POST', adminReply(ids.owner ?? ''), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('closing', () => {
  it('closes once; a second close is refused; the list shows it under closed and all', async () => {
    const res = await s.call('cs', 'POST', adminClose(ids.stranger ?? ''));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.closed });
    const again = await s.call('admin', 'POST', adminClose(ids.stranger ?? ''));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.alreadyClosed);
    expect(await listed('admin', '?status=closed')).toEqual([ids.stranger]);
    expect(await listed('admin', '?q=outra')).toEqual([]);
    expect(await listed('admin', '?q=outra&status=all')).toEqual([ids.stranger]);
  });

  it('leaves the unread of closed conversations out of the total', async () => {
    await s.write('user', 'Outra dúvida');
    const total = (await list('admin')).unread_total;
    await s.call('admin', 'POST', adminClose(ids.user ?? ''));
    expect((await list('admin')).unread_total).toBe(total - 1);
  });

  it('opens again on a staff answer', async () => {
    const res = await s.call('cs', 'POST', adminReply(ids.stranger ?? ''), { body: 'Reabrindo para avisar' });
    expect(res.statusCode).toBe(201);
    expect(await listed('admin', '?q=outra')).toEqual([ids.stranger]);
    const seen = (await s.call('stranger', 'GET', P.conversation)).json();
    expect(seen).toMatchObject({ id: ids.stranger, status: 'open' });
  });

  it("awaits no one once closed, even with the user's message last; the user's next message awaits again", async () => {
    await s.write('owner', 'Pergunta sem resposta');
    expect(await listed('admin', '?awaiting=true')).toContain(ids.owner);
    await s.call('cs', 'POST', adminClose(ids.owner ?? ''));
    const closed = (await list('admin', '?q=olivia&status=all')).conversations[0];
    expect(closed).toMatchObject({ status: 'closed', awaiting_reply: false });
    expect(await listed('admin', '?awaiting=true&status=all')).not.toContain(ids.owner);
    await s.write('owner', 'Ainda preciso de ajuda');
    expect((await list('admin', '?q=olivia')).conversations[0]).toMatchObject({ awaiting_reply: true });
  });
});
