import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_USERS, seedDemo } from '@/db/seed.ts';
import { buildTestApp, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

it('seeds an empty database once, and every demo user signs in with "prospecta"', async () => {
  expect(await seedDemo(t.app.db)).toBe(true);
  expect(await seedDemo(t.app.db)).toBe(false);
  expect(await t.app.db.select().from(accounts)).toHaveLength(2);
  const rows = await t.app.db.select({ email: users.email, role: users.role }).from(users);
  expect(rows.map((r) => `${r.email}:${r.role}`).sort()).toEqual(
    DEMO_USERS.map((u) => `${u.email}:${u.role}`).sort(),
  );
  for (const u of DEMO_USERS) await expect(signIn(t.app, u.email)).resolves.toHaveProperty('token');
});
