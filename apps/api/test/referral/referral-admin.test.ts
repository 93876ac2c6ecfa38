// "Indique e ganhe", the staff's side: the referrals list (search, status, pending first), and the decision —
// converted grants the referrer's account its credits (in its balance and audit) and tells the referrer; declined
// tells them gently; a second decision, an unknown id and non-staff are refused.
import {
  REFERRAL_GRANT_DESCRIPTION,
  REFERRAL_GRANT_ORIGIN,
  REFERRAL_MESSAGES,
  REFERRAL_REWARD_CREDITS,
  REFERRAL_REWARD_VALID_DAYS,
  referralRewardSummary,
} from '@prospecta/contracts/referral-api';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditGrants } from '@/db/schema/credits.ts';
import { mailOutbox } from '@/db/schema/mail.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { referralRegisters } from '@/db/schema/referral.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const M = REFERRAL_MESSAGES;
const SELLER = 'vendas@demo.prospecta.dev';
const MANAGER = 'gerente@demo.prospecta.dev';
const CS = 'cs@prospecta.dev';
const DAY = 24 * 3600_000;

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => {
  tokens[email] ??= (await signIn(t.app, email)).token;
  return tokens[email];
};
const call = async (email: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: email ? bearer(await token(email)) : {}, payload: payload as object });
const list = (email: string, query = '') => call(email, 'GET', `/api/admin/referrals${query}`);
const decide = (email: string, id: string, action: 'convert' | 'decline', body?: unknown) =>
  call(email, 'POST', `/api/admin/referrals/${id}/${action}`, body);
const referrerMails = (email: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%indicação%')));
const userOf = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0];
const notesOf = async (email: string, type: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, (await userOf(email))?.id ?? ''), eq(notifications.type, type)));
const referralGrants = () =>
  t.app.db.select().from(creditGrants).where(eq(creditGrants.origin, REFERRAL_GRANT_ORIGIN));

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const leads: Array<[string, Record<string, string>]> = [
    [SELLER, { name: 'José Conceição', company_name: 'Açougue Boi Bravo', email: 'jose@boibravo.com.br' }],
    [SELLER, { name: 'Bruna Lima', company_name: 'Lima Contabilidade', email: 'bruna@limacontabil.com' }],
    [MANAGER, { name: 'Carlos Dias', company_name: 'Dias Transportes', email: 'carlos@diastransportes.com' }],
  ];
  for (const [referrer, fields] of leads) {
    const { code } = (await call(referrer, 'POST', '/api/referral/find_or_create')).json();
    const res = await call(null, 'POST', `/api/referral/public/${code}/registers`, {
      ...fields,
      phone: '11 3333-4444',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(referralRegisters)
      .where(eq(referralRegisters.email, fields.email ?? ''));
    ids[fields.name ?? ''] = row?.id ?? '';
  }
});
afterAll(async () => t.close());

