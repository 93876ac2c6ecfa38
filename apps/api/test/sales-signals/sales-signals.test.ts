// Sales signals through the real routes: the seats' refusal recorded at its own 422, the browser's tracking
// posts (its kinds only, never staff, one an hour), a consultant asked for, the contact-and-sales modal's rules
// (another account's events never count) and the staff's feed (paging, filters, 403).
import { usersLimitMessage } from '@prospecta/contracts/account-users-api';
import { SALES_SIGNALS_MESSAGES as M } from '@prospecta/contracts/sales-signals-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEvents } from '@/db/schema/events.ts';
import { planOrders } from '@/db/schema/plans.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';
import { ageEvents, caller, eventsOf, insertEvent, newAccount } from './sales-signals-fixture.ts';

const CS = 'cs@prospecta.dev';
const DAY_MIN = 24 * 60;

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let cs: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t);
  admin = (await signIn(t.app, ADMIN)).token;
  cs = (await signIn(t.app, CS)).token;
});
afterAll(async () => t.close());

/** A staff member of Prospecta's own account, signed in. */
async function newStaff(role: 'admin' | 'customer_success') {
  const [adminRow] = await t.app.db.select().from(users).where(eq(users.email, ADMIN));
  const email = `cs-${Math.random().toString(36).slice(2, 8)}@prospecta.dev`;
  const [row] = await t.app.db
    .insert(users)
    .values({
      accountId: adminRow?.accountId ?? '',
      name: 'Carla Sucesso',
      email,
      role,
      passwordHash: adminRow?.passwordHash ?? null,
    })
    .returning();
  if (!row) throw new Error('no staff');
  return { id: row.id, name: row.name, email, token: (await signIn(t.app, email)).token };
}

const track = async (token: string, kind: string, body?: unknown) =>
  call(token, 'POST', `/api/ddcs/ka/${kind}`, body ?? {});
const modal = async (token: string) => call(token, 'GET', '/api/contact_and_sales_info/show_modal');
const newUser = (suffix: string) => ({
  name: `Novo ${suffix}`,
  email: `novo-${suffix}@cliente.test`,
  role: 'user',
});

describe('the seats refused', () => {
  it('records the owner who tried to add a user with the plan full, once an hour, and never staff', async () => {
    const a = await newAccount(t, 4);
    const owner = await a.token();
    const refused = await call(owner, 'POST', '/api/user/sub_user', newUser('a'));
    expect(refused).toMatchObject({ status: 422, body: { message: usersLimitMessage(4) } });
    const [event, ...more] = await eventsOf(t, a.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      userId: a.ids.owner,
      kind: 'tried_to_register_new_additional_user',
      detail: 'Novo usuário: Novo a (novo-a@cliente.test)',
    });

    // Again within the hour: refused, not recorded twice.
    expect((await call(owner, 'POST', '/api/user/sub_user', newUser('b'))).status).toBe(422);
    expect(await eventsOf(t, a.id)).toHaveLength(1);

    // Staff adding to the full account are refused too, and are not a customer's signal.
    const byStaff = await call(admin, 'POST', '/api/admin/users', { ...newUser('c'), account_id: a.id });
    expect(byStaff.status).toBe(422);
    expect(await eventsOf(t, a.id)).toHaveLength(1);
  });

  it('records nothing for an addition that fits, or one refused for another reason', async () => {
    const a = await newAccount(t, 10);
    const owner = await a.token();
    expect((await call(owner, 'POST', '/api/user/sub_user', newUser('ok'))).status).toBe(201);
    const taken = await call(owner, 'POST', '/api/user/sub_user', { ...newUser('x'), email: a.emails.user });
    expect(taken.status).toBe(422);
    expect(await eventsOf(t, a.id)).toEqual([]);
  });
});

