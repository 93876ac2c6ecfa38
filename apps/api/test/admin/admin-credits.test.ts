// Staff edit a grant (its amount, never below what was used of it, and its expiry) with a line in the audit;
// the account's totals by type with the soonest expiry; the audit's status filter, totals and what is left of
// each grant; the users search by the account's name.
import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import {
  ADMIN_CREDIT_MESSAGES,
  belowUsedMessage,
  wrongCreditTypeMessage,
} from '@prospecta/contracts/admin-credits-api';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { creditConsumptions, creditGrants } from '@/db/schema/credits.ts';
import { users } from '@/db/schema/users.ts';
import { spend } from '@/modules/credits/credits.service.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
let accountId: string;
let ownerId: string;

type Method = 'GET' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const nextYear = () => new Date().getUTCFullYear() + 1;
const day = (offsetDays: number) => brasiliaDay(new Date(Date.now() + offsetDays * 24 * 3600 * 1000));
const grantsOf = (type: 'click' | 'export') =>
  t.app.db
    .select()
    .from(creditGrants)
    .where(and(eq(creditGrants.accountId, accountId), eq(creditGrants.type, type)));
const use = (type: 'click' | 'export', amount: number) =>
  t.app.db.transaction((tx) =>
    spend(tx, { accountId, userId: ownerId, type, amount, reason: 'company_consult' }),
  );
const audit = async (query = '') =>
  (await call(admin, 'GET', `/api/credit_histories/${accountId}/all?${query}`)).json();
const totals = async () => (await call(admin, 'GET', `/api/accounts/${accountId}/credits_totals`)).json();

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, ADMIN)).token;
  const created = await call(admin, 'POST', '/api/admin/create_account', {
    account: { name: 'Pão de Açúcar Distribuição', plan_name: 'Plano Essencial', max_users_count: 3 },
    credit: { search_credit: 100, internal_export_credit: 50, expires_date: `${nextYear()}-12-31` },
    owner: { name: 'Beto Souza', email: 'beto@acucar.com.br' },
  });
  expect(created.statusCode).toBe(201);
  accountId = created.json().account.id;
  ownerId = (await t.app.db.select().from(users).where(eq(users.email, 'beto@acucar.com.br')))[0]?.id ?? '';
});
afterAll(async () => t.close());

describe('editing a grant', () => {
  it('is for staff only', async () => {
    const owner = (await signIn(t.app, OWNER)).token;
    const [grant] = await grantsOf('click');
    for (const [method, url, body] of [
      ['POST', `/api/credits/${grant?.id}/update`, { search_credit: 5 }],
      ['GET', `/api/accounts/${accountId}/credits_totals`],
    ] as const) {
      expect((await call(owner, method, url, body)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, payload: body })).statusCode, url).toBe(401);
    }
    expect((await grantsOf('click'))[0]?.amount).toBe(100);
  });

  it('changes the amount within what was used and the expiry, recorded in the audit', async () => {
    await use('click', 30);
    const [grant] = await grantsOf('click');
    const id = grant?.id ?? '';
    const refusals: Array<[object, number, string]> = [
      [{ search_credit: 29 }, 422, belowUsedMessage(30)],
      [{ search_credit: 0 }, 422, ADMIN_CREDIT_MESSAGES.zero],
      [{ internal_export_credit: 10 }, 422, wrongCreditTypeMessage('consulta')],
      [{ advanced_search_credit: 3 }, 422, ADMIN_CREDIT_MESSAGES.noAdvanced],
      [{ expires_date: day(-1) }, 422, ADMIN_MESSAGES.pastExpiry],
      [{ search_credit: 100 }, 422, ADMIN_CREDIT_MESSAGES.nothingChanged],
      [{}, 400, ADMIN_CREDIT_MESSAGES.nothingToChange],
      [{ search_credit: -1 }, 400, ADMIN_MESSAGES.negativeCredit],
      [{ expires_date: '2026-02-30' }, 400, 'Data inválida: use AAAA-MM-DD'],
    ];
    for (const [body, status, message] of refusals) {
      const res = await call(admin, 'POST', `/api/credits/${id}/update`, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await grantsOf('click')).toEqual([grant]);

    const lower = await call(admin, 'POST', `/api/credits/${id}/update`, {
      search_credit: 30,
      expires_date: day(10),
    });
    expect(lower.json()).toMatchObject({
      message: 'Créditos atualizados com sucesso!',
      account: { credits: { click: { value: 30, remaining: 0 } } },
    });
    const raised = await call(admin, 'POST', `/api/credits/${id}/update`, { search_credit: 80 });
    expect(raised.json().account.credits.click).toEqual({ value: 80, remaining: 50 });

    const edits = (await audit('origin=edit')).entries;
    expect(edits).toHaveLength(2);
    expect(edits[0]).toMatchObject({
      kind: 'edit',
      type: 'click',
      amount: 0,
      user: { email: ADMIN },
      description: 'grant_edit',
      subject: null,
      edit: { grant_id: id, amount_from: 30, amount_to: 80, expires_from: day(10), expires_to: day(10) },
    });
    expect(edits[1].edit).toMatchObject({
      amount_from: 100,
      amount_to: 30,
      expires_from: `${nextYear()}-12-31`,
      expires_to: day(10),
    });
    // The edits spend nothing: the consumption report leaves them out.
    const consumption = (
      await call(admin, 'GET', `/api/credit_histories/${accountId}/grouped_by_users?group_by_format=year`)
    ).json();
    expect(consumption.users.map((u: { user: { email: string } }) => u.user.email)).toEqual([
      'beto@acucar.com.br',
    ]);
    expect(consumption.totals).toEqual({ click: 30, export: 0 });

    // No expiry at all.
    const forever = await call(admin, 'POST', `/api/credits/${id}/update`, { expires_date: null });
    expect(forever.statusCode).toBe(200);
    expect((await grantsOf('click'))[0]?.expiresAt).toBeNull();
  });

  it('refuses what is no grant, an invalidated grant and an unknown id', async () => {
    const [spent] = await t.app.db
      .select()
      .from(creditConsumptions)
      .where(
        and(eq(creditConsumptions.accountId, accountId), eq(creditConsumptions.reason, 'company_consult')),
      );
    const notAGrant = await call(admin, 'POST', `/api/credits/${spent?.id}/update`, { search_credit: 5 });
    expect([notAGrant.statusCode, notAGrant.json().message]).toEqual([422, ADMIN_CREDIT_MESSAGES.notAGrant]);
    const missing = await call(admin, 'POST', '/api/credits/00000000-0000-4000-8000-000000000000/update', {
      search_credit: 5,
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/credits/nada/update', { search_credit: 5 })).statusCode).toBe(
      404,
    );

    const added = await call(admin, 'POST', `/api/credits/user/${accountId}/create`, {
      credit: { internal_export_credit: 7 },
    });
    expect(added.statusCode).toBe(200);
    const seven = (await grantsOf('export')).find((g) => g.amount === 7);
    await call(admin, 'POST', '/api/credit_xds/invalidate', { id: seven?.id, cause: 'lançado errado' });
    const invalidated = await call(admin, 'POST', `/api/credits/${seven?.id}/update`, {
      internal_export_credit: 9,
    });
    expect([invalidated.statusCode, invalidated.json().message]).toEqual([
      422,
      ADMIN_CREDIT_MESSAGES.invalidated,
    ]);
  });
});