describe('GET /api/admin/referrals', () => {
  it('is for staff only', async () => {
    for (const email of [OWNER, MANAGER, SELLER]) {
      expect((await list(email)).statusCode).toBe(403);
      expect((await decide(email, ids['Bruna Lima'] ?? '', 'convert')).statusCode).toBe(403);
      expect((await decide(email, ids['Bruna Lima'] ?? '', 'decline')).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/api/admin/referrals')).statusCode).toBe(401);
  });

  it('lists every register newest first with the referrer and account', async () => {
    const res = await list(CS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 10 });
    expect(body.referrals.map((r: { name: string }) => r.name)).toEqual([
      'Carlos Dias',
      'Bruna Lima',
      'José Conceição',
    ]);
    const seller = await userOf(SELLER);
    expect(body.referrals[2]).toEqual({
      id: ids['José Conceição'],
      name: 'José Conceição',
      email: 'jose@boibravo.com.br',
      phone: '1133334444',
      company_name: 'Açougue Boi Bravo',
      cnpj: null,
      created_at: expect.any(String),
      status: 'pending',
      referrer: { id: seller?.id, name: 'Vitor Vendas', email: SELLER },
      account: { id: seller?.accountId, name: 'Demo Comercial' },
      decided_by: null,
      decided_at: null,
      note: null,
      credits: 0,
    });
  });

  it('finds by the lead’s name, e-mail or company and the referrer’s name or e-mail, accents and case ignored', async () => {
    const names = async (query: string) =>
      (await list(ADMIN, query)).json().referrals.map((r: { name: string }) => r.name);
    expect(await names('?q=jose conceicao')).toEqual(['José Conceição']);
    expect(await names('?q=ACOUGUE')).toEqual(['José Conceição']);
    expect(await names('?q=limacontabil')).toEqual(['Bruna Lima']);
    expect(await names('?q=vitor')).toEqual(['Bruna Lima', 'José Conceição']);
    expect(await names('?q=gerente@demo')).toEqual(['Carlos Dias']);
    expect(await names('?q=100%25')).toEqual([]);
    expect(await names('?status=converted')).toEqual([]);
    const bad = await list(ADMIN, '?status=ganho');
    expect(bad.statusCode).toBe(400);
    expect((await list(ADMIN, '?page=0')).json().message).toBe(M.invalidPage);
  });
});

describe('POST /api/admin/referrals/:id/convert', () => {
  it('marks it a customer, grants the referrer’s account the reward and tells the referrer', async () => {
    const seller = await userOf(SELLER);
    const cs = await userOf(CS);
    const owner = await token(OWNER);
    const before = (await call(OWNER, 'GET', '/api/credits/show')).json().click;
    const id = ids['José Conceição'] ?? '';
    const res = await decide(CS, id, 'convert', { note: '  Fechou o plano Pro  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(M.converted);
    expect(body.referral).toMatchObject({
      id,
      status: 'converted',
      decided_by: { id: cs?.id, name: 'Carla Sucesso', email: CS },
      note: 'Fechou o plano Pro',
      credits: REFERRAL_REWARD_CREDITS,
    });
    expect(Date.parse(body.referral.decided_at)).toBeGreaterThan(Date.now() - 60_000);

    const [grant] = await referralGrants();
    expect(grant).toMatchObject({
      accountId: seller?.accountId,
      type: 'click',
      amount: REFERRAL_REWARD_CREDITS,
      origin: REFERRAL_GRANT_ORIGIN,
      description: REFERRAL_GRANT_DESCRIPTION,
      createdBy: cs?.id,
    });
    const validFor = (grant?.expiresAt?.getTime() ?? 0) - Date.parse(body.referral.decided_at);
    expect(validFor).toBe(REFERRAL_REWARD_VALID_DAYS * DAY);
    const [stored] = await t.app.db.select().from(referralRegisters).where(eq(referralRegisters.id, id));
    expect(stored?.grantId).toBe(grant?.id);

    // In the account's balance and in the staff's audit.
    const after = (await t.app.inject({ url: '/api/credits/show', headers: bearer(owner) })).json().click;
    expect(after).toEqual({ value: before.value + 500, remaining: before.remaining + 500 });
    const audit = (await call(ADMIN, 'GET', `/api/credit_histories/${seller?.accountId}/all`)).json();
    expect(audit.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'grant',
          type: 'click',
          amount: 500,
          description: REFERRAL_GRANT_DESCRIPTION,
          user: expect.objectContaining({ email: CS }),
        }),
      ]),
    );

    const [note] = await notesOf(SELLER, 'referral_converted');
    expect(note?.message).toBe(
      `Açougue Boi Bravo, que você indicou, agora é cliente do Prospecta. Obrigado! Sua conta ganhou ${referralRewardSummary()}.`,
    );
    expect(note?.message).toContain('500 créditos de consulta válidos por 90 dias');
    expect(note?.data).toEqual({ registerId: id });

    // And by e-mail, with the reward and the way to their list.
    const mails = await referrerMails(SELLER);
    expect(mails.map((m) => m.subject)).toEqual(['Prospecta: sua indicação virou cliente']);
    expect(mails[0]?.text).toContain('Açougue Boi Bravo, que você indicou, agora é cliente do Prospecta.');
    expect(mails[0]?.text).toContain(`ganhou ${referralRewardSummary()}`);
    expect(mails[0]?.text).toContain('/user/share-and-win#indicacoes');

    // The referrer sees it in their list and totals.
    const mine = (await call(SELLER, 'GET', '/api/referral/list_registers_by_referral')).json();
    expect(mine).toMatchObject({ total: 2, converted_count: 1, credits_earned: 500 });
    expect(mine.registers.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'converted',
      credits: 500,
      decided_at: body.referral.decided_at,
    });
  });

  it('refuses a second decision (422), an unknown id (404) and a malformed one, granting nothing more', async () => {
    const id = ids['José Conceição'] ?? '';
    for (const action of ['convert', 'decline'] as const) {
      const again = await decide(ADMIN, id, action);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(M.alreadyDecided);
    }
    const unknown = await decide(ADMIN, crypto.randomUUID(), 'convert', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.registerNotFound);
    const malformed = await decide(ADMIN, 'abc', 'decline');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(M.registerNotFound);
    const long = await decide(ADMIN, ids['Bruna Lima'] ?? '', 'convert', { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.tooLong(500));
    const extra = await decide(ADMIN, ids['Bruna Lima'] ?? '', 'convert', { nota: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(await referralGrants()).toHaveLength(1);
    const [stored] = await t.app.db.select().from(referralRegisters).where(eq(referralRegisters.id, id));
    expect(stored).toMatchObject({ status: 'converted', note: 'Fechou o plano Pro' });
  });

  it('lists the pending ones first, then the decided, newest first', async () => {
    const names = (await list(CS))
      .json()
      .referrals.map((r: { name: string; status: string }) => [r.name, r.status]);
    expect(names).toEqual([
      ['Carlos Dias', 'pending'],
      ['Bruna Lima', 'pending'],
      ['José Conceição', 'converted'],
    ]);
    const converted = (await list(CS, '?status=converted')).json();
    expect(converted.referrals.map((r: { name: string }) => r.name)).toEqual(['José Conceição']);
  });
});

describe('POST /api/admin/referrals/:id/decline', () => {
  it('marks it not closed, grants nothing and tells the referrer gently; the e-mail may be referred again', async () => {
    const id = ids['Carlos Dias'] ?? '';
    const res = await decide(ADMIN, id, 'decline');
    expect(res.statusCode).toBe(200);
    // Told in the app only: the one referral e-mail is still the conversion's.
    const mails = await t.app.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%indicação%'));
    expect(mails).toHaveLength(1);
    expect(res.json()).toMatchObject({
      message: M.declined,
      referral: { id, status: 'declined', note: null, credits: 0, decided_by: { email: ADMIN } },
    });
    expect(await referralGrants()).toHaveLength(1);
    const [note] = await notesOf(MANAGER, 'referral_declined');
    expect(note?.message).toBe(
      'A indicação de Carlos Dias (Dias Transportes) não virou negócio desta vez. Obrigado por indicar! Seu link continua valendo para outras empresas.',
    );
    expect((await decide(CS, id, 'convert')).json().message).toBe(M.alreadyDecided);

    // A declined lead is no longer "already referred": someone else may refer them.
    const { code } = (await call(SELLER, 'POST', '/api/referral/find_or_create')).json();
    const again = await call(null, 'POST', `/api/referral/public/${code}/registers`, {
      name: 'Carlos Dias',
      company_name: 'Dias Transportes',
      email: 'carlos@diastransportes.com',
      phone: '11 3333-4444',
    });
    expect(again.statusCode).toBe(201);
    // While pending or converted, once.
    const third = await call(null, 'POST', `/api/referral/public/${code}/registers`, {
      name: 'Carlos Dias',
      company_name: 'Dias Transportes',
      email: 'jose@boibravo.com.br',
      phone: '11 3333-4444',
    });
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(M.alreadyReferred);
  });
});

describe('a referrer switched off since', () => {
  it('still earns the account the reward, but is not e-mailed', async () => {
    const id = ids['Bruna Lima'] ?? '';
    const referral = (await list(CS, '?status=pending'))
      .json()
      .referrals.find((r: { id: string }) => r.id === id);
    const referrer = referral?.referrer.email ?? '';
    await t.app.db.update(users).set({ active: false }).where(eq(users.email, referrer));
    try {
      const before = (await referrerMails(referrer)).length;
      const res = await decide(CS, id, 'convert');
      expect(res.statusCode).toBe(200);
      expect(res.json().referral).toMatchObject({ status: 'converted', credits: REFERRAL_REWARD_CREDITS });
      expect(await referralGrants()).toHaveLength(2);
      expect(await referrerMails(referrer)).toHaveLength(before);
    } finally {
      await t.app.db.update(users).set({ active: true }).where(eq(users.email, referrer));
    }
  });
});