describe('POST /api/ddcs/ka/:event', () => {
  it('records the browser kinds with their detail, one of a kind per user an hour', async () => {
    const a = await newAccount(t);
    const owner = await a.token();
    expect(await track(owner, 'clicked_on_upgrade', { detail: 'Usuários' })).toEqual({
      status: 200,
      body: { recorded: true },
    });
    expect(await track(owner, 'clicked_on_upgrade', { detail: 'Busca' })).toEqual({
      status: 200,
      body: { recorded: false },
    });
    // Another kind, another user: their own hour.
    expect((await track(owner, 'scheduled_demo')).body).toEqual({ recorded: true });
    expect((await track(await a.token('user'), 'clicked_on_upgrade')).body).toEqual({ recorded: true });
    const clicks = await eventsOf(t, a.id, 'clicked_on_upgrade');
    expect(clicks.map((e) => [e.userId, e.detail]).sort()).toEqual(
      [
        [a.ids.owner, 'Usuários'],
        [a.ids.user, null],
      ].sort(),
    );
    // An hour later the click is recorded again.
    await ageEvents(t, a.id, 61);
    expect((await track(owner, 'clicked_on_upgrade')).body).toEqual({ recorded: true });
    expect(await eventsOf(t, a.id, 'clicked_on_upgrade')).toHaveLength(3);

    // "Novo usuário" pressed with the plan full: the screen refuses it, the browser records the wall.
    expect(
      (await track(owner, 'tried_to_register_new_additional_user', { detail: 'Usuários da conta' })).body,
    ).toEqual({
      recorded: true,
    });
    expect((await modal(owner)).body).toEqual({ show: true, reason: 'seats' });
  });

  it('refuses unknown kinds, the kinds the server records, staff and no session', async () => {
    const a = await newAccount(t);
    const owner = await a.token();
    expect(await track(owner, 'first_sm_campaign')).toMatchObject({
      status: 404,
      body: { message: M.unknownEvent },
    });
    for (const kind of [
      'tried_to_import_without_credits',
      'contact_sales_requested',
      'create_list_automatic_accepted',
    ]) {
      expect(await track(owner, kind)).toMatchObject({ status: 403, body: { message: M.serverEvent } });
    }
    expect(await track(admin, 'clicked_on_upgrade')).toMatchObject({
      status: 403,
      body: { message: M.staffNotTracked },
    });
    expect((await call(null, 'POST', '/api/ddcs/ka/clicked_on_upgrade', {})).status).toBe(401);
    const long = await track(owner, 'clicked_on_upgrade', { detail: 'x'.repeat(201) });
    expect(long).toMatchObject({ status: 400 });
    expect(await eventsOf(t, a.id)).toEqual([]);
    const staffRows = await t.app.db
      .select()
      .from(userEvents)
      .innerJoin(users, eq(users.id, userEvents.userId))
      .where(eq(users.email, ADMIN));
    expect(staffRows).toEqual([]);
  });
});

describe('a consultant asked for', () => {
  it('is recorded by the plans route with the plan and the message', async () => {
    const a = await newAccount(t);
    const res = await call(await a.token('user'), 'POST', '/api/account_plan/contact_inside_sales', {
      plan_id: 'pro',
      message: 'Precisamos de mais exportações',
    });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(t, a.id, 'contact_sales_requested');
    expect(event).toMatchObject({ userId: a.ids.user, detail: 'Plano Pro: Precisamos de mais exportações' });
  });
});

