import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, OWNER, SESSION_ENDED, signIn, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/user_token', () => {
  it('signs in case-insensitively and returns a signed access token with sub, account_id, role, exp', async () => {
    const res = await post('/api/user_token', {
      email: '  Owner@Demo.Prospecta.dev ',
      password: 'prospecta',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'refresh_token', 'token']);
    const claims = decodeJwt(body.token);
    expect(claims.role).toBe('owner');
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.account_id).toBe('string');
    expect(claims.exp).toBe(Math.floor(new Date(body.expires_at).getTime() / 1000));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('refuses a wrong password and an unknown e-mail with the same body', async () => {
    const wrong = await post('/api/user_token', { email: OWNER, password: 'errada123' });
    const unknown = await post('/api/user_token', { email: 'ninguem@exemplo.com', password: 'prospecta' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'E-mail ou senha inválidos' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'E-mail ou senha inválidos' });
  });

  it('answers 400 with one entry per invalid field', async () => {
    const res = await post('/api/user_token', { email: 'não-é-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Dados inválidos em 2 campos. E-mail inválido',
      errors: [
        { summary: 'email', description: 'E-mail inválido' },
        { summary: 'password', description: 'Campo obrigatório' },
      ],
    });
  });

  it('answers 400 for a missing body and for malformed JSON', async () => {
    const missing = await post('/api/user_token');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Campo obrigatório',
      errors: [{ summary: 'body', description: 'Campo obrigatório' }],
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user_token',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'JSON inválido' });
  });

  it('accepts and ignores the client markers in the URL', async () => {
    const res = await post('/api/user_token?skip_handle_error=true&allowed_success_notify=true', {
      email: OWNER,
      password: 'prospecta',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/user/refresh_token', () => {
  it('rotates: the new pair works, the old refresh token is refused and its family revoked', async () => {
    const first = await signIn(t.app, OWNER);
    const second = await post('/api/user/refresh_token', { refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(201);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(rotated.token) });
    expect(me.statusCode).toBe(200);

    const replay = await post('/api/user/refresh_token', { refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(SESSION_ENDED);
    // The replay revoked the whole family, so the rotated token no longer works either.
    const afterReplay = await post('/api/user/refresh_token', { refresh_token: rotated.refresh_token });
    expect(afterReplay.statusCode).toBe(401);
    expect(afterReplay.json()).toEqual(SESSION_ENDED);
  });

  it('refuses an unknown token and a missing field', async () => {
    const unknown = await post('/api/user/refresh_token', { refresh_token: 'inventado' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(SESSION_ENDED);
    const missing = await post('/api/user/refresh_token', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Campo obrigatório',
      errors: [{ summary: 'refresh_token', description: 'Campo obrigatório' }],
    });
  });

  it('lets only one of two concurrent uses of the same token through', async () => {
    const { refresh_token } = await signIn(t.app, OWNER);
    const results = await Promise.all([
      post('/api/user/refresh_token', { refresh_token }),
      post('/api/user/refresh_token', { refresh_token }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 401]);
  });
});

describe('GET /api/auth/check_if_account_already_exist', () => {
  it('tells whether an account exists and has a password', async () => {
    const known = await t.app.inject({ url: `/api/auth/check_if_account_already_exist?email=${OWNER}` });
    expect(known.json()).toEqual({ exists: true, have_password: true });
    const unknown = await t.app.inject({ url: '/api/auth/check_if_account_already_exist?email=x@y.com' });
    expect(unknown.json()).toEqual({ exists: false, have_password: false });
    const bad = await t.app.inject({ url: '/api/auth/check_if_account_already_exist?email=xyz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'E-mail inválido',
      errors: [{ summary: 'email', description: 'E-mail inválido' }],
    });
  });
});
