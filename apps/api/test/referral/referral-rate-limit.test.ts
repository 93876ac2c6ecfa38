// The public referral routes take the shared download links' per-IP limit: codes cannot be tried by the thousand;
// the register, whose refusal tells an e-mail has an account, no more than the account check's.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_CHECKS_PER_MINUTE } from '@/plugins/rate-limit.ts';
import { bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitShortLinkPerMinute: 3 } });
});
afterAll(async () => t.close());

it('answers 429 past the limit per minute, on each public route', async () => {
  const { token } = await signIn(t.app, OWNER);
  const { code } = (
    await t.app.inject({ method: 'POST', url: '/api/referral/find_or_create', headers: bearer(token) })
  ).json();
  const invites = [];
  for (const tried of [code, 'naoexiste1', 'naoexiste2', code])
    invites.push((await t.app.inject({ url: `/api/referral/public/${tried}` })).statusCode);
  expect(invites).toEqual([200, 404, 404, 429]);
  const limited = await t.app.inject({ url: `/api/referral/public/${code}` });
  expect(limited.json().message).toMatch(/^Muitas tentativas\. Aguarde .+ e tente novamente\.$/);
  expect(limited.headers['retry-after']).toBeDefined();

  const posts = [];
  for (let i = 0; i < 4; i += 1)
    posts.push(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/referral/public/${code}/registers`,
          payload: { name: 'Lia', company_name: 'Prado', email: `lia${i}@prado.com`, phone: '11987654321' },
        })
      ).statusCode,
    );
  expect(posts).toEqual([201, 201, 201, 429]);
});

it("holds the register to the account check's limit (its refusal of a user's e-mail tells the account exists)", async () => {
  const roomy = await buildTestApp({ config: { rateLimitShortLinkPerMinute: 1000 } });
  try {
    const { token } = await signIn(roomy.app, OWNER);
    const { code } = (
      await roomy.app.inject({ method: 'POST', url: '/api/referral/find_or_create', headers: bearer(token) })
    ).json();
    const posts: number[] = [];
    for (let i = 0; i <= ACCOUNT_CHECKS_PER_MINUTE; i += 1)
      posts.push(
        (
          await roomy.app.inject({
            method: 'POST',
            url: `/api/referral/public/${code}/registers`,
            payload: { name: 'Lia', company_name: 'Prado', email: OWNER, phone: '11987654321' },
          })
        ).statusCode,
      );
    expect(posts.slice(0, ACCOUNT_CHECKS_PER_MINUTE)).toEqual(Array(ACCOUNT_CHECKS_PER_MINUTE).fill(422));
    expect(posts.at(-1)).toBe(429);
    // The invitation itself keeps the links' own, higher limit.
    expect((await roomy.app.inject({ url: `/api/referral/public/${code}` })).statusCode).toBe(200);
  } finally {
    await roomy.close();
  }
});
