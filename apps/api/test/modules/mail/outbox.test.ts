// Without SMTP_URL the message is only stored, and staff can read it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, signIn, type TestApp } from '../../helper.ts';
import { buildTestAppWithSmtp } from '../../smtp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('keeps the message in the outbox, unsent, readable by staff', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/users/reset_password',
    payload: { email: 'owner@demo.prospecta.dev' },
  });
  const { token } = await signIn(t.app, ADMIN);
  const res = await t.app.inject({ url: '/api/mail/outbox', headers: bearer(token) });
  const [message] = res.json();
  expect(message).toMatchObject({
    to: 'owner@demo.prospecta.dev',
    subject: 'Prospecta: redefinição de senha',
  });
  expect(message.sent_at).toBeNull();
  expect(message.text).toMatch(/\/recover_password\/[A-Za-z0-9_-]+/);
});

it('is for admins only (its messages carry sign-in codes), and not there at all with an SMTP server', async () => {
  const cs = await signIn(t.app, 'cs@prospecta.dev');
  expect((await t.app.inject({ url: '/api/mail/outbox', headers: bearer(cs.token) })).statusCode).toBe(403);
  const { t: withSmtp } = await buildTestAppWithSmtp();
  try {
    const admin = await signIn(withSmtp.app, ADMIN);
    const res = await withSmtp.app.inject({ url: '/api/mail/outbox', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(404);
  } finally {
    await withSmtp.close();
  }
});
