// GET /api/users/recover_password/:token (ours): the recovery screen asks on opening whether its link still
// works — known, not used, not expired — and the asking never uses the link up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '@/db/schema/auth.ts';
import { TEST_APP_URL, type TestApp } from '../../helper.ts';
import { buildTestAppWithSmtp, type SmtpTestServer } from '../../smtp.ts';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
});
afterAll(() => t?.close());

const EMAIL = 'vendas@demo.prospecta.dev';
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/recover_password/${encodeURIComponent(token)}` });
async function newLink(): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/api/users/reset_password', payload: { email: EMAIL } });
  const found = smtp
    .lastTo(EMAIL)
    .body.match(new RegExp(`${TEST_APP_URL}/recover_password/([A-Za-z0-9_-]+)`));
  if (!found?.[1]) throw new Error('no recovery link in the e-mail');
  return found[1];
}

describe('checking a recovery link', () => {
  it('says an unknown token is not valid', async () => {
    for (const token of ['abc', 'Q'.repeat(43)]) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false });
    }
  });

  it('says a fresh link is valid, as many times as asked, and it still sets the password', async () => {
    const token = await newLink();
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check(token)).json()).toEqual({ valid: true });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/users/recover_password',
      payload: {
        reset_password_token: token,
        password: 'nova-senha-1',
        password_confirmation: 'nova-senha-1',
      },
    });
    expect(set.statusCode).toBe(200);
    // Used once: the link no longer works, and the check says so.
    expect((await check(token)).json()).toEqual({ valid: false });
  });

  it('keeps only the newest link: an older one dies when another is asked for, and all die with a new password', async () => {
    const first = await newLink();
    const second = await newLink();
    expect((await check(first)).json()).toEqual({ valid: false });
    expect((await check(second)).json()).toEqual({ valid: true });
    const older = await t.app.inject({
      method: 'POST',
      url: '/api/users/recover_password',
      payload: {
        reset_password_token: first,
        password: 'outra-senha-2',
        password_confirmation: 'outra-senha-2',
      },
    });
    expect(older.statusCode).toBe(422);
    // A password changed in the control panel spends the link still open.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user_token',
      payload: { email: EMAIL, password: 'nova-senha-1' },
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update_password',
      headers: { authorization: `Bearer ${signIn.json().token}` },
      payload: {
        old_password: 'nova-senha-1',
        password: 'outra-senha-3',
        password_confirmation: 'outra-senha-3',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await check(second)).json()).toEqual({ valid: false });
  });

  it('says an expired link is not valid', async () => {
    const token = await newLink();
    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`true`);
    expect((await check(token)).json()).toEqual({ valid: false });
  });
});
