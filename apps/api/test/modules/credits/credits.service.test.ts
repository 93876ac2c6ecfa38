// Spends against the real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { creditConsumptions } from '@/db/schema/credits.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';
import { showCredits, spend } from '@/modules/credits/credits.service.ts';
import { bearer, buildTestApp, OWNER, signIn, type TestApp } from '../../helper.ts';

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

describe('credit routes', () => {
  it('GET /api/credits/show and GET /api/user/account read the demo account', async () => {
    const { token } = await signIn(t.app, OWNER);
    const show = await t.app.inject({ url: '/api/credits/show', headers: bearer(token) });
    expect(show.json()).toEqual({
      click: { value: 500, remaining: 500 },
      export: { value: 1000, remaining: 1000 },
      unlimitedClick: false,
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
});
