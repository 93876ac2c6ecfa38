// Notifications: paged 10 at a time newest first, marked read one by one or all at once, another user's id or
// notification is 404; the staff's backlog of every user's unread ones.
import { MESSAGES } from '@prospecta/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backlogOf } from '@/modules/notifications/notifications.repository.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import { ADMIN, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';
import { apiOf } from '../lists/lists-fixture.ts';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let owner: { token: string; id: string; accountId: string };
let admin: { token: string; id: string };

async function who(email: string) {
  const { token } = await signIn(t.app, email);
  const me = await api.get('/api/user/me', token);
  return { token, id: me.body.id as string, accountId: me.body.account_id as string };
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t as never);
  owner = await who(OWNER);
  admin = await who(ADMIN);
  for (let i = 1; i <= 12; i++) {
    await notify(t.app.db, {
      userId: owner.id,
      accountId: owner.accountId,
      type: i % 2 ? 'export_success' : 'export_error',
      title: `Exportação ${i}`,
      message: `Mensagem ${i}`,
      data: { n: i },
    });
  }
  // Twelve inserts can share a millisecond; give each its own second so "newest first" is one order.
  await t.app.db.execute(
    sql`UPDATE notifications SET created_at = now() - (12 - (data->>'n')::int) * interval '1 second' WHERE user_id = ${owner.id}`,
  );
});
afterAll(() => t.close());

describe('notifications', () => {
  it('pages 10 at a time, newest first, with the spec fields', async () => {
    const first = await api.get(`/api/user/${owner.id}/notifications`, owner.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, total: 12, total_pages: 2, unread: 12 });
    expect(first.body.notifications).toHaveLength(10);
    expect(first.body.notifications[0]).toMatchObject({
      user_id: owner.id,
      account_id: owner.accountId,
      read: false,
      type: 'export_error',
      title: 'Exportação 12',
      message: 'Mensagem 12',
      data: { n: 12 },
    });
    expect(first.body.notifications[0]._id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await api.get(`/api/user/${owner.id}/notifications?page=2`, owner.token);
    expect(second.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Exportação 2',
      'Exportação 1',
    ]);
    expect((await api.get(`/api/user/${owner.id}/notifications?page=0`, owner.token)).status).toBe(400);
  });

  it('marks one as read, only for its user', async () => {
    const page = await api.get(`/api/user/${owner.id}/notifications`, owner.token);
    const id = page.body.notifications[3]._id;
    expect((await api.post(`/api/user/${admin.id}/notifications/${id}`, admin.token)).status).toBe(404);
    expect((await api.post(`/api/user/${owner.id}/notifications/${id}`, admin.token)).status).toBe(404);
    const read = await api.post(`/api/user/${owner.id}/notifications/${id}`, owner.token);
    expect(read).toMatchObject({ status: 200, body: { _id: id, read: true } });
    const after = await api.get(`/api/user/${owner.id}/notifications`, owner.token);
    expect(after.body.unread).toBe(11);
    expect((await api.post(`/api/user/${owner.id}/notifications/not-a-uuid`, owner.token)).status).toBe(400);
  });

  it("shows staff every user's notifications not read yet, newest first, with whom each waits for", async () => {
    const backlog = await api.get('/api/user/all_notifications_backlog', admin.token);
    expect(backlog.status).toBe(200);
    type Waiting = { _id: string; title: string; read: boolean; user_email: string; account_name: string };
    const owners = (backlog.body.notifications as Waiting[]).filter((n) => n.user_email === OWNER);
    // The one read above is no longer waiting.
    expect(owners.map((n) => n.title)).toEqual(
      [12, 11, 10, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Exportação ${i}`),
    );
    expect(owners[0]).toMatchObject({ read: false, user_id: owner.id, account_name: 'Demo Comercial' });
    expect(backlog.body).toMatchObject({ page: 1, total: owners.length, total_pages: 1 });
    expect(
      (await api.get('/api/user/all_notifications_backlog?page=2', admin.token)).body.notifications,
    ).toEqual([]);
    // Staff only, and a page as every page.
    const refused = await api.get('/api/user/all_notifications_backlog', owner.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
    expect((await api.get('/api/user/all_notifications_backlog?page=0', admin.token)).status).toBe(400);
  });

  it("reads the backlog's page through the unread notifications' own index, newest first", async () => {
    // A small table is read whole whatever the indexes; without that choice the plan shows whether the
    // index fits the query (its filter and its order, read backwards) rather than the read ones too.
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN ${backlogOf(tx, 20, 0)}`);
      return (result as unknown as { rows: Array<{ 'QUERY PLAN': string }> }).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using notifications_unread_idx on notifications/);
    expect(plan).not.toMatch(/Sort/);
  });

  it("answers 404 for another user's list and an empty page for one's own", async () => {
    expect((await api.get(`/api/user/${owner.id}/notifications`, admin.token)).status).toBe(404);
    const mine = await api.get(`/api/user/${admin.id}/notifications`, admin.token);
    expect(mine.body).toMatchObject({ notifications: [], total: 0, total_pages: 0, unread: 0 });
  });

  it('marks every one read at once, only for its user', async () => {
    expect((await api.post(`/api/user/${owner.id}/notifications/read_all`, admin.token)).status).toBe(404);
    expect((await api.get(`/api/user/${owner.id}/notifications`, owner.token)).body.unread).toBe(11);
    const all = await api.post(`/api/user/${owner.id}/notifications/read_all`, owner.token);
    expect(all).toMatchObject({ status: 200, body: { marked: 11, unread: 0 } });
    const after = await api.get(`/api/user/${owner.id}/notifications?page=2`, owner.token);
    expect(after.body.unread).toBe(0);
    expect(after.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    // Nothing left to mark: the same call answers 0.
    expect((await api.post(`/api/user/${owner.id}/notifications/read_all`, owner.token)).body.marked).toBe(0);
  });
});
