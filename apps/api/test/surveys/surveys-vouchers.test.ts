// Vouchers: the answers rated 9 or 10 listed for staff, allowed or refused there, then shown to the user, who
// rescues it once as a real grant of click credits (the credits' gauge grows); other users' vouchers refused.
import { randomBytes } from 'node:crypto';
import { SURVEY_MESSAGES, VOUCHER_REWARD } from '@prospecta/contracts/surveys-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { creditGrants } from '@/db/schema/credits.ts';
import { lists } from '@/db/schema/lists.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD } from '@/db/seed.ts';
import { hashPassword } from '@/modules/auth/passwords.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const CS = 'cs@prospecta.dev';
const DAY = 24 * 3600_000;

let t: TestApp;
let passwordHash = '';
let staff = '';
const call = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
};

/** A customer user of a new account who rated Prospecta `rating`; their token and the answer's id. */
async function rated(rating: number) {
  const suffix = randomBytes(4).toString('hex');
  const [account] = await t.app.db
    .insert(accounts)
    .values({ name: `Cliente ${suffix}`, accountType: 'active' })
    .returning({ id: accounts.id });
  if (!account) throw new Error('no account');
  const email = `voucher-${suffix}@cliente.test`;
  const [user] = await t.app.db
    .insert(users)
    .values({
      accountId: account.id,
      name: `Vânia ${suffix}`,
      email,
      role: 'owner',
      passwordHash,
      createdAt: new Date(Date.now() - 30 * DAY),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  // Real use of the product: the survey is offered, so the answer is taken.
  await t.app.db.insert(lists).values({ accountId: account.id, authorId: user.id, name: 'Minha lista' });
  const token = (await signIn(t.app, email)).token;
  const res = await call(token, 'POST', '/api/user/survey', {
    type: 'nps',
    question_id: 'nps_recommend',
    rating,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { token, accountId: account.id, surveyId: res.body.survey.id as string, email };
}
const decide = (surveyId: string, allowed: boolean, token = staff) =>
  call(token, 'PUT', '/api/user/survey/update_user_voucher_permission', {
    allowed_voucher: allowed,
    voucher_action: 'click_credits',
    survey_id: surveyId,
  });
const voucher = async (token: string) =>
  (await call(token, 'GET', '/api/user/check_permission_to_show_voucher')).body;
const rescue = (token: string, surveyId: string) =>
  call(token, 'POST', '/api/user/survey/rescue_voucher', { survey_id: surveyId });

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
  staff = (await signIn(t.app, CS)).token;
});
afterAll(async () => t.close());

describe('vouchers', () => {
  it('staff list the answers rated 9 or 10; customers may not', async () => {
    const high = await rated(10);
    const low = await rated(8);
    const list = await call(staff, 'GET', '/api/user/survey/list_user_with_voucher');
    expect(list.status).toBe(200);
    const ids = list.body.vouchers.map((v: { _id: string }) => v._id);
    expect(ids).toContain(high.surveyId);
    expect(ids).not.toContain(low.surveyId);
    expect(list.body.vouchers.find((v: { _id: string }) => v._id === high.surveyId)).toMatchObject({
      rating: 10,
      allowed_voucher: null,
      status: 'pending',
      user: { email: high.email, role: 'owner' },
      rescued_at: null,
    });
    expect((await call(high.token, 'GET', '/api/user/survey/list_user_with_voucher')).status).toBe(403);
    expect((await decide(high.surveyId, true, high.token)).status).toBe(403);
    // A rating of 8 earns none; an unknown answer is a 404.
    expect(await decide(low.surveyId, true)).toEqual({
      status: 422,
      body: { message: SURVEY_MESSAGES.voucherLowRating },
    });
    expect((await decide('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
  });

  it('allowed → shown → rescued once as a grant of click credits that expires', async () => {
    const c = await rated(9);
    expect(await voucher(c.token)).toEqual({ show: false, voucher: null });
    const before = (await call(c.token, 'GET', '/api/credits/show')).body.click.remaining;

    const allowed = await decide(c.surveyId, true);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({
      message: SURVEY_MESSAGES.voucherAllowed,
      voucher: { allowed_voucher: true, status: 'allowed', decided_by: { name: expect.any(String) } },
    });
    expect(await voucher(c.token)).toEqual({
      show: true,
      voucher: { survey_id: c.surveyId, action: 'click_credits', amount: 100, valid_days: 30 },
    });

    // Someone else's voucher: another account's user, and a colleague of the same account, are refused.
    const other = await rated(10);
    expect(await rescue(other.token, c.surveyId)).toEqual({
      status: 404,
      body: { message: SURVEY_MESSAGES.voucherNotFound },
    });
    const owner = (await signIn(t.app, OWNER)).token;
    expect((await rescue(owner, c.surveyId)).status).toBe(404);

    const [first, second] = await Promise.all([rescue(c.token, c.surveyId), rescue(c.token, c.surveyId)]);
    const statuses = [first?.status, second?.status].sort();
    expect(statuses).toEqual([200, 422]);
    const ok = first?.status === 200 ? first : second;
    expect(ok?.body).toMatchObject({
      message: SURVEY_MESSAGES.voucherRescued,
      amount: VOUCHER_REWARD.amount,
    });
    const grants = await t.app.db
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.accountId, c.accountId), eq(creditGrants.origin, 'voucher')));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ type: 'click', amount: 100 });
    const expiresIn = (grants[0]?.expiresAt?.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(30 * DAY);
    expect(expiresIn).toBeLessThan(31.5 * DAY);
    const after = (await call(c.token, 'GET', '/api/credits/show')).body.click.remaining;
    expect(after - before).toBe(100);

    expect(await voucher(c.token)).toEqual({ show: false, voucher: null });
    expect(await rescue(c.token, c.surveyId)).toEqual({
      status: 422,
      body: { message: SURVEY_MESSAGES.voucherAlreadyRescued },
    });
    // Staff can no longer change a rescued voucher; the list says it was rescued.
    expect((await decide(c.surveyId, false)).body.message).toBe(SURVEY_MESSAGES.voucherAlreadyRescued);
    const rescued = await call(staff, 'GET', '/api/user/survey/list_user_with_voucher?status=rescued');
    expect(rescued.body.vouchers.find((v: { _id: string }) => v._id === c.surveyId)).toMatchObject({
      status: 'rescued',
      rescued_at: expect.any(String),
    });
  });

  it('a refused voucher is not shown nor rescued; staff may change their mind before the rescue', async () => {
    const c = await rated(10);
    const admin = (await signIn(t.app, ADMIN)).token;
    expect((await decide(c.surveyId, false, admin)).body).toMatchObject({
      message: SURVEY_MESSAGES.voucherRefused,
      voucher: { allowed_voucher: false, status: 'refused' },
    });
    expect((await voucher(c.token)).show).toBe(false);
    expect((await rescue(c.token, c.surveyId)).status).toBe(404);
    const refused = await call(staff, 'GET', '/api/user/survey/list_user_with_voucher?status=refused');
    expect(refused.body.vouchers.map((v: { _id: string }) => v._id)).toContain(c.surveyId);
    expect((await decide(c.surveyId, true)).status).toBe(200);
    expect((await rescue(c.token, c.surveyId)).status).toBe(200);
  });

  it('staff are never shown a voucher', async () => {
    expect(await voucher(staff)).toEqual({ show: false, voucher: null });
  });
});
