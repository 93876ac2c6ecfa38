// Spends against the real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { creditConsumptions, creditGrants } from '@/db/schema/credits.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';
import { showCredits, spend } from '@/modules/credits/credits.service.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newAccount(name: string, unlimitedClick = false) {
  const [row] = await t.app.db
    .insert(accounts)
    .values({ name, accountType: 'active', unlimitedClick })
    .returning();
  if (!row) throw new Error('no account');
  return row.id;
}

describe('spend', () => {
  it('lets exactly 10 of 50 parallel one-credit spends through when 10 credits are left', async () => {
    const accountId = await newAccount('Concorrência');
    await insertGrant(t.app.db, { accountId, type: 'export', amount: 15, expiresAt: null, origin: 'test' });
    await t.app.db.transaction((tx) =>
      spend(tx, { accountId, userId: null, type: 'export', amount: 5, reason: 'setup' }),
    );

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.app.db.transaction((tx) =>
          spend(tx, {
            accountId,
            userId: null,
            type: 'export',
            amount: 1,
            reason: 'export',
            subject: `cnpj-${i}`,
          }),
        ),
      ),
    );
    const failures = results.filter((r) => r.status === 'rejected');
    expect(results.length - failures.length).toBe(10);
    for (const f of failures) {
      expect(f.reason).toMatchObject({ statusCode: 422, message: 'Crédito não disponível' });
    }
    const [sum] = await t.app.db
      .select({ total: sql<number>`sum(${creditConsumptions.amount})::int` })
      .from(creditConsumptions)
      .where(eq(creditConsumptions.accountId, accountId));
    expect(sum?.total).toBe(15);
    expect(await showCredits(t.app.db, accountId)).toEqual({
      click: { value: 0, remaining: 0 },
      export: { value: 15, remaining: 0 },
      unlimitedClick: false,
      nextExpiry: { click: null, export: null },
    });
  });

  it('rolls back with the caller transaction', async () => {
    const accountId = await newAccount('Rollback');
    await insertGrant(t.app.db, { accountId, type: 'click', amount: 3, expiresAt: null, origin: 'test' });
    await expect(
      t.app.db.transaction(async (tx) => {
        await spend(tx, { accountId, userId: null, type: 'click', amount: 2, reason: 'consult' });
        throw new Error('caller failed later');
      }),
    ).rejects.toThrow('caller failed later');
    expect((await showCredits(t.app.db, accountId)).click).toEqual({ value: 3, remaining: 3 });
  });

  it('spends no click credit on an unlimited-click account, but still checks export credits', async () => {
    const accountId = await newAccount('Ilimitada', true);
    await t.app.db.transaction((tx) =>
      spend(tx, { accountId, userId: null, type: 'click', amount: 100, reason: 'consult' }),
    );
    await expect(
      t.app.db.transaction((tx) =>
        spend(tx, { accountId, userId: null, type: 'export', amount: 1, reason: 'export' }),
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await showCredits(t.app.db, accountId)).toMatchObject({
      click: { value: 0, remaining: 0 },
      unlimitedClick: true,
    });
  });
});

