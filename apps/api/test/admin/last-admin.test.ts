// The team keeps an active admin: taking the role from the last one, or turning them off, is refused (also
// when two admins demote each other at once); operators repair a team left without one from the command line.
import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/users.ts';
import { createAdminService } from '@/modules/admin/admin.service.ts';
import { promoteToAdmin } from '@/modules/admin/promote-admin.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const CS = 'cs@prospecta.dev';

let t: TestApp;
const row = async (email: string) => {
  const [found] = await t.app.db.select().from(users).where(eq(users.email, email));
  if (!found) throw new Error(`no user ${email}`);
  return found;
};
const activeAdmins = async () =>
  (await t.app.db.select().from(users).where(eq(users.role, 'admin'))).filter(
    (u) => u.active && u.deletedAt === null,
  );
const asActor = (u: Awaited<ReturnType<typeof row>>): AuthUser => ({
  id: u.id,
  accountId: u.accountId,
  email: u.email,
  name: u.name,
  role: 'admin',
});

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the last admin', () => {
  it('is never demoted nor turned off by another admin, even when two demote each other at once', async () => {
    const admin = (await signIn(t.app, ADMIN)).token;
    const csId = (await row(CS)).id;
    const made = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/admin/user/${csId}`,
      headers: bearer(admin),
      payload: { role: 'admin' },
    });
    expect(made.statusCode).toBe(200);
    const second = (await signIn(t.app, CS)).token;
    const adminId = (await row(ADMIN)).id;
    // Each demotes the other at the same moment: one passes, the other finds no other admin left.
    const [a, b] = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/v4/admin/user/${csId}`,
        headers: bearer(admin),
        payload: { role: 'customer_success' },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/v4/admin/user/${adminId}`,
        headers: bearer(second),
        payload: { role: 'customer_success' },
      }),
    ]);
    // The one that comes second finds its own role gone (403, when the first committed before its request
    // was let in) or no other admin left (422, when both were let in: the admins' rows are locked).
    const [passed, refused] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(passed.statusCode).toBe(200);
    expect([403, 422]).toContain(refused.statusCode);
    if (refused.statusCode === 422) expect(refused.json().message).toBe(ADMIN_MESSAGES.lastAdmin);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it('refuses the role change, the owner hand-over and the turning off that would leave no active admin', async () => {
    const [last] = await activeAdmins();
    if (!last) throw new Error('no admin');
    const demoted = (await row(ADMIN)).id === last.id ? await row(CS) : await row(ADMIN);
    // A request that passed its role check just before its admin was demoted (a stale actor).
    const service = createAdminService({ db: t.app.db });
    const actor = asActor(demoted);
    for (const role of ['customer_success', 'owner'] as const) {
      await expect(service.updateUser(actor, last.id, { role })).rejects.toMatchObject({
        statusCode: 422,
        message: ADMIN_MESSAGES.lastAdmin,
      });
    }
    await expect(service.setDisabled(actor, last.id, true)).rejects.toMatchObject({
      statusCode: 422,
      message: ADMIN_MESSAGES.lastAdmin,
    });
    // Edits that keep the role, and changes to someone who is not the last admin, go on.
    expect((await service.updateUser(actor, last.id, { name: 'Ana Admin' })).name).toBe('Ana Admin');
    expect((await service.updateUser(actor, last.id, { role: 'admin' })).role).toBe('admin');
    expect((await activeAdmins()).map((u) => u.id)).toEqual([last.id]);
  });

  it('is repaired from the command line: a user of Prospecta’s account becomes an active admin', async () => {
    const service = createAdminService({ db: t.app.db });
    const [last] = await activeAdmins();
    if (!last) throw new Error('no admin');
    const other = (await row(ADMIN)).id === last.id ? await row(CS) : await row(ADMIN);
    // Turned off by the last admin, then promoted back by an operator.
    await service.setDisabled(asActor(last), other.id, true);
    const promoted = await promoteToAdmin(t.app.db, ` ${other.email.toUpperCase()} `);
    expect(promoted).toMatchObject({
      ok: true,
      email: other.email,
      before: 'customer_success',
      wasOff: true,
    });
    const after = await row(other.email);
    expect([after.role, after.active, after.deletedAt, after.disabledByStaff]).toEqual([
      'admin',
      true,
      null,
      false,
    ]);
    expect((await signIn(t.app, other.email)).token).toBeTruthy();
    expect(await activeAdmins()).toHaveLength(2);
    // Customers' users never become staff; an unknown e-mail says so.
    expect(await promoteToAdmin(t.app.db, OWNER)).toMatchObject({ ok: false });
    expect((await row(OWNER)).role).toBe('owner');
    expect(await promoteToAdmin(t.app.db, 'ninguem@prospecta.dev')).toEqual({
      ok: false,
      message: 'Nenhum usuário com o e-mail ninguem@prospecta.dev.',
    });
  });

  it('keeps one when two admins, both past their role check, demote each other in the same moment', async () => {
    const admins = await activeAdmins();
    expect(admins).toHaveLength(2);
    const [a, b] = admins;
    if (!a || !b) throw new Error('two admins expected');
    const service = createAdminService({ db: t.app.db });
    const outcomes = await Promise.allSettled([
      service.updateUser(asActor(a), b.id, { role: 'customer_success' }),
      service.updateUser(asActor(b), a.id, { role: 'customer_success' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      statusCode: 422,
      message: ADMIN_MESSAGES.lastAdmin,
    });
    expect(await activeAdmins()).toHaveLength(1);
  });
});