describe('GET /api/contact_and_sales_info/show_modal', () => {
  const shows = async (token: string) => (await modal(token)).body;

  it('offers the owner and the manager of an account that hit a wall, no one else', async () => {
    const a = await newAccount(t, 4);
    const other = await newAccount(t, 4);
    expect(await shows(await a.token())).toEqual({ show: false, reason: null });
    await call(await a.token(), 'POST', '/api/user/sub_user', newUser('m1'));
    expect(await shows(await a.token())).toEqual({ show: true, reason: 'seats' });
    expect(await shows(await a.token('manager'))).toEqual({ show: true, reason: 'seats' });
    expect(await shows(await a.token('user'))).toEqual({ show: false, reason: null });
    expect(await shows(await a.token('prospector'))).toEqual({ show: false, reason: null });
    expect(await shows(admin)).toEqual({ show: false, reason: null });
    expect(await shows(cs)).toEqual({ show: false, reason: null });
    // Another account's wall never counts.
    expect(await shows(await other.token())).toEqual({ show: false, reason: null });
    expect((await call(null, 'GET', '/api/contact_and_sales_info/show_modal')).status).toBe(401);
  });

  it('is shown once a visit and quiet for a week after "Agora não", per user', async () => {
    const a = await newAccount(t);
    await track(await a.token('user'), 'clicked_on_upgrade');
    expect(await shows(await a.token())).toEqual({ show: true, reason: 'upgrade' });
    await track(await a.token(), 'contact_sales_modal_shown');
    expect(await shows(await a.token())).toEqual({ show: false, reason: null });
    expect(await shows(await a.token('manager'))).toEqual({ show: true, reason: 'upgrade' });
    await track(await a.token('manager'), 'contact_sales_modal_dismissed');
    expect(await shows(await a.token('manager'))).toEqual({ show: false, reason: null });
    // 13 hours later the owner's visit is over; the manager's "Agora não" still holds (7 days).
    await ageEvents(t, a.id, 13 * 60);
    expect(await shows(await a.token())).toEqual({ show: true, reason: 'upgrade' });
    expect(await shows(await a.token('manager'))).toEqual({ show: false, reason: null });
  });

  it('gives the newest wall as the reason before an upgrade click', async () => {
    const a = await newAccount(t);
    await insertEvent(t, a, a.ids.user, 'tried_to_register_new_additional_user', 3 * DAY_MIN);
    await insertEvent(t, a, a.ids.owner, 'tried_to_import_without_credits', 2 * DAY_MIN);
    await insertEvent(t, a, a.ids.owner, 'clicked_on_upgrade', 10);
    expect(await shows(await a.token())).toEqual({ show: true, reason: 'export_credits' });
  });

  it('forgets a wall after 7 days', async () => {
    const a = await newAccount(t);
    await insertEvent(t, a, a.ids.owner, 'tried_to_import_without_credits', 7 * DAY_MIN + 5);
    expect(await shows(await a.token())).toEqual({ show: false, reason: null });
  });

  it('is quiet once anyone of the account asked for a consultant or sent a plan order', async () => {
    const asked = await newAccount(t);
    await insertEvent(t, asked, asked.ids.owner, 'tried_to_import_without_credits', 60);
    await call(await asked.token('user'), 'POST', '/api/account_plan/contact_inside_sales', {
      message: 'Quero falar com alguém',
    });
    expect(await shows(await asked.token())).toEqual({ show: false, reason: null });

    const ordered = await newAccount(t);
    await insertEvent(t, ordered, ordered.ids.owner, 'tried_to_import_without_credits', 60);
    expect(await shows(await ordered.token())).toEqual({ show: true, reason: 'export_credits' });
    await t.app.db.insert(planOrders).values({
      accountId: ordered.id,
      userId: ordered.ids.owner,
      planId: 'pro',
      status: 'requested',
      requestedAt: new Date(),
    });
    expect(await shows(await ordered.token())).toEqual({ show: false, reason: null });
  });

  it('is never offered to the demonstration account, whose signals are not recorded', async () => {
    const demoOwner = (await signIn(t.app, OWNER)).token;
    expect(await track(demoOwner, 'clicked_on_upgrade')).toEqual({ status: 200, body: { recorded: false } });
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, OWNER));
    if (!owner) throw new Error('no demo owner');
    await insertEvent(t, { id: owner.accountId }, owner.id, 'tried_to_import_without_credits', 5);
    expect(await shows(demoOwner)).toEqual({ show: false, reason: null });
    expect(await eventsOf(t, owner.accountId, 'clicked_on_upgrade')).toEqual([]);
  });

  it('is never offered on Prospecta own account', async () => {
    const internal = await newAccount(t, 10, 'internal');
    await insertEvent(t, internal, internal.ids.owner, 'tried_to_import_without_credits', 5);
    expect(await shows(await internal.token())).toEqual({ show: false, reason: null });
  });
});