describe('balance over time', () => {
  it('a new grant after an expired or invalidated one shows whole: past spends stay with the grants they came from', async () => {
    const accountId = await newAccount('Renovação');
    const at = (iso: string) => new Date(iso);
    // January: 100 export credits until April, 80 of them spent in February.
    await t.app.db.insert(creditGrants).values({
      accountId,
      type: 'export',
      amount: 100,
      expiresAt: at('2026-04-01T00:00:00Z'),
      origin: 'test',
      createdAt: at('2026-01-01T00:00:00Z'),
    });
    // A click grant with no expiry, 30 spent, invalidated in March.
    await t.app.db.insert(creditGrants).values({
      accountId,
      type: 'click',
      amount: 50,
      expiresAt: null,
      origin: 'test',
      createdAt: at('2026-01-01T00:00:00Z'),
      invalidatedAt: at('2026-03-01T00:00:00Z'),
      invalidatedCause: 'teste',
    });
    await t.app.db.insert(creditConsumptions).values([
      { accountId, type: 'export', amount: 80, reason: 'export', createdAt: at('2026-02-01T00:00:00Z') },
      { accountId, type: 'click', amount: 30, reason: 'consult', createdAt: at('2026-02-01T00:00:00Z') },
    ]);
    expect(await showCredits(t.app.db, accountId, at('2026-03-15T00:00:00Z'))).toMatchObject({
      click: { value: 0, remaining: 0 },
      export: { value: 100, remaining: 20 },
    });

    // Today: new grants, then a spend of each kind.
    await insertGrant(t.app.db, { accountId, type: 'export', amount: 60, expiresAt: null, origin: 'test' });
    await insertGrant(t.app.db, { accountId, type: 'click', amount: 10, expiresAt: null, origin: 'test' });
    expect(await showCredits(t.app.db, accountId)).toMatchObject({
      click: { value: 10, remaining: 10 },
      export: { value: 60, remaining: 60 },
    });
    await t.app.db.transaction(async (tx) => {
      await spend(tx, { accountId, userId: null, type: 'export', amount: 45, reason: 'export' });
      await spend(tx, { accountId, userId: null, type: 'click', amount: 1, reason: 'consult' });
    });
    expect(await showCredits(t.app.db, accountId)).toMatchObject({
      click: { value: 10, remaining: 9 },
      export: { value: 60, remaining: 15 },
    });
    await expect(
      t.app.db.transaction((tx) =>
        spend(tx, { accountId, userId: null, type: 'export', amount: 16, reason: 'export' }),
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('a spend in the same transaction as the grant it needs draws on it', async () => {
    const accountId = await newAccount('Mesma transação');
    await t.app.db.transaction(async (tx) => {
      await insertGrant(tx, { accountId, type: 'click', amount: 5, expiresAt: null, origin: 'test' });
      await spend(tx, { accountId, userId: null, type: 'click', amount: 2, reason: 'consult' });
    });
    expect((await showCredits(t.app.db, accountId)).click).toEqual({ value: 5, remaining: 3 });
  });
});

describe('credit routes', () => {
  it('GET /api/credits/show and GET /api/user/account read the demo account', async () => {
    const { token } = await signIn(t.app, OWNER);
    const show = await t.app.inject({ url: '/api/credits/show', headers: bearer(token) });
    expect(show.json()).toEqual({
      click: { value: 500, remaining: 500 },
      export: { value: 1000, remaining: 1000 },
      unlimitedClick: false,
      // The seed's plan credits last a year.
      nextExpiry: {
        click: { date: expect.any(String), amount: 500 },
        export: { date: expect.any(String), amount: 1000 },
      },
    });
    const account = await t.app.inject({ url: '/api/user/account', headers: bearer(token) });
    expect(account.json()).toMatchObject({
      active: true,
      currentClickCredits: 500,
      currentExportCredits: 1000,
      excludedCnpjs: [],
      maxUsersCount: 10,
      planName: 'Plano Pro',
      unlimitedCredits: false,
      credits: { click: 500, export: 1000, unlimitedClick: false },
    });
    expect((await t.app.inject({ url: '/api/credits/show' })).statusCode).toBe(401);
  });

  it('a staff removal lowers the total granted, not the usage: add 5, remove 5 reads "de 500" again', async () => {
    const owner = (await signIn(t.app, OWNER)).token;
    const admin = (await signIn(t.app, ADMIN)).token;
    const me = (await t.app.inject({ url: '/api/user/me', headers: bearer(owner) })).json();
    const staff = (url: string, credit: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(admin), payload: { credit } });
    const show = async () =>
      (await t.app.inject({ url: '/api/credits/show', headers: bearer(owner) })).json().click;
    await t.app.db.transaction((tx) =>
      spend(tx, { accountId: me.account_id, userId: me.id, type: 'click', amount: 24, reason: 'consult' }),
    );
    expect(await show()).toEqual({ value: 500, remaining: 476 });

    const base = `/api/credits/user/${me.account_id}`;
    expect((await staff(`${base}/create`, { search_credit: 5 })).statusCode).toBe(200);
    expect(await show()).toEqual({ value: 505, remaining: 481 });
    expect((await staff(`${base}/withdrawal`, { search_credit: 5, description: 'Ajuste' })).statusCode).toBe(
      200,
    );
    expect(await show()).toEqual({ value: 500, remaining: 476 });
    // Removing beyond the staff's 5 comes out of the plan's credits: the total goes down with it.
    expect((await staff(`${base}/withdrawal`, { search_credit: 6 })).statusCode).toBe(200);
    expect(await show()).toEqual({ value: 494, remaining: 470 });
    // The plans screen reads the same remaining credits.
    const account = (await t.app.inject({ url: '/api/user/account', headers: bearer(owner) })).json();
    expect(account.currentClickCredits).toBe(470);
    // The audit keeps both removals as withdrawals.
    const audit = (
      await t.app.inject({
        url: `/api/credit_histories/${me.account_id}/all?origin=withdrawal`,
        headers: bearer(admin),
      })
    ).json();
    expect(audit.entries.map((e: { amount: number }) => e.amount)).toEqual([-6, -5]);
  });
});
