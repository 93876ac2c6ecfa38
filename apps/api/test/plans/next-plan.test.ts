// GET account_plan/next?credits=: the plan above the account's that holds what a user needs in a month.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
let seller = '';
let owner = '';

const next = (token: string, query: string) =>
  t.app.inject({ url: `/api/account_plan/next?${query}`, headers: bearer(token) });
const putOn = (planId: string | null) =>
  t.app.db.update(accounts).set({ planId }).where(eq(accounts.name, 'Demo Comercial'));

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, OWNER)).token;
  seller = (await signIn(t.app, 'vendas@demo.prospecta.dev')).token;
});
afterAll(() => t.close());

describe('GET /api/account_plan/next', () => {
  it("answers any user of the account with the next plan from the account's own", async () => {
    await putOn('essencial');
    const res = await next(seller, 'credits=800');
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toMatchObject({ id: 'pro', export_credits: 1000 });
    expect((await next(owner, 'credits=800&type=click')).json().plan).toMatchObject({ id: 'avancado' });
    await putOn('avancado');
    expect((await next(seller, 'credits=800')).json().plan).toMatchObject({ id: 'enterprise' });
    // A plan of its own (outside the catalogue) counts as below every catalogue plan.
    await putOn(null);
    expect((await next(seller, 'credits=800')).json().plan).toMatchObject({ id: 'pro' });
    expect((await next(seller, 'credits=25000')).json()).toEqual({ plan: null });
  });

  it('refuses what is not a number of credits or a credit type, in Portuguese', async () => {
    for (const query of ['', 'credits=0', 'credits=-3', 'credits=1.5', 'credits=abc', 'credits=2000000']) {
      const res = await next(seller, query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().message).toBe(
        'Informe quantos créditos são necessários: um número inteiro de 1 a 1.000.000',
      );
    }
    expect((await next(seller, 'credits=10&type=gold')).json().message).toBe(
      'Tipo de crédito: export ou click',
    );
    expect((await t.app.inject({ url: '/api/account_plan/next?credits=10' })).statusCode).toBe(401);
  });
});
