// Reactivation: staff create a token for an account (validation, one open at a time, the owner e-mailed); the
// account's users meet the welcome-back gift; the first click claims it as a credit grant exactly once.
import {
  REACTIVATION_CLAIM_DAYS,
  REACTIVATION_MESSAGES,
  REACTIVATION_VALID_DAYS,
} from '@prospecta/contracts/reactivation-api';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { creditGrants } from '@/db/schema/credits.ts';
import { mailOutbox } from '@/db/schema/mail.ts';
import { reactivationTokens } from '@/db/schema/reactivation.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const SELLER = 'vendas@demo.prospecta.dev';
const MANAGER = 'gerente@demo.prospecta.dev';
const CS = 'cs@prospecta.dev';
const OTHER_OWNER = 'rita@padaria.com.br';
const DAY = 24 * 3600_000;

let t: TestApp;
let demoId = '';
let otherId = '';
const tokens: Record<string, string> = {};
const token = async (email: string) => {
  tokens[email] ??= (await signIn(t.app, email)).token;
  return tokens[email];
};
const call = async (email: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: email ? bearer(await token(email)) : {}, payload });
const modal = async (email: string) =>
  (await call(email, 'GET', '/api/accounts/show_reactivation_and_reengagement_modal')).json();
const create = (email: string | null, body: object) =>
  call(email, 'POST', '/api/user/reactivation/create_token', body);
const saw = (email: string, body?: object) => call(email, 'PATCH', '/api/user/reactivation/saw_modal', body);
const canReactivate = async (email: string) =>
  (await call(email, 'GET', '/api/user/me')).json().can_reactivate as boolean;
const grantsOf = (accountId: string) =>
  t.app.db
    .select()
    .from(creditGrants)
    .where(and(eq(creditGrants.accountId, accountId), eq(creditGrants.origin, 'reactivation')));
const tokenCount = async () => (await t.app.db.select().from(reactivationTokens)).length;

beforeAll(async () => {
  t = await buildTestApp();
  const [demo] = await t.app.db.select().from(accounts).where(eq(accounts.name, 'Demo Comercial'));
  demoId = demo?.id ?? '';
  const res = await call(ADMIN, 'POST', '/api/admin/create_account', {
    account: { name: 'Padaria Estrela', plan_name: 'Plano Essencial', max_users_count: 2 },
    owner: { name: 'Rita Estrela', email: OTHER_OWNER },
  });
  expect(res.statusCode).toBe(201);
  otherId = res.json().account.id;
  // The new owner signs in with the demo users' password (a code in real life).
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, OWNER));
  await t.app.db.update(users).set({ passwordHash: owner?.passwordHash }).where(eq(users.email, OTHER_OWNER));
});
afterAll(async () => t.close());

