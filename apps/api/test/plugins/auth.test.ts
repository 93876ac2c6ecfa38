import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/modules/auth/access-token.ts';
import { ADMIN, bearer, buildTestApp, OWNER, SESSION_ENDED, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/user/me', headers });

describe('app.authenticate', () => {
  it('refuses a request without a token, a malformed header and a garbage token', async () => {
    for (const headers of [{}, { authorization: 'Token abc' }, bearer('abc.def.ghi')]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SESSION_ENDED);
    }
  });

  it('refuses a token signed with another secret (forged)', async () => {
    const { token } = await signIn(t.app, OWNER);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const forged = await new SignJWT({ account_id: claims.account_id, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret'));
    const res = await me(bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_ENDED);
  });

  it('refuses an expired token', async () => {
    const { token } = await signIn(t.app, OWNER);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const expired = await signAccessToken(
      t.config.tokenSecret,
      { userId: claims.sub, accountId: claims.account_id, role: 'owner' },
      new Date(Date.now() - 2 * 60 * 60 * 1000),
    );
    const res = await me(bearer(expired.token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_ENDED);
  });

  it("refuses a validly signed token that pairs a user with another account's id", async () => {
    const owner = JSON.parse(
      Buffer.from((await signIn(t.app, OWNER)).token.split('.')[1] ?? '', 'base64url').toString(),
    );
    const admin = JSON.parse(
      Buffer.from((await signIn(t.app, ADMIN)).token.split('.')[1] ?? '', 'base64url').toString(),
    );
    const mixed = await signAccessToken(t.config.tokenSecret, {
      userId: owner.sub,
      accountId: admin.account_id,
      role: 'owner',
    });
    const res = await me(bearer(mixed.token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_ENDED);
  });
});

describe('requireRoles', () => {
  it('answers 403 to a customer and 200 to staff on a staff-only route', async () => {
    const owner = await signIn(t.app, OWNER);
    const denied = await t.app.inject({ url: '/api/mail/outbox', headers: bearer(owner.token) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Sem permissões para a ação!' });
    const admin = await signIn(t.app, ADMIN);
    const allowed = await t.app.inject({ url: '/api/mail/outbox', headers: bearer(admin.token) });
    expect(allowed.statusCode).toBe(200);
    expect(Array.isArray(allowed.json())).toBe(true);
  });
});
