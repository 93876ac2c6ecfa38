// Customer success's effectiveness report (one row per CS owner, "Sem responsável" and the totals, every figure
// from hand-built rows) and one user's consumption of an account's credits; staff only.
import type { EffectivenessResponse, UserConsumptionResponse } from '@prospecta/contracts/admin-reports-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { pageViews } from '@/db/schema/analytics.ts';
import { refreshTokens } from '@/db/schema/auth.ts';
import { creditConsumptions } from '@/db/schema/credits.ts';
import { exportsTable } from '@/db/schema/exports.ts';
import { lists } from '@/db/schema/lists.ts';
import { onboardings } from '@/db/schema/onboarding.ts';
import { planOrders } from '@/db/schema/plans.ts';
import { shopSubscriptions } from '@/db/schema/shop.ts';
import { surveys } from '@/db/schema/surveys.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
let cs: string;
type Key =
  | 'carla'
  | 'bruno'
  | 'diana'
  | 'staffInA3'
  | `a${1 | 2 | 3 | 4 | 5 | 6}`
  | `u${1 | 2 | 3 | 4 | 5 | 6}`;
const ids = {} as Record<Key, string>;
// Noon in Brasília on the day, unless a time (UTC) is given.
const at = (day: string, time = '15:00:00') => new Date(`${day}T${time}Z`);

async function account(name: string, csUserId: string | null, accountType = 'active') {
  const [row] = await t.app.db.insert(accounts).values({ name, csUserId, accountType }).returning();
  if (!row) throw new Error('no account');
  return row.id;
}

async function user(accountId: string, name: string, role = 'user') {
  const email = `${name.toLowerCase()}@cliente.test`;
  const [row] = await t.app.db.insert(users).values({ accountId, name, email, role }).returning();
  if (!row) throw new Error('no user');
  return row.id;
}

