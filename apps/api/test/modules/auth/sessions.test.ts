// Ending sessions: "Sair" (POST /api/user/logout) and a password change, which ends every other session of
// the user and keeps the one that made it; a renewal running beside either never outlives it.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/modules/auth/access-token.ts';
import { revokeUserRefreshTokens } from '@/modules/auth/auth.repository.ts';
import { findUserByEmail, updatePasswordHash } from '@/modules/users/users.repository.ts';
import { bearer, buildTestApp, SESSION_ENDED, signIn, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const refresh = (refresh_token: string) => post('/api/user/refresh_token', { refresh_token });
const logout = (refresh_token: string) => post('/api/user/logout', { refresh_token });
const changePassword = (token: string, old_password: string, password: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/update_password',
    headers: bearer(token),
    payload: { old_password, password, password_confirmation: password },
  });

describe('POST /api/user/logout', () => {
  it('ends the session: its refresh token is refused afterwards; other sessions go on', async () => {
    const session = await signIn(t.app, 'gerente@demo.prospecta.dev');
    const other = await signIn(t.app, 'gerente@demo.prospecta.dev');
    const res = await logout(session.refresh_token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await refresh(session.refresh_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(SESSION_ENDED);
    expect((await refresh(other.refresh_token)).statusCode).toBe(201);
  });

  it("refuses the ended session's access token at once; another session's still works", async () => {
    const session = await signIn(t.app, 'gerente@demo.prospecta.dev');
    const other = await signIn(t.app, 'gerente@demo.prospecta.dev');
    const me = (token: string) => t.app.inject({ url: '/api/user/me', headers: bearer(token) });
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await logout(session.refresh_token)).statusCode).toBe(204);
    // "Sair" needs no reason told: the browser that signed out is the one that knows.
    const ended = await me(session.token);
    expect({ status: ended.statusCode, body: ended.json() }).toEqual({ status: 401, body: SESSION_ENDED });
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('ends the whole session when given an older token of it, and can be repeated', async () => {
    const first = await signIn(t.app, 'gerente@demo.prospecta.dev');
    const rotated = (await refresh(first.refresh_token)).json();
    // A tab that kept the token of before the renewal still signs the session out.
    expect((await logout(first.refresh_token)).statusCode).toBe(204);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await logout(first.refresh_token)).statusCode).toBe(204);
    expect((await logout(rotated.refresh_token)).statusCode).toBe(204);
  });

  it('answers 204 to an unknown token and 400 to a missing or absurd one, without a bearer token', async () => {
    expect((await logout('inventado')).statusCode).toBe(204);
    const missing = await post('/api/user/logout', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Campo obrigatório',
      errors: [{ summary: 'refresh_token', description: 'Campo obrigatório' }],
    });
    const absurd = await logout('x'.repeat(10_000));
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().message).toBe('Dados inválidos');
  });

  it('leaves no session behind when a renewal of it runs at the same time', async () => {
    for (let i = 0; i < 3; i++) {
      const { refresh_token } = await signIn(t.app, 'gerente@demo.prospecta.dev');
      const [renewed] = await Promise.all([refresh(refresh_token), logout(refresh_token)]);
      if (renewed.statusCode === 201) {
        expect((await refresh(renewed.json().refresh_token)).statusCode).toBe(401);
      } else {
        expect(renewed.statusCode).toBe(401);
      }
    }
  });
});

