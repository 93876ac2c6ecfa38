import { tooManyAttemptsMessage } from '@prospecta/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';

/** "Muitas tentativas. Aguarde N segundos|minutos e tente novamente.", with the wait it names. */
const TOO_MANY = /^Muitas tentativas\. Aguarde (\d+) (segundos?|minutos?) e tente novamente\.$/;
const waitSeconds = (message: string) => {
  const match = TOO_MANY.exec(message);
  if (!match) throw new Error(`not a 429 message: ${message}`);
  return Number(match[1]) * (match[2]?.startsWith('minuto') ? 60 : 1);
};

describe('the 429 message', () => {
  it('says how long to wait, rounded up', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Muitas tentativas. Aguarde 1 segundo e tente novamente.');
    expect(tooManyAttemptsMessage(41_200)).toBe('Muitas tentativas. Aguarde 42 segundos e tente novamente.');
    expect(tooManyAttemptsMessage(60_000)).toBe('Muitas tentativas. Aguarde 1 minuto e tente novamente.');
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe(
      'Muitas tentativas. Aguarde 15 minutos e tente novamente.',
    );
  });
});

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { signInFailuresPerEmail: 3 } });
  });
  afterAll(() => t.close());

  it('locks an e-mail out after too many failures, even with the right password, saying for how long', async () => {
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user_token',
        remoteAddress,
        payload: { email: 'sdr@demo.prospecta.dev', password },
      });
    // From three addresses: the e-mail's own limit counts them all.
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await attempt('errada', ip)).statusCode).toBe(401);
    }
    const locked = await attempt('prospecta', '10.1.0.4');
    expect(locked.statusCode).toBe(429);
    // The e-mail's window is 15 minutes from its oldest counted failure.
    expect(waitSeconds(locked.json().message)).toBe(15 * 60);
    // Other e-mails are not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user_token',
      payload: { email: 'vendas@demo.prospecta.dev', password: 'prospecta' },
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('failures per address and e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { rateLimitSignInPerMinute: 50, rateLimitSignInFailuresPerMinute: 3 },
    });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/user_token', remoteAddress, payload: { email, password } });

  it('lets an office behind one address sign in together: successes are not counted', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await signIn('vendas@demo.prospecta.dev', 'prospecta', '10.0.0.1')).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([201]));
  });

  it('answers 429 after the failures for one e-mail from one address, for the minute it says', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn('ninguem@exemplo.com', 'x', '10.0.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn('ninguem@exemplo.com', 'x', '10.0.0.1');
    const wait = waitSeconds(limited.json().message);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The same address for another e-mail (a colleague), and the same e-mail from elsewhere, go on.
    expect((await signIn('owner@demo.prospecta.dev', 'prospecta', '10.0.0.1')).statusCode).toBe(201);
    expect((await signIn('ninguem@exemplo.com', 'x', '10.0.0.2')).statusCode).toBe(401);
    // The code sign-in is held by the same failures.
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin_with_code_or_password',
      remoteAddress: '10.0.0.1',
      payload: { email: 'ninguem@exemplo.com', code: '123456' },
    });
    expect(byCode.statusCode).toBe(429);
  });

  it('keeps a per-address ceiling on every request, which says the rest of its minute', async () => {
    const statuses = [];
    for (let i = 0; i < 51; i++) {
      statuses.push((await signIn(`pessoa${i}@exemplo.com`, 'x', '10.0.0.9')).statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    const limited = await signIn('outra@exemplo.com', 'x', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const wait = waitSeconds(limited.json().message);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('limits the public account check lower (it tells whether an e-mail has an account)', async () => {
    const check = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/check_if_account_already_exist?email=owner@demo.prospecta.dev',
        remoteAddress,
      });
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await check('10.0.0.5')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
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
    expect(waitSeconds((await from('10.0.0.3')).json().message)).toBeLessThanOrEqual(60);
    expect((await from('10.0.0.4')).statusCode).not.toBe(429);
  });
});
