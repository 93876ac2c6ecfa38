// The account's plan is a catalogue plan by its id, never by its name: a name staff type (even a catalogue
// plan's) is the account's own plan, which its owner may still order; an order staff apply puts it on the plan.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
let owner = '';
let admin = '';
let accountId = '';

const plans = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/account_plan/${url}`, headers: bearer(owner), payload });
const savePlanName = (plan_name: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}`,
    headers: bearer(admin),
    payload: { account: { plan_name } },
  });

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, OWNER)).token;
  admin = (await signIn(t.app, ADMIN)).token;
  const [demo] = await t.app.db.select().from(accounts).where(eq(accounts.name, 'Demo Comercial'));
  accountId = demo?.id ?? '';
});
afterAll(() => t.close());

describe('the account’s plan', () => {
  it('is a catalogue plan by id: the seeded account is on Plano Pro', async () => {
    expect((await plans('GET', 'current')).json()).toMatchObject({ name: 'Plano Pro', plan: { id: 'pro' } });
    expect((await plans('POST', 'select_plan_to_update/pro')).statusCode).toBe(422);
  });

  it('is the account’s own when staff type a name, even a catalogue plan’s, so the real plan can be ordered', async () => {
    const custom = await savePlanName('Plano Pro Personalizado');
    expect(custom.json().account).toMatchObject({ planName: 'Plano Pro Personalizado', planId: null });
    // Back to the catalogue's very name, typed: still the account's own figures, not the catalogue's.
    const typed = await savePlanName('Plano Pro');
    expect(typed.json().account).toMatchObject({ planName: 'Plano Pro', planId: null });
    const current = (await plans('GET', 'current')).json();
    expect(current).toMatchObject({ name: 'Plano Pro', plan: null, max_users_count: 10 });
    // The owner may ask for the catalogue plan itself.
    const chosen = await plans('POST', 'select_plan_to_update/pro');
    expect(chosen.statusCode).toBe(201);
    expect((await plans('PUT', 'finish_update', {})).statusCode).toBe(200);
    // Staff apply it: the order is fulfilled and the account is on the catalogue plan.
    const applied = await savePlanName('Plano Pro');
    expect(applied.json().account).toMatchObject({ planName: 'Plano Pro', planId: 'pro', planOrder: null });
    expect((await plans('GET', 'current')).json().plan).toMatchObject({ id: 'pro' });
    // Saving the same name again keeps the plan it is on.
    await savePlanName('Plano Pro Especial');
    await t.app.db
      .update(accounts)
      .set({ planName: 'Plano Pro', planId: 'pro' })
      .where(eq(accounts.id, accountId));
    expect((await savePlanName('Plano Pro')).json().account.planId).toBe('pro');
  });
});
