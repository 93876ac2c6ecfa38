// The welcome screen: who is sent there first, the answers kept, skipping, and bad answers refused.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, signIn, type TestApp } from '../helper.ts';

const SELLER = 'vendas@demo.prospecta.dev';
const MANAGER = 'gerente@demo.prospecta.dev';
const PROSPECTOR = 'sdr@demo.prospecta.dev';
const ANSWERS = { sectors: ['G', 'C'], company_size: ['ME'], states: ['SP', 'RJ'], decisors: ['diretor'] };

let t: TestApp;
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const shows = async (token: string) =>
  (await call(token, 'GET', '/api/welcome_screen/should_show_welcome_screen')).json().show;
const stored = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  // As if they had just been invited: never saw the welcome screen.
  await t.app.db
    .update(users)
    .set({ welcomeCompletedAt: null })
    .where(inArray(users.email, [SELLER, PROSPECTOR, ADMIN]));
});
afterAll(async () => t.close());

describe('the welcome screen', () => {
  it('is not shown to the seeded users, who already know their way', async () => {
    const manager = (await signIn(t.app, MANAGER)).token;
    expect(await shows(manager)).toBe(false);
    const answers = (await call(manager, 'GET', '/api/user/welcome_screen_answers')).json();
    expect(answers.answers).toBeNull();
    expect(answers.completed_at).toEqual(expect.any(String));
  });

  it('is shown first to a user who never answered; never to staff or a prospector without the search', async () => {
    expect(await shows((await signIn(t.app, SELLER)).token)).toBe(true);
    expect(await shows((await signIn(t.app, ADMIN)).token)).toBe(false);
    expect(await shows((await signIn(t.app, PROSPECTOR)).token)).toBe(false);
  });

  it('keeps the answers, once each, and is not shown again', async () => {
    const seller = (await signIn(t.app, SELLER)).token;
    const res = await call(seller, 'POST', '/api/welcome_screen/insert_answers', {
      answers: { ...ANSWERS, states: ['SP', 'RJ', 'SP'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Pronto! Sua primeira busca já está filtrada pelo que você respondeu.',
      answers: ANSWERS,
    });
    expect(await shows(seller)).toBe(false);
    expect((await call(seller, 'GET', '/api/user/welcome_screen_answers')).json()).toMatchObject({
      answers: ANSWERS,
      completed_at: expect.any(String),
    });
  });

  it('skipping keeps the earlier answers and is not shown again', async () => {
    const seller = (await signIn(t.app, SELLER)).token;
    const res = await call(seller, 'POST', '/api/welcome_screen/insert_answers', { skipped: true });
    expect(res.json()).toMatchObject({
      message: 'Tudo bem: você pode filtrar a busca como quiser.',
      answers: ANSWERS,
    });
    await t.app.db
      .update(users)
      .set({ welcomeCompletedAt: null, welcomeAnswers: null })
      .where(eq(users.email, SELLER));
    await call(seller, 'POST', '/api/welcome_screen/insert_answers', { skipped: true });
    expect(await shows(seller)).toBe(false);
    expect((await stored(SELLER))?.welcomeAnswers).toBeNull();
  });

  it('refuses unknown options, too many, other fields and an empty body, changing nothing', async () => {
    const seller = (await signIn(t.app, SELLER)).token;
    const before = await stored(SELLER);
    for (const body of [
      {},
      { skipped: false },
      { answers: { sectors: ['Z'] } },
      { answers: { states: ['XX'] } },
      { answers: { decisors: ['ceo'] } },
      { answers: { company_size: 'ME' } },
      { answers: { sectors: Array(22).fill('A') } },
      { answers: { sectors: ['A'], hobbies: ['golf'] } },
      { answers: ANSWERS, extra: 1 },
      { skipped: 'yes' },
    ]) {
      const res = await call(seller, 'POST', '/api/welcome_screen/insert_answers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const unknown = await call(seller, 'POST', '/api/welcome_screen/insert_answers', {
      answers: { sectors: ['Z'] },
    });
    expect(JSON.stringify(unknown.json())).toContain('Opção desconhecida');
    expect(await stored(SELLER)).toEqual(before);
    for (const [method, url] of [
      ['GET', '/api/welcome_screen/should_show_welcome_screen'],
      ['GET', '/api/user/welcome_screen_answers'],
      ['POST', '/api/welcome_screen/insert_answers'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? { skipped: true } : undefined }))
          .statusCode,
      ).toBe(401);
    }
  });
});