describe('GET /api/ddcs/recent_events', () => {
  const recent = (token: string, query = '') => call(token, 'GET', `/api/ddcs/recent_events${query}`);

  it('is for staff only', async () => {
    const a = await newAccount(t);
    for (const role of ['owner', 'manager', 'user'] as const) {
      expect((await recent(await a.token(role))).status).toBe(403);
    }
    expect((await call(null, 'GET', '/api/ddcs/recent_events')).status).toBe(401);
    expect((await recent(cs)).status).toBe(200);
  });

  it('pages the events newest first, filters by kind, period and the CS owner', async () => {
    const a = await newAccount(t);
    const b = await newAccount(t);
    // 23 events of a, one a minute, newest first: the clicks, then a wall; one of b; one of a 40 days ago.
    for (let i = 0; i < 22; i += 1) await insertEvent(t, a, a.ids.owner, 'clicked_on_upgrade', 1000 + i);
    await insertEvent(t, a, a.ids.manager, 'tried_to_register_new_additional_user', 1);
    await insertEvent(t, b, b.ids.owner, 'scheduled_demo', 500);
    await insertEvent(t, a, a.ids.owner, 'scheduled_demo', 40 * DAY_MIN);

    const mine = (rows: Array<{ account: { id: string } }>) =>
      rows.filter((e) => e.account.id === a.id || e.account.id === b.id);
    const first = await recent(admin, '?page_size=20');
    expect(first.status).toBe(200);
    const firstOurs = mine(first.body.events);
    expect(firstOurs[0]).toMatchObject({
      kind: 'tried_to_register_new_additional_user',
      user: { id: a.ids.manager, email: a.emails.manager },
      account: { id: a.id, name: a.name },
      cs: null,
    });
    const times = first.body.events.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.body.page_size).toBe(20);
    expect(first.body.events).toHaveLength(20);

    // By kind: b's demo within 30 days, not a's of 40 days ago; with the period reaching back, both.
    const demos = await recent(admin, '?kind=scheduled_demo');
    expect(mine(demos.body.events).map((e) => e.account.id)).toEqual([b.id]);
    const from = new Date(Date.now() - 45 * 24 * 3600_000).toISOString().slice(0, 10);
    const longer = await recent(admin, `?kind=scheduled_demo&from=${from}`);
    expect(mine(longer.body.events).map((e) => e.account.id)).toEqual([b.id, a.id]);
    expect(longer.body.from).toBe(from);

    // The CS owner: a assigned to a new CS, "Só minhas contas" reads only a's 23 events, 10 a page.
    const csUser = await newStaff('customer_success');
    const assigned = await call(admin, 'PATCH', '/api/ddcs/assign_cs_to_account', {
      account_id: a.id,
      cs_user_id: csUser.id,
    });
    expect(assigned.status).toBe(200);
    const ownCs = csUser.token;
    const page1 = await recent(ownCs, '?mine=true');
    expect(page1.body).toMatchObject({ total: 23, page: 1, page_size: 10 });
    expect(page1.body.events).toHaveLength(10);
    expect(page1.body.events[0].cs).toEqual({ id: csUser.id, name: csUser.name, email: csUser.email });
    const page3 = await recent(ownCs, '?mine=true&page=3');
    expect(page3.body.events).toHaveLength(3);
    const all = [page1, await recent(ownCs, '?mine=true&page=2'), page3].flatMap((p) => p.body.events);
    expect(new Set(all.map((e: { id: string }) => e.id)).size).toBe(23);
    // The admin is not a's CS owner.
    expect((await recent(admin, '?mine=true')).body.total).toBe(0);
  });

  it("never lists Prospecta's own people: the demo users' seeded events stay out", async () => {
    const [demoOwner] = await t.app.db.select().from(users).where(eq(users.email, OWNER));
    const seeded = await t.app.db
      .select()
      .from(userEvents)
      .where(eq(userEvents.userId, demoOwner?.id ?? ''));
    expect(seeded.length).toBeGreaterThan(0);
    const feed = await recent(admin, '?page_size=20&from=2000-01-01');
    expect(feed.status).toBe(200);
    expect(feed.body.total).toBeGreaterThan(0);
    const emails = feed.body.events.map((e: { user: { email: string } }) => e.user.email);
    expect(emails.filter((email: string) => email.endsWith('prospecta.dev'))).toEqual([]);
    const demoKind = await recent(admin, `?kind=${seeded[0]?.kind}&from=2000-01-01&page_size=20`);
    expect(demoKind.body.events.filter((e: { user: { id: string } }) => e.user.id === demoOwner?.id)).toEqual(
      [],
    );
  });

  it('refuses a page size other than 10 or 20, an unknown kind and an inverted period', async () => {
    expect(await recent(admin, '?page_size=50')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(M.invalidPageSize) },
    });
    expect((await recent(admin, '?kind=nada')).status).toBe(400);
    expect((await recent(admin, '?from=2026-11-10&to=2026-11-01')).status).toBe(400);
  });
});
