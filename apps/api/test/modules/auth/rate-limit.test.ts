import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';

const TOO_MANY = { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' };

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimitSignInPerMinute: 1000, signInFailuresPerEmail: 3 } });
  });
  afterAll(() => t.close());

  it('locks an e-mail out after too many failures, even with the right password', async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user_token',
        payload: { email: 'sdr@demo.prospecta.dev', password },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('errada')).statusCode).toBe(401);
    const locked = await attempt('prospecta');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    // Other e-mails are not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user_token',
      payload: { email: 'vendas@demo.prospecta.dev', password: 'prospecta' },
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('per-IP limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimitSignInPerMinute: 3 } });
  });
  afterAll(() => t.close());

  it('answers 429 past the per-minute limit for one address, not for another', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user_token',
        remoteAddress,
        payload: { email: 'ninguem@exemplo.com', password: 'x' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await from('10.0.0.1');
    expect(limited.json()).toEqual(TOO_MANY);
    expect((await from('10.0.0.2')).statusCode).toBe(401);
  });

  it('limits the public account check the same way (it tells whether an e-mail has an account)', async () => {
    const check = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/check_if_account_already_exist?email=owner@demo.prospecta.dev',
        remoteAddress,
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await check('10.0.0.5')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await check('10.0.0.5')).json()).toEqual(TOO_MANY);
    expect((await check('10.0.0.6')).statusCode).toBe(200);
  });
});

describe('shared download links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimitShortLinkPerMinute: 3 } });
  });
  afterAll(() => t.close());

  it('answer 429 past the per-minute limit for one address (codes cannot be tried by the thousand)', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/short/link_to_download_list/codigo-inexistente',
        remoteAddress,
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('10.0.0.3')).statusCode);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect((await from('10.0.0.3')).json()).toEqual(TOO_MANY);
    expect((await from('10.0.0.4')).statusCode).not.toBe(429);
  });
});
