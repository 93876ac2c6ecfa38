import { MESSAGES } from '@prospecta/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '@/db/schema/analytics.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ME_KEYS = [
  'id',
  'account_id',
  'name',
  'email',
  'role',
  'account_type',
  'onboarding_remember_me',
  'has_onboarding',
  'feature_group',
  'account_origin',
  'skip_origin_check',
  'account_channel',
  'account_campaign',
  'created_at',
  'features',
  'customer_id',
  'superlogica_id',
  'pipedrive_token',
  'rdstation_token',
  'salesforce_token',
  'banner_goal_achievement',
  'user_in_first_month',
  'account_cs',
  'can_reactivate',
  'show_speedmail_app',
  'sharable_access_token',
  'csgpt',
  'have_password',
  'is_staff',
];

describe('GET /api/user/me', () => {
  it('returns every field of the Authenticated user for a customer', async () => {
    const { token } = await signIn(t.app, OWNER);
    const res = await t.app.inject({ url: '/api/user/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(Object.keys(me).sort()).toEqual([...ME_KEYS].sort());
    expect(me).toMatchObject({
      email: OWNER,
      role: 'owner',
      account_type: 'active',
      user_in_first_month: true,
      have_password: true,
      is_staff: false,
      features: [],
      account_cs: { cs_email: 'cs@prospecta.dev', cs_avatar: null },
    });
  });

  it('marks staff', async () => {
    const { token } = await signIn(t.app, ADMIN);
    const me = (await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({ role: 'admin', is_staff: true, account_cs: null });
  });
});

describe('GET /api/user/valid_token', () => {
  it('answers when a token the API takes expires, and refuses any other as every route does', async () => {
    const { token } = await signIn(t.app, OWNER);
    const res = await t.app.inject({ url: '/api/user/valid_token', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const expiresAt = Date.parse(res.json().expires_at);
    expect(res.json().valid).toBe(true);
    // An hour's token, from about now.
    expect(expiresAt - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const headers of [{}, bearer(forged), bearer('nao-e-um-token')]) {
      const refused = await t.app.inject({ url: '/api/user/valid_token', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(MESSAGES.sessionEnded);
    }
  });
});

describe('GET /api/user/basic_information', () => {
  it('returns the user with account name and plan', async () => {
    const { token } = await signIn(t.app, 'gerente@demo.prospecta.dev');
    const res = await t.app.inject({ url: '/api/user/basic_information', headers: bearer(token) });
    expect(res.json()).toMatchObject({
      name: 'Gustavo Gerente',
      email: 'gerente@demo.prospecta.dev',
      role: 'manager',
      account_name: 'Demo Comercial',
      plan_name: 'Plano Pro',
    });
  });
});

describe('PATCH /api/users/update_password', () => {
  const patch = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/users/update_password', headers: bearer(token), payload });

  it('applies the rules, then changes the password', async () => {
    const email = 'vendas@demo.prospecta.dev';
    const { token } = await signIn(t.app, email);
    const wrongOld = await patch(token, {
      old_password: 'errada',
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json()).toEqual({ message: 'Senha atual incorreta' });
    const short = await patch(token, {
      old_password: 'prospecta',
      password: 'curta',
      password_confirmation: 'curta',
    });
    expect(short.json()).toEqual({ message: 'A senha deve ter pelo menos 8 caracteres' });
    const same = await patch(token, {
      old_password: 'prospecta',
      password: 'prospecta',
      password_confirmation: 'prospecta',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ message: 'A nova senha deve ser diferente da atual' });
    const mismatch = await patch(token, {
      old_password: 'prospecta',
      password: 'nova-senha-1',
      password_confirmation: 'x',
    });
    expect(mismatch.json()).toEqual({ message: 'As senhas não conferem' });
    const missing = await patch(token, { old_password: 'prospecta' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { summary: 'password', description: 'Campo obrigatório' },
      { summary: 'password_confirmation', description: 'Campo obrigatório' },
    ]);
    const ok = await patch(token, {
      old_password: 'prospecta',
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Senha alterada com sucesso' });
    await expect(signIn(t.app, email, 'nova-senha-1')).resolves.toHaveProperty('token');
  });

  it('lets a user without a password create one, and only then', async () => {
    const email = 'sdr@demo.prospecta.dev';
    const { token } = await signIn(t.app, email);
    const asCreate = await patch(token, {
      create_password: true,
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    expect(asCreate.json()).toEqual({ message: 'Senha atual incorreta' });

    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    const check = await t.app.inject({ url: `/api/auth/check_if_account_already_exist?email=${email}` });
    expect(check.json()).toEqual({ exists: true, have_password: false });
    const me = (await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).json();
    expect(me.have_password).toBe(false);
    const created = await patch(token, {
      create_password: true,
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    });
    expect(created.statusCode).toBe(200);
    // A first password is created, not changed.
    expect(created.json()).toEqual({ message: 'Senha criada com sucesso' });
    await expect(signIn(t.app, email, 'nova-senha-1')).resolves.toHaveProperty('token');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/update_password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/page_views', () => {
  it('records a customer page view and skips staff', async () => {
    const owner = await signIn(t.app, OWNER);
    const admin = await signIn(t.app, ADMIN);
    const view = (token: string, path: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/page_views',
        headers: bearer(token),
        payload: { path },
      });
    const res = await view(owner.token, '/user/overview');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await view(admin.token, '/admin')).statusCode).toBe(204);
    const rows = await t.app.db.select({ path: pageViews.path }).from(pageViews);
    expect(rows).toEqual([{ path: '/user/overview' }]);
    const bad = await view(owner.token, '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].summary).toBe('path');
  });
});