describe('creating a reactivation token', () => {
  it('is for staff only, and the validation refuses bad input without writing', async () => {
    for (const email of [OWNER, MANAGER]) {
      expect((await create(email, { account_id: demoId })).statusCode).toBe(403);
      expect((await call(email, 'GET', '/api/admin/reactivation/tokens')).statusCode).toBe(403);
      expect((await call(email, 'GET', '/api/admin/reactivation/accounts?q=demo')).statusCode).toBe(403);
    }
    expect((await create(null, { account_id: demoId })).statusCode).toBe(401);

    const [internal] = await t.app.db.select().from(accounts).where(eq(accounts.accountType, 'internal'));
    const cases: Array<[object, number, string]> = [
      [{}, 400, REACTIVATION_MESSAGES.accountRequired],
      [{ account_id: 'abc' }, 400, REACTIVATION_MESSAGES.accountNotFound],
      [{ account_id: demoId, credits: 0 }, 400, REACTIVATION_MESSAGES.invalidCredits],
      [{ account_id: demoId, credits: 1.5 }, 400, REACTIVATION_MESSAGES.invalidCredits],
      [{ account_id: demoId, credits: 10_001 }, 400, REACTIVATION_MESSAGES.invalidCredits],
      [{ account_id: demoId, credits: '100' }, 400, REACTIVATION_MESSAGES.invalidCredits],
      [{ account_id: demoId, reactivation_token: 'curto' }, 400, REACTIVATION_MESSAGES.invalidToken],
      [{ account_id: demoId, extra: 1 }, 400, 'Campo desconhecido: extra'],
      [{ account_id: crypto.randomUUID() }, 422, REACTIVATION_MESSAGES.accountNotFound],
      [{ account_id: internal?.id }, 422, REACTIVATION_MESSAGES.notCustomer],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(CS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await tokenCount()).toBe(0);
  });

  it('creates it with 100 credits by default, e-mails the owner and lets the account’s users reactivate', async () => {
    expect(await canReactivate(SELLER)).toBe(false);
    const res = await create(CS, { account_id: demoId });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Token criado com sucesso');
    expect(body.notified).toEqual([OWNER]);
    expect(body.token).toMatchObject({
      account: { id: demoId, name: 'Demo Comercial' },
      credits: 100,
      created_by: { name: 'Carla Sucesso', email: CS },
      claimed_by: null,
      status: 'open',
    });
    expect(body.token.reactivation_token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const claimWindow = Date.parse(body.token.claim_until) - Date.parse(body.token.created_at);
    expect(claimWindow).toBe(REACTIVATION_CLAIM_DAYS * DAY);

    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, OWNER))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe('Prospecta: um presente de boas-vindas para a sua volta');
    expect(mail?.text).toContain('100 créditos de consulta válidos por 33 dias');
    expect(mail?.text).toContain('http://prospecta.test/login?modo=codigo&email=owner%40demo.prospecta.dev');

    for (const email of [OWNER, SELLER, MANAGER]) expect(await canReactivate(email)).toBe(true);
    expect(await canReactivate(OTHER_OWNER)).toBe(false);
  });

  it('refuses a second open token for the account and a token value already used', async () => {
    const again = await create(ADMIN, { account_id: demoId, credits: 50 });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(REACTIVATION_MESSAGES.alreadyOpen);
    const [open] = await t.app.db.select().from(reactivationTokens);
    const taken = await create(ADMIN, { account_id: otherId, reactivation_token: open?.token });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe(REACTIVATION_MESSAGES.tokenTaken);
    expect(await tokenCount()).toBe(1);
  });

  it('finds accounts by name or a user’s e-mail, with their open token, and lists the tokens', async () => {
    const byName = (await call(CS, 'GET', '/api/admin/reactivation/accounts?q=demo comercial')).json();
    expect(byName.accounts).toEqual([
      expect.objectContaining({
        id: demoId,
        owner: { name: expect.any(String), email: OWNER },
        open_token_id: expect.any(String),
      }),
    ]);
    const byEmail = (await call(CS, 'GET', '/api/admin/reactivation/accounts?q=rita@padaria')).json();
    expect(byEmail.accounts.map((a: { id: string }) => a.id)).toEqual([otherId]);
    expect(byEmail.accounts[0].open_token_id).toBeNull();
    // Prospecta's own account is never offered.
    const staffSearch = (await call(CS, 'GET', '/api/admin/reactivation/accounts?q=prospecta.dev')).json();
    expect(staffSearch.accounts.every((a: { account_type: string }) => a.account_type !== 'internal')).toBe(
      true,
    );

    const list = (await call(CS, 'GET', '/api/admin/reactivation/tokens?status=open')).json();
    expect(list).toMatchObject({ total: 1, page: 1, page_size: 10 });
    expect(list.tokens[0].account.name).toBe('Demo Comercial');
    expect((await call(CS, 'GET', '/api/admin/reactivation/tokens?status=claimed')).json().total).toBe(0);
    expect((await call(CS, 'GET', '/api/admin/reactivation/tokens?q=padaria')).json().total).toBe(0);
  });
});

