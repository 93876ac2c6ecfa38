// "Indique e ganhe", the customer's and the visitor's side: a user's one link, the public invite, the visitor's
// register (validated, once per e-mail, never an existing user's) and the referrer's list and notification.
import {
  maskEmail,
  REFERRAL_MESSAGES,
  REFERRAL_REWARD_CREDITS,
  REFERRAL_REWARD_VALID_DAYS,
} from '@prospecta/contracts/referral-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/db/schema/notifications.ts';
import { referralLinks, referralRegisters } from '@/db/schema/referral.ts';
import { users } from '@/db/schema/users.ts';
import * as repo from '@/modules/referral/referral.repository.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, TEST_APP_URL, type TestApp } from '../helper.ts';

const M = REFERRAL_MESSAGES;
const SELLER = 'vendas@demo.prospecta.dev';
const MANAGER = 'gerente@demo.prospecta.dev';
const SDR = 'sdr@demo.prospecta.dev';
const CS = 'cs@prospecta.dev';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => {
  tokens[email] ??= (await signIn(t.app, email)).token;
  return tokens[email];
};
const call = async (email: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: email ? bearer(await token(email)) : {}, payload: payload as object });
const linkOf = async (email: string) => (await call(email, 'POST', '/api/referral/find_or_create')).json();
const invite = (code: string) => call(null, 'GET', `/api/referral/public/${code}`);
// Each visitor from an address of their own, as real ones come: the per-IP limit has its own test.
let visitor = 0;
const register = (code: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/referral/public/${encodeURIComponent(code)}/registers`,
    payload: body as object,
    remoteAddress: `10.0.${Math.floor(++visitor / 250)}.${visitor % 250}`,
  });
const registersOf = (email: string, query = '') =>
  call(email, 'GET', `/api/referral/list_registers_by_referral${query}`);
const userId = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';
const registerCount = async () => (await t.app.db.select().from(referralRegisters)).length;

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Souza',
  company_name: 'Padaria Estrela',
  email: 'maria@padariaestrela.com.br',
  phone: '(11) 98765-4321',
  cnpj: '11.222.333/0001-81',
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('POST /api/referral/find_or_create', () => {
  it('draws a 10-character code the first time and gives the same link afterwards', async () => {
    const first = await call(OWNER, 'POST', '/api/referral/find_or_create');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(body).toEqual({
      code: body.code,
      link: `${TEST_APP_URL}/indicacao/${body.code}`,
      reward_credits: REFERRAL_REWARD_CREDITS,
      reward_valid_days: REFERRAL_REWARD_VALID_DAYS,
    });
    expect(await linkOf(OWNER)).toEqual(body);
    // Every role of a customer's account has one, each their own.
    const others = await Promise.all([SELLER, MANAGER, SDR].map(linkOf));
    expect(new Set([body.code, ...others.map((o) => o.code)]).size).toBe(4);
    expect(await t.app.db.select().from(referralLinks)).toHaveLength(4);
  });

  it('is refused to staff (403) and to nobody signed in (401)', async () => {
    for (const email of [ADMIN, CS]) {
      const res = await call(email, 'POST', '/api/referral/find_or_create');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.staffNoReferral);
      const list = await registersOf(email);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(M.staffNoReferral);
    }
    expect((await call(null, 'POST', '/api/referral/find_or_create')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/referral/list_registers_by_referral')).statusCode).toBe(401);
    expect(await t.app.db.select().from(referralLinks)).toHaveLength(4);
  });
});

describe('the public invite', () => {
  it('greets the visitor with the referrer’s first name and account', async () => {
    const { code } = await linkOf(OWNER);
    const res = await invite(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ referrer_first_name: 'Olívia', account_name: 'Demo Comercial' });
  });

  it('answers the same 404 for an unknown, malformed, staff’s or switched-off link', async () => {
    // A link of an internal account's user (none is drawn for staff: written here by hand).
    const staffLink = await repo.insertLink(t.app.db, {
      userId: await userId(ADMIN),
      accountId: (await t.app.db.select().from(users).where(eq(users.email, ADMIN)))[0]?.accountId ?? '',
      code: 'equipe1234',
    });
    expect(staffLink).not.toBeNull();
    for (const code of ['naoexiste1', 'ab', 'x'.repeat(40), 'tem espaco', 'equipe1234']) {
      const res = await invite(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().message, code).toBe(M.linkNotFound);
      const posted = await register(code, lead());
      expect(posted.statusCode, code).toBe(404);
      expect(posted.json().message, code).toBe(M.linkNotFound);
    }
    expect(await registerCount()).toBe(0);
  });
});

describe('POST /api/referral/public/:code/registers', () => {
  it('stores the lead, answers 201 and notifies the referrer', async () => {
    const { code } = await linkOf(SELLER);
    const res = await register(code, lead({ email: ' Maria@PadariaEstrela.com.br ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: M.registered });
    const [stored] = await t.app.db.select().from(referralRegisters);
    expect(stored).toMatchObject({
      referrerUserId: await userId(SELLER),
      name: 'Maria Souza',
      companyName: 'Padaria Estrela',
      email: 'maria@padariaestrela.com.br',
      phone: '11987654321',
      cnpj: '11222333000181',
      status: 'pending',
      grantId: null,
    });
    const [note] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, await userId(SELLER)), eq(notifications.type, 'referral_registered')),
      );
    expect(note?.message).toBe(
      'Maria Souza (Padaria Estrela) se cadastrou pelo seu link de indicação. Nossa equipe vai entrar em contato e avisamos você quando houver novidade.',
    );
    expect(note?.data).toEqual({ registerId: stored?.id });
    // Seen in the app's notifications too.
    const page = (await call(SELLER, 'GET', `/api/user/${await userId(SELLER)}/notifications`)).json();
    expect(page.notifications[0]).toMatchObject({
      type: 'referral_registered',
      title: 'Nova indicação pelo seu link',
    });
  });

  it('takes the CNPJ as optional and the phone with +55', async () => {
    const { code } = await linkOf(SELLER);
    const res = await register(
      code,
      lead({ email: 'joao@oficina.com', cnpj: '', phone: '+55 21 3333-4444' }),
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await t.app.db
      .select()
      .from(referralRegisters)
      .where(eq(referralRegisters.email, 'joao@oficina.com'));
    expect(stored).toMatchObject({ cnpj: null, phone: '2133334444' });
    const { cnpj: _none, ...withoutCnpj } = lead({ email: 'ana@oficina.com' });
    expect((await register(code, withoutCnpj)).statusCode).toBe(201);
  });

  it('refuses bad fields with the contract’s messages and stores nothing', async () => {
    const { code } = await linkOf(OWNER);
    const before = await registerCount();
    const cases: Array<[unknown, string]> = [
      [lead({ name: undefined }), M.nameRequired],
      [lead({ name: '   ' }), M.nameRequired],
      [lead({ name: 'x'.repeat(121) }), M.tooLong(120)],
      [lead({ company_name: '' }), M.companyRequired],
      [lead({ company_name: 'x'.repeat(161) }), M.tooLong(160)],
      [lead({ email: undefined }), M.emailRequired],
      [lead({ email: 'maria@' }), M.invalidEmail],
      [lead({ email: 'sem-arroba.com' }), M.invalidEmail],
      [lead({ phone: undefined }), M.phoneRequired],
      [lead({ phone: '' }), M.phoneRequired],
      [lead({ phone: '12345' }), M.invalidPhone],
      [lead({ phone: '(11) 9876-abcd' }), M.invalidPhone],
      [lead({ cnpj: '11.222.333/0001-82' }), M.invalidCnpj],
      [lead({ cnpj: '123' }), M.invalidCnpj],
      [lead({ site: 'https://x.com' }), 'Campo desconhecido: site'],
      [{}, M.nameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await register(code, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await registerCount()).toBe(before);
  });

  it('refuses an e-mail that is a Prospecta user’s (422), but not a deleted user’s', async () => {
    const { code } = await linkOf(OWNER);
    for (const email of [MANAGER, 'ADMIN@prospecta.dev']) {
      const res = await register(code, lead({ email }));
      expect(res.statusCode, email).toBe(422);
      expect(res.json().message).toBe(M.alreadyUser);
    }
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, SDR));
    expect((await register(code, lead({ email: SDR }))).statusCode).toBe(201);
    await t.app.db.update(users).set({ deletedAt: null }).where(eq(users.email, SDR));
  });

  it('refuses an e-mail already referred and pending, by anyone (422)', async () => {
    const { code } = await linkOf(MANAGER);
    const before = await registerCount();
    const res = await register(code, lead({ email: 'MARIA@padariaestrela.com.br', name: 'Outra Maria' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.alreadyReferred);
    expect(await registerCount()).toBe(before);
  });

  it('answers 404 once the referrer is switched off or deleted, and again when back on', async () => {
    const { code } = await linkOf(SDR);
    expect((await invite(code)).statusCode).toBe(200);
    await t.app.db.update(users).set({ active: false }).where(eq(users.email, SDR));
    expect((await invite(code)).json()).toEqual({ message: M.linkNotFound });
    expect((await register(code, lead({ email: 'novo@lead.com' }))).statusCode).toBe(404);
    await t.app.db.update(users).set({ active: true, deletedAt: new Date() }).where(eq(users.email, SDR));
    expect((await invite(code)).statusCode).toBe(404);
    await t.app.db.update(users).set({ deletedAt: null }).where(eq(users.email, SDR));
    expect((await invite(code)).statusCode).toBe(200);
  });
});

describe('GET /api/referral/list_registers_by_referral', () => {
  it('lists the caller’s registers newest first, 10 a page, the e-mail masked', async () => {
    const { code } = await linkOf(MANAGER);
    for (let i = 1; i <= 12; i += 1) {
      const res = await register(code, lead({ name: `Lead ${i}`, email: `lead${i}@empresa${i}.com.br` }));
      expect(res.statusCode).toBe(201);
    }
    const first = await registersOf(MANAGER);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: 12, page: 1, page_size: 10, converted_count: 0, credits_earned: 0 });
    expect(page1.registers.map((r: { name: string }) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lead ${12 - i}`),
    );
    expect(page1.registers[0]).toEqual({
      id: expect.any(String),
      name: 'Lead 12',
      company_name: 'Padaria Estrela',
      email_masked: 'le***@empresa12.com.br',
      created_at: expect.any(String),
      status: 'pending',
      decided_at: null,
      credits: 0,
    });
    expect(maskEmail('lead12@empresa12.com.br')).toBe('le***@empresa12.com.br');
    const page2 = (await registersOf(MANAGER, '?page=2')).json();
    expect(page2.registers.map((r: { name: string }) => r.name)).toEqual(['Lead 2', 'Lead 1']);
    // Only one's own.
    const seller = (await registersOf(SELLER)).json();
    expect(seller.total).toBe(3);
    expect(seller.registers.every((r: { name: string }) => !r.name.startsWith('Lead'))).toBe(true);
  });

  it('refuses page 0 and a page that is no number', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1.5']) {
      const res = await registersOf(OWNER, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(M.invalidPage);
    }
  });
});