describe('PATCH /api/users/update_password ends the other sessions', () => {
  const EMAIL = 'sdr@demo.prospecta.dev';
  let password = 'prospecta';
  let round = 0;
  /** A new password each time (the same one again is refused). */
  async function change(token: string) {
    const next = `trocada-${++round}-2026`;
    const res = await changePassword(token, password, next);
    if (res.statusCode === 200) password = next;
    return res;
  }

  it('keeps the session that changed it (which goes on renewing) and ends the others', async () => {
    const mine = await signIn(t.app, EMAIL, password);
    const other = await signIn(t.app, EMAIL, password);
    // The session that changes it has renewed once before: the session, not one token, is kept.
    const renewed = (await refresh(mine.refresh_token)).json();
    expect(decodeJwt(renewed.token).sid).toBe(decodeJwt(mine.token).sid);

    const res = await change(renewed.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha alterada com sucesso' });

    // The other session's access token is refused at once, not when it expires.
    const otherMe = await t.app.inject({ url: '/api/user/me', headers: bearer(other.token) });
    expect({ status: otherMe.statusCode, body: otherMe.json() }).toEqual({
      status: 401,
      body: { ...SESSION_ENDED, reason: 'password_changed' },
    });
    // Told as well when its access token has expired meanwhile (a browser asleep); never by a forged one.
    const claims = decodeJwt(other.token);
    const asleep = {
      userId: String(claims.sub),
      accountId: String(claims.account_id),
      role: 'prospector' as const,
    };
    const expired = await signAccessToken(
      t.app.config.tokenSecret,
      { ...asleep, sessionId: String(claims.sid) },
      new Date(Date.now() - 2 * 3600_000),
    );
    const late = await t.app.inject({ url: '/api/user/me', headers: bearer(expired.token) });
    expect(late.json()).toEqual({ ...SESSION_ENDED, reason: 'password_changed' });
    const forged = await signAccessToken('outro-segredo-qualquer-com-32-caracteres', {
      ...asleep,
      sessionId: String(claims.sid),
    });
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(forged.token) })).json()).toEqual(
      SESSION_ENDED,
    );
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(renewed.token) })).statusCode).toBe(
      200,
    );
    const otherRefresh = await refresh(other.refresh_token);
    expect(otherRefresh.statusCode).toBe(401);
    expect(otherRefresh.json()).toEqual(SESSION_ENDED);
    const again = await refresh(renewed.refresh_token);
    expect(again.statusCode).toBe(201);
    const later = await refresh(again.json().refresh_token);
    expect(later.statusCode).toBe(201);
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(later.json().token) });
    expect(me.statusCode).toBe(200);
    // The new password signs in; the old one does not.
    expect((await post('/api/user_token', { email: EMAIL, password: 'prospecta' })).statusCode).toBe(401);
    await signIn(t.app, EMAIL, password);
  });

  it('ends every session when the access token does not name its session (issued before sid)', async () => {
    const mine = await signIn(t.app, EMAIL, password);
    const user = await findUserByEmail(t.app.db, EMAIL);
    if (!user) throw new Error('seeded user missing');
    const older = await signAccessToken(t.config.tokenSecret, {
      userId: user.id,
      accountId: user.accountId,
      role: 'prospector',
    });
    expect(decodeJwt(older.token).sid).toBeUndefined();
    expect((await change(older.token)).statusCode).toBe(200);
    expect((await refresh(mine.refresh_token)).statusCode).toBe(401);
  });

  it('a renewal of another session running at the same time does not outlive the change', async () => {
    for (let i = 0; i < 3; i++) {
      const mine = await signIn(t.app, EMAIL, password);
      const other = await signIn(t.app, EMAIL, password);
      const [renewed, changed] = await Promise.all([refresh(other.refresh_token), change(mine.token)]);
      expect(changed.statusCode).toBe(200);
      if (renewed.statusCode === 201) {
        expect((await refresh(renewed.json().refresh_token)).statusCode).toBe(401);
      } else {
        expect(renewed.statusCode).toBe(401);
      }
      expect((await refresh(mine.refresh_token)).statusCode).toBe(201);
    }
  });

  it('a renewal that comes while a change holds the user waits for it, then is refused', async () => {
    const other = await signIn(t.app, EMAIL, password);
    const user = await findUserByEmail(t.app.db, EMAIL);
    if (!user) throw new Error('seeded user missing');
    const owner = { userId: user.id, accountId: user.accountId };
    let renewal: ReturnType<typeof refresh> | undefined;
    // What a password change does, with a renewal sent between its two steps.
    await t.app.db.transaction(async (tx) => {
      await updatePasswordHash(tx, owner, user.passwordHash ?? '');
      renewal = refresh(other.refresh_token);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await revokeUserRefreshTokens(tx, owner, { reason: 'password_changed' });
    });
    const res = await renewal;
    expect(res?.statusCode).toBe(401);
  });
});
