// Surveys: when the NPS is offered (never to staff, not in a user's first days, after real use, "agora não"
// for 7 days, a staff request), the answer's checks (422s), one answer per period (two at once too), and the
// staff's list with its filters and figures.
import { randomBytes } from 'node:crypto';
import { SURVEY_MESSAGES } from '@prospecta/contracts/surveys-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { lists } from '@/db/schema/lists.ts';
import { surveys, surveyUserActions } from '@/db/schema/surveys.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD } from '@/db/seed.ts';
import { hashPassword } from '@/modules/auth/passwords.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const CS = 'cs@prospecta.dev';
const DAY = 24 * 3600_000;
const NPS = { type: 'nps', question_id: 'nps_recommend' };

let t: TestApp;
let passwordHash = '';
const call = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
};
const offer = async (token: string, url = '/api/user/check_permission_to_show_survey') =>
  (await call(token, 'GET', url)).body.show;

/** A customer user of a new account, created `ageDays` ago, with a list of their own when `used`. */
async function customer(options: { ageDays: number; used?: boolean; name?: string }) {
  const suffix = randomBytes(4).toString('hex');
  const [account] = await t.app.db
    .insert(accounts)
    .values({ name: `Cliente ${suffix}`, accountType: 'active' })
    .returning({ id: accounts.id });
  if (!account) throw new Error('no account');
  const email = `pesquisa-${suffix}@cliente.test`;
  const [user] = await t.app.db
    .insert(users)
    .values({
      accountId: account.id,
      name: options.name ?? `Cliente ${suffix}`,
      email,
      role: 'owner',
      passwordHash,
      createdAt: new Date(Date.now() - options.ageDays * DAY),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  if (options.used)
    await t.app.db.insert(lists).values({ accountId: account.id, authorId: user.id, name: 'Minha lista' });
  return { id: user.id, accountId: account.id, email, token: (await signIn(t.app, email)).token };
}

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => t.close());

describe('when the survey is offered', () => {
  it('never to staff, nor to the seeded demo users on their first days', async () => {
    for (const email of [ADMIN, CS, OWNER, 'vendas@demo.prospecta.dev']) {
      const { token } = await signIn(t.app, email);
      expect(await offer(token)).toBe(false);
    }
  });

  it('after 7 days and a list of their own; the question comes with it', async () => {
    expect(await offer((await customer({ ageDays: 3, used: true })).token)).toBe(false);
    expect(await offer((await customer({ ageDays: 10, used: false })).token)).toBe(false);
    const ready = await customer({ ageDays: 10, used: true });
    expect((await call(ready.token, 'GET', '/api/user/check_permission_to_show_survey')).body).toEqual({
      show: true,
      type: 'nps',
      question: {
        type: 'nps',
        id: 'nps_recommend',
        text: 'De 0 a 10, quanto você recomendaria o Prospecta a um colega?',
      },
    });
    // The relationship tree's survey is asked after the tree was used: no list needed.
    const treeUser = await customer({ ageDays: 10 });
    expect(await offer(treeUser.token, '/api/user/show_hyperbolic_tree_survey')).toBe(true);
    expect(await offer(treeUser.token)).toBe(false);
  });

  it('"agora não" puts it off for 7 days', async () => {
    const c = await customer({ ageDays: 10, used: true });
    const res = await call(c.token, 'POST', '/api/user/register_survey_user_action', {
      type: 'nps',
      action: 'postponed',
    });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.offer_again_at) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(await offer(c.token)).toBe(false);
    await t.app.db
      .update(surveyUserActions)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(surveyUserActions.userId, c.id));
    expect(await offer(c.token)).toBe(true);
  });

  it('staff may ask a customer user for an answer, even in their first days', async () => {
    const c = await customer({ ageDays: 0 });
    const admin = (await signIn(t.app, ADMIN)).token;
    expect((await call(c.token, 'POST', '/api/user/survey/request', { email: c.email })).status).toBe(403);
    expect((await call(admin, 'POST', '/api/user/survey/request', { email: CS })).body).toMatchObject({
      message: SURVEY_MESSAGES.customerNotFound,
    });
    const res = await call(admin, 'POST', '/api/user/survey/request', { email: c.email.toUpperCase() });
    expect(res).toEqual({ status: 200, body: { message: SURVEY_MESSAGES.requested } });
    expect(await offer(c.token)).toBe(true);
    expect((await call(c.token, 'POST', '/api/user/survey', { ...NPS, rating: 6 })).status).toBe(201);
    expect(await offer(c.token)).toBe(false);
    expect((await call(admin, 'POST', '/api/user/survey/request', { email: c.email })).body.message).toBe(
      SURVEY_MESSAGES.answeredRecently,
    );
    expect((await call(admin, 'POST', '/api/user/survey/request', { email: 'ninguem@x.test' })).status).toBe(
      422,
    );
  });

  it('a staff request wins over an earlier "agora não"; a later "agora não" spends it', async () => {
    const c = await customer({ ageDays: 10, used: true });
    const admin = (await signIn(t.app, ADMIN)).token;
    const postpone = () =>
      call(c.token, 'POST', '/api/user/register_survey_user_action', { type: 'nps', action: 'postponed' });
    expect((await postpone()).status).toBe(200);
    expect(await offer(c.token)).toBe(false);
    // The request is stamped after the "agora não" (distinct instants even on a fast machine).
    await t.app.db
      .update(surveyUserActions)
      .set({ createdAt: new Date(Date.now() - DAY) })
      .where(eq(surveyUserActions.userId, c.id));
    expect((await call(admin, 'POST', '/api/user/survey/request', { email: c.email })).body).toEqual({
      message: SURVEY_MESSAGES.requested,
    });
    expect(await offer(c.token)).toBe(true);
    // The user saw it and said "agora não" again: it waits its 7 days.
    await t.app.db
      .update(surveyUserActions)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(and(eq(surveyUserActions.userId, c.id), eq(surveyUserActions.action, 'requested')));
    expect((await postpone()).status).toBe(200);
    expect(await offer(c.token)).toBe(false);
  });
});

