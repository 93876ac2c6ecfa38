// "Indique e ganhe" under requests at once (run on PostgreSQL too, TEST_DATABASE_URL): two find_or_create give
// one code, two registers of one e-mail store one, two converts grant once.
import { REFERRAL_GRANT_ORIGIN, REFERRAL_MESSAGES } from '@prospecta/contracts/referral-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { creditGrants } from '@/db/schema/credits.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { referralLinks, referralRegisters } from '@/db/schema/referral.ts';
import { users } from '@/db/schema/users.ts';
import { createReferralService } from '@/modules/referral/referral.service.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const CS = 'cs@prospecta.dev';
const SELLER = 'vendas@demo.prospecta.dev';
const AT_ONCE = 5;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [OWNER, ADMIN, CS]) tokens[email] = (await signIn(t.app, email)).token;
});
afterAll(async () => t.close());

const post = (email: string | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: email ? bearer(tokens[email] ?? '') : {}, payload });
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

let code = '';

it('gives one code to requests at once', async () => {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => post(OWNER, '/api/referral/find_or_create')),
  );
  expect(statuses(answers)).toEqual(Array(AT_ONCE).fill(200));
  const codes = new Set(answers.map((a) => a.json().code));
  expect(codes.size).toBe(1);
  expect(await t.app.db.select().from(referralLinks)).toHaveLength(1);
  code = [...codes][0] ?? '';

  // The service alone, without the requests' sign-in checks between: the calls all find no link and insert.
  const service = createReferralService({ db: t.app.db, config: t.config, mail: t.app.mail });
  const [seller] = await t.app.db.select().from(users).where(eq(users.email, SELLER));
  if (!seller) throw new Error('no seller');
  const user = {
    id: seller.id,
    accountId: seller.accountId,
    role: 'user' as const,
    email: SELLER,
    name: seller.name,
  };
  const links = await Promise.all(Array.from({ length: 10 }, () => service.findOrCreate(user)));
  expect(new Set(links.map((l) => l.code)).size).toBe(1);
  expect(await t.app.db.select().from(referralLinks).where(eq(referralLinks.userId, seller.id))).toHaveLength(
    1,
  );
});

it('stores one register of an e-mail posted several times at once', async () => {
  const body = {
    name: 'Lia Prado',
    company_name: 'Prado Móveis',
    email: 'lia@pradomoveis.com',
    phone: '11987654321',
  };
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      post(null, `/api/referral/public/${code}/registers`, {
        ...body,
        email: i % 2 ? body.email.toUpperCase() : body.email,
      }),
    ),
  );
  expect(statuses(answers)).toEqual([201, ...Array(AT_ONCE - 1).fill(422)]);
  for (const refused of answers.filter((a) => a.statusCode === 422))
    expect(refused.json().message).toBe(REFERRAL_MESSAGES.alreadyReferred);
  expect(await t.app.db.select().from(referralRegisters)).toHaveLength(1);
  expect(
    await t.app.db.select().from(notifications).where(eq(notifications.type, 'referral_registered')),
  ).toHaveLength(1);
});

it('grants once when staff convert at once', async () => {
  const [register] = await t.app.db.select().from(referralRegisters);
  const url = `/api/admin/referrals/${register?.id}`;
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, i) =>
      post(i % 2 ? ADMIN : CS, `${url}/${i === AT_ONCE - 1 ? 'decline' : 'convert'}`, {}),
    ),
  );
  expect(statuses(answers)).toEqual([200, ...Array(AT_ONCE - 1).fill(422)]);
  for (const refused of answers.filter((a) => a.statusCode === 422))
    expect(refused.json().message).toBe(REFERRAL_MESSAGES.alreadyDecided);
  const winner = answers.find((a) => a.statusCode === 200)?.json();
  const grants = await t.app.db
    .select()
    .from(creditGrants)
    .where(eq(creditGrants.origin, REFERRAL_GRANT_ORIGIN));
  expect(grants).toHaveLength(winner?.referral.status === 'converted' ? 1 : 0);
  const decided = await t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.type, `referral_${winner?.referral.status}`));
  expect(decided).toHaveLength(1);
});