describe('the welcome-back gift', () => {
  it('is shown to the account’s users only, naming its CS; never to staff or another account', async () => {
    const shown = await modal(SELLER);
    expect(shown).toEqual({
      show: true,
      engage_type: 'welcome_back',
      deal_owner: { name: 'Carla Sucesso', email: CS },
      event: {
        reactivation_token: expect.any(String),
        credits: 100,
        valid_days: REACTIVATION_VALID_DAYS,
        claim_until: expect.any(String),
      },
    });
    const none = { show: false, engage_type: null, deal_owner: null, event: null };
    expect(await modal(OTHER_OWNER)).toEqual(none);
    expect(await modal(ADMIN)).toEqual(none);
    expect(await modal(CS)).toEqual(none);
  });

  it('refuses another account’s token and staff, granting nothing', async () => {
    const { event } = await modal(SELLER);
    const foreign = await saw(OTHER_OWNER, { reactivation_token: event.reactivation_token });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(REACTIVATION_MESSAGES.giftNotFound);
    expect((await saw(OTHER_OWNER)).json().message).toBe(REACTIVATION_MESSAGES.giftNotFound);
    expect((await saw(ADMIN)).statusCode).toBe(403);
    expect((await saw(SELLER, { reactivation_token: 'x' })).statusCode).toBe(400);
    expect(await grantsOf(demoId)).toEqual([]);
    expect(await grantsOf(otherId)).toEqual([]);
  });

  it('is claimed exactly once when clicked twice, in two tabs and by two users at once', async () => {
    const before = (await call(OWNER, 'GET', '/api/credits/show')).json();
    const { event } = await modal(SELLER);
    const started = Date.now();
    const answers = await Promise.all([
      saw(SELLER, { reactivation_token: event.reactivation_token }),
      saw(SELLER, { reactivation_token: event.reactivation_token }),
      saw(MANAGER, { reactivation_token: event.reactivation_token }),
      saw(OWNER),
    ]);
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((r) => r.statusCode !== 200)) {
      expect(lost.statusCode).toBe(422);
      expect(lost.json().message).toBe(REACTIVATION_MESSAGES.giftClaimed);
    }
    const answer = won[0]?.json();
    expect(answer).toMatchObject({
      credits: 100,
      message: expect.stringContaining('100 créditos de consulta'),
    });

    const grants = await grantsOf(demoId);
    expect(grants).toHaveLength(1);
    const grant = grants[0];
    expect(grant).toMatchObject({
      type: 'click',
      amount: 100,
      description: 'Presente de boas-vindas (reativação)',
    });
    const validFor = (grant?.expiresAt?.getTime() ?? 0) - started;
    expect(validFor).toBeGreaterThanOrEqual(REACTIVATION_VALID_DAYS * DAY - 60_000);
    expect(validFor).toBeLessThanOrEqual(REACTIVATION_VALID_DAYS * DAY + 60_000);
    expect(answer.expires_at).toBe(grant?.expiresAt?.toISOString());

    const after = (await call(OWNER, 'GET', '/api/credits/show')).json();
    expect(after.click.remaining).toBe(before.click.remaining + 100);

    const [row] = await t.app.db.select().from(reactivationTokens);
    expect(row?.claimedAt).not.toBeNull();
    const list = (await call(CS, 'GET', '/api/admin/reactivation/tokens')).json();
    expect(list.tokens[0]).toMatchObject({ status: 'claimed', claimed_by: { email: expect.any(String) } });
  });

  it('is no longer shown to anyone of the account after the claim, and cannot be claimed again', async () => {
    for (const email of [OWNER, SELLER, MANAGER]) {
      expect((await modal(email)).show).toBe(false);
      expect(await canReactivate(email)).toBe(false);
    }
    const again = await saw(MANAGER);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(REACTIVATION_MESSAGES.giftClaimed);
    expect(await grantsOf(demoId)).toHaveLength(1);
  });

  it('cannot be claimed once its claim window ended, nor after staff cancelled it', async () => {
    const created = await create(ADMIN, { account_id: otherId, credits: 40 });
    expect(created.statusCode).toBe(201);
    expect(created.json().notified).toEqual([OTHER_OWNER]);
    expect((await modal(OTHER_OWNER)).event.credits).toBe(40);

    // A colleague added after the token was given may claim it too.
    const added = await call(OTHER_OWNER, 'POST', '/api/user/sub_user', {
      name: 'Caio Estrela',
      email: 'caio@padaria.com.br',
      role: 'user',
    });
    expect(added.statusCode).toBeLessThan(300);
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, OWNER));
    await t.app.db
      .update(users)
      .set({ passwordHash: owner?.passwordHash })
      .where(eq(users.email, 'caio@padaria.com.br'));
    expect(await canReactivate('caio@padaria.com.br')).toBe(true);

    await t.app.db
      .update(reactivationTokens)
      .set({ claimUntil: new Date(Date.now() - 1000) })
      .where(eq(reactivationTokens.accountId, otherId));
    expect((await modal(OTHER_OWNER)).show).toBe(false);
    // Expired, it is offered to nobody.
    expect(await canReactivate(OTHER_OWNER)).toBe(false);
    const expired = await saw(OTHER_OWNER, { reactivation_token: created.json().token.reactivation_token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(REACTIVATION_MESSAGES.giftExpired);
    const list = (await call(CS, 'GET', '/api/admin/reactivation/tokens?status=expired')).json();
    expect(list.tokens.map((x: { account: { id: string } }) => x.account.id)).toEqual([otherId]);

    // Expired, it no longer holds the account back: staff give another one, then cancel it.
    const second = await create(CS, { account_id: otherId, credits: 60 });
    expect(second.statusCode).toBe(201);
    const id = second.json().token.id;
    const revoked = await call(CS, 'POST', `/api/admin/reactivation/tokens/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: REACTIVATION_MESSAGES.revoked,
      token: { status: 'revoked' },
    });
    expect((await call(CS, 'POST', `/api/admin/reactivation/tokens/${id}/revoke`)).statusCode).toBe(422);
    expect((await call(OTHER_OWNER, 'POST', `/api/admin/reactivation/tokens/${id}/revoke`)).statusCode).toBe(
      403,
    );
    expect((await modal(OTHER_OWNER)).show).toBe(false);
    expect(await canReactivate(OTHER_OWNER)).toBe(false);
    const cancelled = await saw(OTHER_OWNER, { reactivation_token: second.json().token.reactivation_token });
    expect(cancelled.json().message).toBe(REACTIVATION_MESSAGES.giftRevoked);
    expect(await grantsOf(otherId)).toEqual([]);
  });
});
