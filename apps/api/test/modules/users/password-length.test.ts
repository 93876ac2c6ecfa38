// A new password has a ceiling (the contract's PASSWORD_MAX_LENGTH) on every way of setting one: changed and
// created on /user/password, and reset through the e-mailed link. A refused one changes nothing.
import { PASSWORD_MAX_LENGTH } from '@prospecta/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/users.ts';
import { bearer, signIn, TEST_APP_URL, type TestApp } from '../../helper.ts';
import { buildTestAppWithSmtp, type SmtpTestServer } from '../../smtp.ts';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
});
afterAll(() => t?.close());

const TOO_LONG = 'a'.repeat(PASSWORD_MAX_LENGTH + 1);
const LONGEST = 'b'.repeat(PASSWORD_MAX_LENGTH);
const REFUSAL = {
  message: 'A senha deve ter no máximo 128 caracteres',
  errors: [{ summary: 'password', description: 'A senha deve ter no máximo 128 caracteres' }],
};

const hashOf = async (email: string) =>
  (await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.hash;

describe('the longest new password', () => {
  it('is refused one character past the ceiling when changed, and taken at it', async () => {
    const email = 'vendas@demo.prospecta.dev';
    const { token } = await signIn(t.app, email);
    const before = await hashOf(email);
    const patch = (password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/update_password',
        headers: bearer(token),
        payload: { old_password: 'prospecta', password, password_confirmation: password },
      });
    const refused = await patch(TOO_LONG);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(REFUSAL);
    expect(await hashOf(email)).toBe(before);

    expect((await patch(LONGEST)).statusCode).toBe(200);
    expect((await signIn(t.app, email, LONGEST)).token).toBeTruthy();
  });

  it('is refused when a user without one creates it', async () => {
    const email = 'sdr@demo.prospecta.dev';
    const { token } = await signIn(t.app, email);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update_password',
      headers: bearer(token),
      payload: { create_password: true, password: TOO_LONG, password_confirmation: TOO_LONG },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(REFUSAL);
    expect(await hashOf(email)).toBeNull();
  });

  it('is refused through the recovery link, which still works for a good one', async () => {
    const email = 'gerente@demo.prospecta.dev';
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/users/reset_password', { email })).statusCode).toBe(200);
    const link = smtp
      .lastTo(email)
      .body.match(new RegExp(`${TEST_APP_URL}/recover_password/([A-Za-z0-9_-]+)`));
    const token = link?.[1] ?? '';
    const refused = await post('/api/users/recover_password', {
      reset_password_token: token,
      password: TOO_LONG,
      password_confirmation: TOO_LONG,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(REFUSAL);
    const ok = await post('/api/users/recover_password', {
      reset_password_token: token,
      password: LONGEST,
      password_confirmation: LONGEST,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Senha alterada com sucesso' });
    expect((await signIn(t.app, email, LONGEST)).token).toBeTruthy();
  });

  it('says a first password set through the link (a user who had none) was created, not changed', async () => {
    const email = 'vendas@demo.prospecta.dev';
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/users/reset_password', { email })).statusCode).toBe(200);
    const token =
      smtp.lastTo(email).body.match(new RegExp(`${TEST_APP_URL}/recover_password/([A-Za-z0-9_-]+)`))?.[1] ??
      '';
    const created = await post('/api/users/recover_password', {
      reset_password_token: token,
      password: 'primeira-senha',
      password_confirmation: 'primeira-senha',
    });
    expect(created.json()).toEqual({ message: 'Senha criada com sucesso' });
    expect((await signIn(t.app, email, 'primeira-senha')).token).toBeTruthy();
  });
});

describe('a blank new password', () => {
  const BLANK = ' '.repeat(8);
  const BLANK_REFUSAL = {
    message: 'A senha não pode ser formada só por espaços',
    errors: [{ summary: 'password', description: 'A senha não pode ser formada só por espaços' }],
  };

  it('is refused when changed or created, and the stored password stays', async () => {
    const email = 'owner@demo.prospecta.dev';
    const { token } = await signIn(t.app, email);
    const before = await hashOf(email);
    for (const payload of [
      { old_password: 'prospecta', password: BLANK, password_confirmation: BLANK },
      { create_password: true, password: ' \t  \t  ', password_confirmation: ' \t  \t  ' },
    ]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/update_password',
        headers: bearer(token),
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(BLANK_REFUSAL);
    }
    expect(await hashOf(email)).toBe(before);
    expect((await signIn(t.app, email)).token).toBeTruthy();
  });

  it('is refused through the recovery link, which stays usable', async () => {
    const email = 'owner@demo.prospecta.dev';
    await t.app.inject({ method: 'POST', url: '/api/users/reset_password', payload: { email } });
    const token =
      smtp.lastTo(email).body.match(new RegExp(`${TEST_APP_URL}/recover_password/([A-Za-z0-9_-]+)`))?.[1] ??
      '';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/recover_password',
      payload: { reset_password_token: token, password: BLANK, password_confirmation: BLANK },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(BLANK_REFUSAL);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/recover_password',
      payload: {
        reset_password_token: token,
        password: 'nova senha boa',
        password_confirmation: 'nova senha boa',
      },
    });
    expect(ok.statusCode).toBe(200);
  });
});