let tokenSeq = 0;
const signedIn = (userId: string, accountId: string, createdAt: Date) => ({
  userId,
  accountId,
  tokenHash: `hash-${++tokenSeq}`,
  familyId: crypto.randomUUID(),
  expiresAt: new Date(createdAt.getTime() + 30 * 24 * 3600 * 1000),
  createdAt,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, ADMIN)).token;
  cs = (await signIn(t.app, 'cs@prospecta.dev')).token;
  const staff = await t.app.db.select().from(users).where(eq(users.role, 'customer_success'));
  const carla = staff[0]?.id ?? '';
  const [adminRow] = await t.app.db.select().from(users).where(eq(users.email, ADMIN));
  const internal = adminRow?.accountId ?? '';
  ids.carla = carla;
  ids.bruno = await user(internal, 'Bruno', 'customer_success');
  ids.diana = await user(internal, 'Diana', 'customer_success');
  // Carla: the demo account (seeded, never used in the period), A1 (busy) and A2 (quiet since February).
  ids.a1 = await account('Alfa', carla);
  ids.a2 = await account('Beta', carla);
  ids.a3 = await account('Gama', ids.bruno);
  ids.a4 = await account('Delta cancelada', ids.bruno, 'canceled');
  // Owned by a customer's user, not staff: it has no CS owner.
  ids.a5 = await account('Épsilon', null);
  // Every account above existed long before the periods asked; Zeta, Diana's, is made on 05/04/2025.
  await t.app.db.update(accounts).set({ createdAt: new Date('2024-01-01T12:00:00Z') });
  ids.a6 = await account('Zeta nova', ids.diana);
  await t.app.db
    .update(accounts)
    .set({ createdAt: at('2025-04-05') })
    .where(eq(accounts.id, ids.a6));
  ids.u1 = await user(ids.a1, 'Ana', 'owner');
  ids.u2 = await user(ids.a1, 'Caio');
  ids.u3 = await user(ids.a2, 'Davi', 'owner');
  ids.u4 = await user(ids.a3, 'Eva', 'owner');
  ids.u6 = await user(ids.a4, 'Fábio', 'owner');
  ids.u5 = await user(ids.a5, 'Gil', 'owner');
  await t.app.db.update(accounts).set({ csUserId: ids.u5 }).where(eq(accounts.id, ids.a5));
  // A staff user sitting in a customer's account is still staff.
  ids.staffInA3 = await user(ids.a3, 'Helena', 'admin');
  // The demo account's owner signs in now: it is not at risk today.
  await signIn(t.app, OWNER);
  const db = t.app.db;
  await db.insert(pageViews).values([
    { accountId: ids.a1, userId: ids.u1, path: '/lists', createdAt: at('2025-03-10') },
    { accountId: ids.a1, userId: ids.u1, path: '/search', createdAt: at('2025-03-11') },
    { accountId: ids.a2, userId: ids.u3, path: '/lists', createdAt: at('2025-02-20') },
    { accountId: ids.a3, userId: ids.u4, path: '/lists', createdAt: at('2025-03-15') },
    { accountId: ids.a3, userId: ids.staffInA3, path: '/lists', createdAt: at('2025-03-15') },
    { accountId: ids.a4, userId: ids.u6, path: '/lists', createdAt: at('2025-03-15') },
    // 02/03 00:30 in Brasília: inside the period and the 30 days up to 31/03.
    { accountId: ids.a5, userId: ids.u5, path: '/lists', createdAt: at('2025-03-02', '03:30:00') },
  ]);
  await db.insert(refreshTokens).values([
    signedIn(ids.u2, ids.a1, at('2025-03-20')),
    // 31/03 at 22h in Brasília is 01/04 in UTC: still March.
    signedIn(ids.u2, ids.a1, at('2025-04-01', '01:00:00')),
    signedIn(ids.staffInA3, ids.a3, at('2025-03-16')),
  ]);
  const [list] = await db
    .insert(lists)
    .values({ accountId: ids.a1, authorId: ids.u1, name: 'Clientes' })
    .returning();
  const exportRow = {
    accountId: ids.a1,
    userId: ids.u1,
    listId: list?.id ?? '',
    service: 'csv',
    request: {},
  };
  await db.insert(exportsTable).values([
    { ...exportRow, outcome: 'success', total: 12, createdAt: at('2025-03-05') },
    { ...exportRow, outcome: 'partial_success', total: 3, createdAt: at('2025-03-06') },
    { ...exportRow, outcome: 'error', total: 50, createdAt: at('2025-03-06') },
    { ...exportRow, outcome: 'success', total: 70, createdAt: at('2025-04-02') },
  ]);
  const spend = (userId: string, type: string, amount: number, reason: string, createdAt: Date) => ({
    accountId: ids.a1,
    userId,
    type,
    amount,
    reason,
    createdAt,
    subject: reason === 'list_export' ? (list?.id ?? null) : '11222333000181',
  });
  await db.insert(creditConsumptions).values([
    spend(ids.u1, 'click', 4, 'company_consult', at('2025-03-10')),
    // 31/03 23h in Brasília: March's; 28/02 23h: February's.
    spend(ids.u2, 'click', 1, 'company_consult', at('2025-04-01', '02:00:00')),
    spend(ids.u2, 'click', 9, 'company_consult', at('2025-03-01', '02:00:00')),
    spend(ids.u1, 'export', 7, 'list_export', at('2025-03-12')),
    spend(carla, 'click', 20, 'admin_withdrawal', at('2025-03-12')),
    spend(carla, 'click', 0, 'grant_edit', at('2025-03-12')),
  ]);
  await db.insert(onboardings).values([
    {
      accountId: ids.a1,
      userId: ids.u1,
      userSelectedOption: 'schedule',
      status: 'confirmed',
      createdAt: at('2025-03-03'),
    },
    {
      accountId: ids.a1,
      userId: ids.u2,
      userSelectedOption: 'schedule',
      status: 'scheduled',
      createdAt: at('2025-03-04'),
    },
    {
      accountId: ids.a2,
      userId: ids.u3,
      userSelectedOption: 'schedule',
      status: 'initial',
      createdAt: at('2025-03-04'),
    },
    {
      accountId: ids.a3,
      userId: ids.u4,
      userSelectedOption: 'not_needed',
      status: 'initial',
      createdAt: at('2025-03-04'),
    },
    {
      accountId: ids.a3,
      userId: ids.u4,
      userSelectedOption: 'schedule',
      status: 'confirmed',
      createdAt: at('2025-01-04'),
      createdByAdmin: true,
    },
  ]);
  const survey = { type: 'nps', questionId: 'nps_recommend' };
  await db.insert(surveys).values([
    { ...survey, accountId: ids.a1, userId: ids.u1, rating: 10, seq: 1, createdAt: at('2025-03-08') },
    { ...survey, accountId: ids.a1, userId: ids.u2, rating: 6, seq: 1, createdAt: at('2025-03-09') },
    { ...survey, accountId: ids.a1, userId: ids.u2, rating: 9, seq: 2, createdAt: at('2025-05-09') },
    { ...survey, accountId: ids.a3, userId: ids.u4, rating: 9, seq: 1, createdAt: at('2025-03-09') },
    {
      ...survey,
      type: 'relationship_tree',
      accountId: ids.a3,
      userId: ids.u4,
      rating: 2,
      seq: 1,
      createdAt: at('2025-03-09'),
    },
  ]);
  await db.insert(planOrders).values([
    { accountId: ids.a1, userId: ids.u1, planId: 'pro', status: 'cancelled', requestedAt: at('2025-03-07') },
    { accountId: ids.a1, userId: ids.u1, planId: 'pro', status: 'selected', createdAt: at('2025-03-08') },
    { accountId: ids.a3, userId: ids.u4, planId: 'pro', status: 'requested', requestedAt: at('2025-02-07') },
  ]);
  await db.insert(shopSubscriptions).values([
    { accountId: ids.a1, codeName: 'speedmail', requestedBy: ids.u1, requestedAt: at('2025-03-07') },
    {
      accountId: ids.a5,
      codeName: 'speedmail',
      requestedBy: ids.u5,
      requestedAt: at('2025-03-31', '23:00:00'),
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const report = (token: string, from: string, to: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/ddcs/effectiveness_report/${from}/${to}`,
    headers: bearer(token),
  });

const ZERO = {
  accounts: 0,
  active_accounts: 0,
  active_users: 0,
  exported_companies: 0,
  click_credits_spent: 0,
  onboardings_done: 0,
  onboardings_scheduled: 0,
  onboardings_waiting: 0,
  nps_answers: 0,
  nps_average: null,
  nps: null,
  plan_orders: 0,
  shop_orders: 0,
  at_risk_accounts: 0,
};

describe('GET /api/ddcs/effectiveness_report/:from/:to', () => {
  it('gives each CS owner their portfolio in the period, the accounts without one, and the totals', async () => {
    const res = await report(cs, '2025-03-01', '2025-03-31');
    expect(res.statusCode).toBe(200);
    const body = res.json<EffectivenessResponse>();
    expect(body.at_risk_until).toBe('2025-03-31');
    expect(body.rows.map((r) => r.cs?.name ?? null)).toEqual(['Bruno', 'Carla Sucesso', 'Diana', null]);
    const [bruno, carla, diana, none] = body.rows;
    expect(carla).toEqual({
      cs: { id: ids.carla, name: 'Carla Sucesso', email: 'cs@prospecta.dev', active: true },
      accounts: 3,
      active_accounts: 1,
      active_users: 2,
      exported_companies: 15,
      click_credits_spent: 5,
      onboardings_done: 1,
      onboardings_scheduled: 1,
      onboardings_waiting: 1,
      nps_answers: 2,
      nps_average: 8,
      nps: 0,
      plan_orders: 1,
      shop_orders: 1,
      // The demo account (no use since it was seeded) and A2 (last seen in February).
      at_risk_accounts: 2,
    });
    // The cancelled account and the staff member sitting in Gama are not counted.
    expect(bruno).toEqual({
      ...ZERO,
      cs: { id: ids.bruno, name: 'Bruno', email: 'bruno@cliente.test', active: true },
      accounts: 1,
      active_accounts: 1,
      active_users: 1,
      nps_answers: 1,
      nps_average: 9,
      nps: 100,
    });
    expect(diana).toEqual({
      ...ZERO,
      cs: { id: ids.diana, name: 'Diana', email: 'diana@cliente.test', active: true },
    });
    expect(none).toEqual({
      ...ZERO,
      cs: null,
      accounts: 1,
      active_accounts: 1,
      active_users: 1,
      shop_orders: 1,
    });
    expect(body.totals).toEqual({
      accounts: 5,
      active_accounts: 3,
      active_users: 4,
      exported_companies: 15,
      click_credits_spent: 5,
      onboardings_done: 1,
      onboardings_scheduled: 1,
      onboardings_waiting: 1,
      nps_answers: 3,
      nps_average: 8.3,
      nps: 33,
      plan_orders: 1,
      shop_orders: 2,
      at_risk_accounts: 2,
    });
  });

  it('counts an account at risk from the 30 days up to the period end', async () => {
    // Up to 10/04 (from 12/03): Alfa (31/03) and Gama (15/03) were seen; Beta, Épsilon (02/03) and the demo not.
    // Zeta, made on 05/04 and unused, is Diana's and at risk in April, and in no portfolio in March (above).
    const april = (await report(admin, '2025-04-01', '2025-04-10')).json<EffectivenessResponse>();
    expect(april.rows.find((r) => r.cs?.id === ids.diana)).toMatchObject({
      accounts: 1,
      at_risk_accounts: 1,
    });
    expect(april.totals.at_risk_accounts).toBe(4);
    expect(april.totals.active_accounts).toBe(0);
    expect(april.totals.exported_companies).toBe(70);
    // A period ending after today counts up to today: every account but the demo one (its users signed in now).
    const future = (await report(admin, '2026-06-01', '2027-01-31')).json<EffectivenessResponse>();
    expect(future.at_risk_until <= '2027-01-31').toBe(true);
    expect(future.totals.at_risk_accounts).toBe(5);
  });

  it('refuses a period that is not one, in Portuguese', async () => {
    const cases: Array<[string, string, string]> = [
      ['2025-02-30', '2025-03-01', 'Data inicial inválida: use AAAA-MM-DD, uma data que existe'],
      ['01-03-2025', '2025-03-01', 'Data inicial inválida: use AAAA-MM-DD, uma data que existe'],
      ['2025-03-01', '2025-13-01', 'Data final inválida: use AAAA-MM-DD, uma data que existe'],
      ['2025-03-02', '2025-03-01', 'Período inválido: a data inicial vem depois da final'],
      ['2025-03-10', '2026-03-10', 'O período tem no máximo um ano: escolha datas mais próximas'],
    ];
    for (const [from, to, message] of cases) {
      const res = await report(admin, from, to);
      expect(res.statusCode, `${from} ${to}`).toBe(422);
      expect(res.json()).toMatchObject({ message });
    }
    expect((await report(admin, '2025-03-10', '2026-03-09')).statusCode).toBe(200);
    expect((await report(admin, '2024-02-29', '2025-02-28')).statusCode).toBe(200);
  });

  it('is the staff’s only', async () => {
    const owner = (await signIn(t.app, OWNER)).token;
    expect((await report(owner, '2025-03-01', '2025-03-31')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/ddcs/effectiveness_report/2025-03-01/2025-03-31',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

const consumption = (token: string, accountId: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/credit_histories/${accountId}?${query}`, headers: bearer(token) });

describe('GET /api/credit_histories/:accountId (one user)', () => {
  it('lists the user’s spends in the period, newest first, with the list they were for', async () => {
    const res = await consumption(cs, ids.a1, `user_id=${ids.u1}&init_date=2025-03-01&end_date=2025-03-31`);
    expect(res.statusCode).toBe(200);
    const body = res.json<UserConsumptionResponse>();
    expect(body.user).toEqual({ id: ids.u1, name: 'Ana', email: 'ana@cliente.test' });
    expect(body.kind).toBe('lines');
    expect(body.lines.map((l) => [l.type, l.amount, l.reason, l.list_name])).toEqual([
      ['export', 7, 'list_export', 'Clientes'],
      ['click', 4, 'company_consult', null],
    ]);
    expect(body.totals).toEqual({ click: 4, export: 7 });
    expect(body.total).toBe(2);
  });

  it('filters by type, groups by Brasília day or month, and pages', async () => {
    const clicks = await consumption(admin, ids.a1, `user_id=${ids.u2}&type=click`);
    expect(clicks.json<UserConsumptionResponse>().lines.map((l) => l.amount)).toEqual([1, 9]);
    const byMonth = (
      await consumption(admin, ids.a1, `user_id=${ids.u2}&group_by_format=month`)
    ).json<UserConsumptionResponse>();
    expect(byMonth.kind).toBe('groups');
    expect(byMonth.groups).toEqual([
      { period: '2025-03', click: 1, export: 0 },
      { period: '2025-02', click: 9, export: 0 },
    ]);
    const byDay = (
      await consumption(admin, ids.a1, `user_id=${ids.u2}&group_by_format=day&page=2`)
    ).json<UserConsumptionResponse>();
    expect(byDay).toMatchObject({ total: 2, page: 2, groups: [], totals: { click: 10, export: 0 } });
    const page2 = (
      await consumption(admin, ids.a1, `user_id=${ids.u2}&page=2`)
    ).json<UserConsumptionResponse>();
    expect(page2.lines).toEqual([]);
    expect(page2.total).toBe(2);
  });

  it('answers 404 for another account’s user, and refuses a missing user or a bad grouping', async () => {
    expect((await consumption(admin, ids.a1, `user_id=${ids.u4}`)).statusCode).toBe(404);
    expect((await consumption(admin, ids.a1, 'user_id=nao-e-um-id')).statusCode).toBe(404);
    expect((await consumption(admin, crypto.randomUUID(), `user_id=${ids.u1}`)).statusCode).toBe(404);
    const missing = await consumption(admin, ids.a1, '');
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.json().message).toContain('Informe o usuário');
    const grouped = await consumption(admin, ids.a1, `user_id=${ids.u1}&group_by_format=year`);
    expect(grouped.json().message).toContain('Agrupe por dia ou por mês');
    const owner = (await signIn(t.app, OWNER)).token;
    expect((await consumption(owner, ids.a1, `user_id=${ids.u1}`)).statusCode).toBe(403);
  });
});
