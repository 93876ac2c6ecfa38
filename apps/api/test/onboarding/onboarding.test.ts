// Onboarding: who is offered it, "lembrar depois" for 12 hours, the answers, and the staff's panels.
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import { ONBOARDING_MESSAGES, toDottedDay } from '@prospecta/contracts/onboarding-api';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/db/schema/mail.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const SELLER = 'vendas@demo.prospecta.dev';
const MANAGER = 'gerente@demo.prospecta.dev';
const PROSPECTOR = 'sdr@demo.prospecta.dev';
const CS = 'cs@prospecta.dev';

let t: TestApp;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const offer = async (token: string) =>
  (await call(token, 'GET', '/api/user/check_permission_to_show_onboarding')).json();
const token = async (email: string) => (await signIn(t.app, email)).token;
async function userRow(email: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A weekday a few days ahead (Brasília), written with dots. */
function nextWeekday(afterDays: number): string {
  const date = new Date(`${brasiliaDay()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + afterDays);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return toDottedDay(date.toISOString().slice(0, 10));
}

beforeAll(async () => {
  t = await buildTestApp();
  // As if they had just been invited: never answered the offer.
  await t.app.db
    .update(users)
    .set({ hasOnboarding: false })
    .where(inArray(users.email, [SELLER, MANAGER, PROSPECTOR, ADMIN]));
});
afterAll(async () => t.close());

describe('the onboarding offer', () => {
  it('is made to a customer user who never answered, naming the account’s CS; never to staff', async () => {
    expect(await offer(await token(SELLER))).toEqual({
      show: true,
      cs: { name: 'Carla Sucesso', email: CS },
    });
    // The seeded owner is treated as already answered.
    expect((await offer(await token(OWNER))).show).toBe(false);
    expect((await offer(await token(ADMIN))).show).toBe(false);
    const me = (await call(await token(SELLER), 'GET', '/api/user/me')).json();
    expect(me).toMatchObject({ has_onboarding: false, onboarding_remember_me: false });
  });

  it('"lembrar depois" holds it back for 12 hours, for oneself only', async () => {
    const prospector = await token(PROSPECTOR);
    const { id } = await userRow(PROSPECTOR);
    const res = await call(prospector, 'PUT', `/api/user/${id}/onboarding_update_remember_me`, {
      onboarding_remember_me: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ onboarding_remember_me: true, remind_at: expect.any(String) });
    expect(Date.parse(res.json().remind_at) - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect((await offer(prospector)).show).toBe(false);
    expect((await call(prospector, 'GET', '/api/user/me')).json().onboarding_remember_me).toBe(true);

    // 13 hours later it comes back.
    await t.app.db
      .update(users)
      .set({ onboardingRememberedAt: new Date(Date.now() - 13 * 3600_000) })
      .where(eq(users.id, id));
    expect((await offer(prospector)).show).toBe(true);

    const seller = await userRow(SELLER);
    expect(
      (await call(prospector, 'PUT', `/api/user/${seller.id}/onboarding_update_remember_me`)).statusCode,
    ).toBe(403);
  });

  it('takes a schedule: the request waits for the CS, who is e-mailed, and the offer stops', async () => {
    const seller = await token(SELLER);
    const day = nextWeekday(3);
    const res = await call(seller, 'POST', '/api/user/onboarding', {
      onboarding: {
        user_selected_option: 'schedule',
        user_selected_option_at: day,
        preferred_period: 'afternoon',
        comment: 'Quero ver a exportação para o Pipedrive',
        // A customer cannot choose another responsible nor name another user.
        responsible_id: (await userRow(ADMIN)).id,
        email_user: OWNER,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Onboarding resgistrado com sucesso!',
      onboarding: {
        user_selected_option: 'schedule',
        user_selected_option_at: day,
        preferred_period: 'afternoon',
        email_user: SELLER,
        status: 'initial',
        responsible: { email: CS },
        creation_of_onboarding_by_admin: false,
      },
    });
    expect((await offer(seller)).show).toBe(false);
    expect((await call(seller, 'GET', '/api/user/me')).json().has_onboarding).toBe(true);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, CS));
    expect(mails.map((m) => m.subject)).toContain('Pedido de onboarding: Demo Comercial');
    expect(mails.find((m) => m.subject.startsWith('Pedido'))?.text).toContain(day.replaceAll('.', '/'));

    const again = await call(seller, 'POST', '/api/user/onboarding', {
      onboarding: { user_selected_option: 'not_needed' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(ONBOARDING_MESSAGES.alreadyAnswered);
  });

  it('refuses a day that is past, a weekend or too far, and a missing day', async () => {
    const manager = await token(MANAGER);
    const post = (onboarding: object) => call(manager, 'POST', '/api/user/onboarding', { onboarding });
    const today = toDottedDay(brasiliaDay());
    const past = await post({
      user_selected_option: 'schedule',
      user_selected_option_at: today,
      preferred_period: 'any',
    });
    expect([past.statusCode, past.json().message]).toEqual([422, ONBOARDING_MESSAGES.pastDay]);
    const far = await post({
      user_selected_option: 'schedule',
      user_selected_option_at: nextWeekday(90),
      preferred_period: 'any',
    });
    expect([far.statusCode, far.json().message]).toEqual([422, ONBOARDING_MESSAGES.farDay]);
    const missing = await post({ user_selected_option: 'schedule', preferred_period: 'any' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(ONBOARDING_MESSAGES.dayRequired);
    expect((await offer(manager)).show).toBe(true);
  });

  it('takes "não preciso" as refused, and staff are never asked', async () => {
    const manager = await token(MANAGER);
    const res = await call(manager, 'POST', '/api/user/onboarding', {
      onboarding: { user_selected_option: 'not_needed', comment: 'Já conheço a ferramenta' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: ONBOARDING_MESSAGES.declined,
      onboarding: { status: 'refused', user_selected_option_at: null, preferred_period: null },
    });
    const admin = await token(ADMIN);
    const own = await call(admin, 'POST', '/api/user/onboarding', {
      onboarding: { user_selected_option: 'not_needed' },
    });
    expect(own.statusCode).toBe(403);
  });
});

describe('the staff’s onboarding panels', () => {
  it('are refused to customers', async () => {
    const seller = await token(SELLER);
    for (const [method, url] of [
      ['GET', '/api/user/onboardings'],
      ['GET', '/api/user/users_without_onboardings'],
      ['GET', '/api/user/all_list_onboarding_responsible'],
      ['POST', '/api/user/status_validation'],
    ] as const) {
      expect((await call(seller, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
    }
    const owner = await token(OWNER);
    const byAdmin = await call(owner, 'POST', '/api/user/onboarding', {
      onboarding: {
        user_selected_option: 'not_needed',
        email_user: SELLER,
        creation_of_onboarding_by_admin: true,
      },
    });
    expect(byAdmin.statusCode).toBe(403);
  });

  it('list the requests with the period, name or e-mail and option filters', async () => {
    const admin = await token(ADMIN);
    const list = async (query: string) => (await call(admin, 'GET', `/api/user/onboardings${query}`)).json();
    const all = await list('');
    expect(all).toMatchObject({ total: 2, page: 1, page_size: 10 });
    // Newest first: the manager's refusal, then the seller's schedule.
    expect(all.onboardings.map((o: { email_user: string }) => o.email_user)).toEqual([MANAGER, SELLER]);
    expect(
      (await list('?user_selected_option=schedule')).onboardings.map(
        (o: { email_user: string }) => o.email_user,
      ),
    ).toEqual([SELLER]);
    expect((await list('?name_or_email=VITOR')).total).toBe(1);
    expect((await list('?name_or_email=gustavo')).onboardings[0].user.name).toBe('Gustavo Gerente');
    expect((await list(`?init_date=${brasiliaDay()}&end_date=${brasiliaDay()}`)).total).toBe(2);
    expect((await list('?init_date=2020-01-01&end_date=2020-01-31')).total).toBe(0);
    const bad = await call(admin, 'GET', '/api/user/onboardings?init_date=2026-12-01&end_date=2026-11-01');
    expect(bad.statusCode).toBe(400);
    expect((await list('?status=refused')).total).toBe(1);
    // The web client's markers are accepted, unknown fields are not.
    expect((await list('?skip_handle_error=true&allowed_success_notify=true')).total).toBe(2);
    expect((await call(admin, 'GET', '/api/user/onboardings?foo=1')).statusCode).toBe(400);
  });

  it('set the responsible and the confirmation status; a wrong parameter is the spec’s 422', async () => {
    const cs = await token(CS);
    const [schedule] = (await call(cs, 'GET', '/api/user/onboardings?user_selected_option=schedule')).json()
      .onboardings;
    const { responsibles } = (await call(cs, 'GET', '/api/user/all_list_onboarding_responsible')).json();
    expect(responsibles.map((r: { email: string }) => r.email)).toEqual([ADMIN, CS]);
    const admin = responsibles.find((r: { email: string }) => r.email === ADMIN);

    const res = await call(cs, 'POST', '/api/user/update_onboarding_confirmation', {
      onboarding_id: schedule.id,
      responsible_id: admin.id,
      status_confirmation: 'scheduled',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Atualização feita com sucesso!',
      onboarding: {
        id: schedule.id,
        status: 'scheduled',
        responsible_id: admin.id,
        responsible: { email: ADMIN },
      },
    });

    const seller = await userRow(SELLER);
    for (const body of [
      {
        onboarding_id: '00000000-0000-4000-8000-000000000000',
        responsible_id: null,
        status_confirmation: 'confirmed',
      },
      { onboarding_id: schedule.id, responsible_id: seller.id, status_confirmation: 'confirmed' },
    ]) {
      const refused = await call(cs, 'POST', '/api/user/update_onboarding_confirmation', body);
      expect([refused.statusCode, refused.json().message]).toEqual([422, ONBOARDING_MESSAGES.badParameters]);
    }

    const counts = await call(cs, 'POST', '/api/user/status_validation', {});
    expect(counts.json()).toEqual({
      counts: { initial: 0, scheduled: 1, confirmed: 0, refused: 1 },
      total: 2,
    });
    // The spec's call may send no body at all.
    expect((await call(cs, 'POST', '/api/user/status_validation')).json().total).toBe(2);
    const one = await call(cs, 'POST', '/api/user/status_validation', { status_onboarding: 'scheduled' });
    expect(one.json().total).toBe(1);
  });

  it('list the customer users without an onboarding, and staff may register one for them', async () => {
    const admin = await token(ADMIN);
    const without = async (query = '') =>
      (await call(admin, 'GET', `/api/user/users_without_onboardings${query}`)).json();
    const all = await without();
    // The prospector postponed; the owner was here before the offer; staff are not listed.
    expect(
      Object.fromEntries(all.users.map((u: { email: string; state: string }) => [u.email, u.state])),
    ).toEqual({ [PROSPECTOR]: 'remember_me', [OWNER]: 'before_onboarding' });
    expect((await without('?users_without_onboardings=remember_me')).users[0].remind_at).toEqual(
      expect.any(String),
    );
    expect((await without('?users_without_onboardings=never_answered')).total).toBe(0);
    expect((await without('?name_or_email=olivia')).total).toBe(1);
    expect((await without('?name_or_email=olivia&skip_handle_error=true')).total).toBe(1);

    const registered = await call(admin, 'POST', '/api/user/onboarding', {
      onboarding: {
        user_selected_option: 'schedule',
        user_selected_option_at: '20.11.2026',
        preferred_period: 'morning',
        email_user: OWNER,
        creation_of_onboarding_by_admin: true,
        comment: 'Feito por telefone',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().onboarding).toMatchObject({
      email_user: OWNER,
      creation_of_onboarding_by_admin: true,
      user_selected_option_at: '20.11.2026',
      responsible: { email: CS },
    });
    expect((await without()).users.map((u: { email: string }) => u.email)).toEqual([PROSPECTOR]);

    const unknown = await call(admin, 'POST', '/api/user/onboarding', {
      onboarding: {
        user_selected_option: 'not_needed',
        email_user: CS,
        creation_of_onboarding_by_admin: true,
      },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, ONBOARDING_MESSAGES.userNotFound]);
  });
});