describe('an answer', () => {
  it('is checked: rating 0–10, a known type and its question (422 in Portuguese); staff do not answer', async () => {
    const c = await customer({ ageDays: 10, used: true });
    const bad = [
      [{ ...NPS, rating: 11 }, SURVEY_MESSAGES.invalidRating],
      [{ ...NPS, rating: -1 }, SURVEY_MESSAGES.invalidRating],
      [{ ...NPS, rating: 8.5 }, SURVEY_MESSAGES.invalidRating],
      [{ type: 'csat', question_id: 'nps_recommend', rating: 8 }, SURVEY_MESSAGES.unknownType],
      [{ type: 'nps', question_id: 'tree_useful', rating: 8 }, SURVEY_MESSAGES.unknownQuestion],
    ] as const;
    for (const [payload, message] of bad) {
      expect(await call(c.token, 'POST', '/api/user/survey', payload)).toEqual({
        status: 422,
        body: { message },
      });
    }
    expect((await call(c.token, 'POST', '/api/user/survey', { ...NPS, rating: 'dez' })).status).toBe(400);
    const admin = (await signIn(t.app, ADMIN)).token;
    expect(await call(admin, 'POST', '/api/user/survey', { ...NPS, rating: 10 })).toEqual({
      status: 403,
      body: { message: SURVEY_MESSAGES.staffNoAnswer },
    });
    expect(await t.app.db.select().from(surveys).where(eq(surveys.userId, c.id))).toHaveLength(0);
  });

  it('is saved once per period with the spec’s message; a second is refused', async () => {
    const c = await customer({ ageDays: 10, used: true });
    const saved = await call(c.token, 'POST', '/api/user/survey', {
      ...NPS,
      rating: 9,
      comment: '  Ótimo!  ',
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      message: 'Avaliação salva com sucesso!',
      survey: { type: 'nps', rating: 9, comment: 'Ótimo!', voucher_status: 'pending', user: { id: c.id } },
    });
    expect(await offer(c.token)).toBe(false);
    expect(await call(c.token, 'POST', '/api/user/survey', { ...NPS, rating: 3 })).toEqual({
      status: 422,
      body: { message: SURVEY_MESSAGES.alreadyAnswered },
    });
    expect((await call(c.token, 'GET', '/api/user/made_survey_greater_than_seven')).body).toEqual({
      made: true,
    });
    // 91 days later it is asked again, and a new answer is taken.
    await t.app.db
      .update(surveys)
      .set({ createdAt: new Date(Date.now() - 91 * DAY) })
      .where(eq(surveys.userId, c.id));
    expect(await offer(c.token)).toBe(true);
    expect((await call(c.token, 'POST', '/api/user/survey', { ...NPS, rating: 7 })).status).toBe(201);
  });

  it('is taken only when the survey is offered now (422, nothing stored)', async () => {
    const newcomer = await customer({ ageDays: 0, used: true });
    const unused = await customer({ ageDays: 10 });
    const postponed = await customer({ ageDays: 10, used: true });
    await call(postponed.token, 'POST', '/api/user/register_survey_user_action', {
      type: 'nps',
      action: 'postponed',
    });
    for (const c of [newcomer, unused, postponed]) {
      expect(await offer(c.token)).toBe(false);
      expect(await call(c.token, 'POST', '/api/user/survey', { ...NPS, rating: 10 })).toEqual({
        status: 422,
        body: { message: SURVEY_MESSAGES.notOffered },
      });
      expect(await t.app.db.select().from(surveys).where(eq(surveys.userId, c.id))).toHaveLength(0);
    }
    // The seeded demo owner, in their first week, cannot put themselves in the voucher queue either.
    const owner = (await signIn(t.app, OWNER)).token;
    expect((await call(owner, 'POST', '/api/user/survey', { ...NPS, rating: 10 })).status).toBe(422);
    // Asked by staff, the newcomer's answer is taken.
    const admin = (await signIn(t.app, ADMIN)).token;
    await call(admin, 'POST', '/api/user/survey/request', { email: newcomer.email });
    expect((await call(newcomer.token, 'POST', '/api/user/survey', { ...NPS, rating: 10 })).status).toBe(201);
  });

  it('two clicks at once save one', async () => {
    const c = await customer({ ageDays: 10, used: true });
    const answers = await Promise.all([
      call(c.token, 'POST', '/api/user/survey', { ...NPS, rating: 5 }),
      call(c.token, 'POST', '/api/user/survey', { ...NPS, rating: 5 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await t.app.db.select().from(surveys).where(eq(surveys.userId, c.id))).toHaveLength(1);
    expect((await call(c.token, 'GET', '/api/user/made_survey_greater_than_seven')).body).toEqual({
      made: false,
    });
  });

  it('questions come from one place', async () => {
    const c = await customer({ ageDays: 1 });
    expect((await call(c.token, 'GET', '/api/user/survey_questions')).body.questions).toEqual([
      { type: 'nps', id: 'nps_recommend', text: expect.stringContaining('recomendaria o Prospecta') },
      {
        type: 'relationship_tree',
        id: 'tree_useful',
        text: expect.stringContaining('árvore de relacionamentos'),
      },
    ]);
  });
});

describe('the staff’s list', () => {
  it('is for staff only, filtered by period, type, ratings and name or e-mail, with average and NPS', async () => {
    const marker = `Zuleica ${randomBytes(3).toString('hex')}`;
    const ratings = [10, 9, 7, 2];
    for (const [i, rating] of ratings.entries()) {
      const c = await customer({ ageDays: 10, used: true, name: `${marker} ${i}` });
      await call(c.token, 'POST', '/api/user/survey', { ...NPS, rating });
    }
    const tree = await customer({ ageDays: 10, name: `${marker} árvore` });
    await call(tree.token, 'POST', '/api/user/survey', {
      type: 'relationship_tree',
      question_id: 'tree_useful',
      rating: 4,
    });

    const customerToken = (await signIn(t.app, OWNER)).token;
    expect((await call(customerToken, 'GET', '/api/user/surveys')).status).toBe(403);
    const cs = (await signIn(t.app, CS)).token;
    const q = encodeURIComponent(marker.toLowerCase().replace('u', 'ú'));
    const all = await call(cs, 'GET', `/api/user/surveys?name_or_email=${q}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(5);
    expect(all.body.summary).toEqual({
      count: 5,
      average: 6.4,
      promoters: 2,
      passives: 1,
      detractors: 1,
      nps: 25,
    });

    const nps = await call(cs, 'GET', `/api/user/surveys?name_or_email=${q}&type=nps&ratings=9,10`);
    expect(nps.body.surveys.map((s: { rating: number }) => s.rating)).toEqual([9, 10]);
    expect(nps.body.summary).toMatchObject({ count: 2, average: 9.5, nps: 100 });
    const treeOnly = await call(cs, 'GET', `/api/user/surveys?name_or_email=${q}&type=relationship_tree`);
    expect(treeOnly.body.summary).toMatchObject({ count: 1, average: 4, nps: null });

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const past = await call(cs, 'GET', `/api/user/surveys?name_or_email=${q}&end_date=2020-01-01`);
    expect(past.body).toMatchObject({
      total: 0,
      surveys: [],
      summary: { count: 0, average: null, nps: null },
    });
    expect(
      (await call(cs, 'GET', `/api/user/surveys?name_or_email=${q}&init_date=${today}`)).body.total,
    ).toBe(5);
    expect((await call(cs, 'GET', '/api/user/surveys?ratings=11')).status).toBe(400);

    // Paging: 10 a page.
    const pageOne = await call(cs, 'GET', '/api/user/surveys');
    expect(pageOne.body.surveys.length).toBeLessThanOrEqual(10);
    const totalPages = Math.ceil(pageOne.body.total / 10);
    const last = await call(cs, 'GET', `/api/user/surveys?page=${totalPages}`);
    expect(last.body.surveys.length).toBe(pageOne.body.total - (totalPages - 1) * 10);
  });
});