describe('the credits totals and the audit', () => {
  it('gives granted, spent, remaining and the soonest expiry by type', async () => {
    await use('export', 5);
    await call(admin, 'POST', `/api/credits/user/${accountId}/create`, {
      credit: { internal_export_credit: 20, expires_date: day(3) },
    });
    expect(await totals()).toEqual({
      click: { granted: 80, spent: 30, remaining: 50, next_expiry: null },
      // 50 (31/12 next year) + 20 (in 3 days, given after the 5 were spent from the 50).
      export: { granted: 70, spent: 5, remaining: 65, next_expiry: { date: day(3), amount: 20 } },
      unlimited_click: false,
    });
    // The customer sees the same soonest expiry.
    const owner = (await signIn(t.app, OWNER)).token;
    const show = (await call(owner, 'GET', '/api/credits/show')).json();
    expect(show.nextExpiry.click).toMatchObject({ amount: 500 });
  });

  it('filters by status, sums the filtered lines and says what is left of each grant', async () => {
    const all = await audit();
    expect(all.totals).toEqual({
      click: { granted: 80, invalidated: 0, removed: 0, spent: 30 },
      export: { granted: 70, invalidated: 7, removed: 0, spent: 5 },
    });
    const grants = all.entries.filter((e: { kind: string }) => e.kind === 'grant');
    expect(
      grants.map((g: { amount: number; remaining: number; invalidated: boolean }) => [
        g.amount,
        g.remaining,
        g.invalidated,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [80, 50, false],
        [50, 45, false],
        [20, 20, false],
        [7, 0, true],
      ]),
    );
    expect(
      all.entries
        .filter((e: { kind: string }) => e.kind !== 'grant')
        .every((e: { remaining: null }) => e.remaining === null),
    ).toBe(true);

    const invalidated = await audit('status=invalidated');
    expect(invalidated.entries.map((e: { amount: number }) => e.amount)).toEqual([7]);
    expect(invalidated.totals.export).toEqual({ granted: 0, invalidated: 7, removed: 0, spent: 0 });
    const valid = await audit('status=valid&type=export');
    expect(valid.entries.some((e: { invalidated: boolean }) => e.invalidated)).toBe(false);
    expect(valid.totals.export).toEqual({ granted: 70, invalidated: 0, removed: 0, spent: 5 });
    expect((await call(admin, 'GET', `/api/credit_histories/${accountId}/all?status=x`)).statusCode).toBe(
      400,
    );
  });
});

describe('the users search', () => {
  it("finds users by their account's name, ignoring accents and case", async () => {
    const found = (await call(admin, 'POST', '/api/user/all', { name_or_email: 'pao de ACUCAR' })).json();
    expect(found.users.map((u: { email: string }) => u.email)).toEqual(['beto@acucar.com.br']);
    expect(found.total_clients).toBe(1);
    const demo = (await call(admin, 'POST', '/api/user/all', { name_or_email: 'demo comercial' })).json();
    expect(demo.total_users).toBe(4);
    const account = (await t.app.db.select().from(accounts).where(eq(accounts.id, accountId)))[0];
    expect(account?.name).toBe('Pão de Açúcar Distribuição');
  });
});
