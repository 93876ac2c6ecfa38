// The staff's admin area: users across accounts with filters, an account's plan, seats, users and
// credits, the audit and invalidation; customers are refused, and bad input changes nothing.
import { ACCOUNT_USER_MESSAGES } from '@prospecta/contracts/account-users-api';
import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { creditConsumptions, creditGrants, unlimitedClickChanges } from '@/db/schema/credits.ts';
import { lists } from '@/db/schema/lists.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const CS = 'cs@prospecta.dev';
const MANAGER = 'gerente@demo.prospecta.dev';
const SELLER = 'vendas@demo.prospecta.dev';
const SDR = 'sdr@demo.prospecta.dev';
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: string;
let cs: string;
let demoId: string;
let internalId: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const userId = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';
const info = async () => (await call(admin, 'GET', `/api/admin/account/${demoId}/account_info`)).json();
const snapshot = async () => ({
  accounts: await t.app.db.select().from(accounts).orderBy(accounts.id),
  users: await t.app.db.select().from(users).orderBy(users.id),
  grants: await t.app.db.select().from(creditGrants).orderBy(creditGrants.id),
  consumptions: await t.app.db.select().from(creditConsumptions).orderBy(creditConsumptions.id),
  unlimited: await t.app.db.select().from(unlimitedClickChanges).orderBy(unlimitedClickChanges.id),
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, ADMIN)).token;
  cs = (await signIn(t.app, CS)).token;
  const rows = await t.app.db.select().from(accounts);
  demoId = rows.find((a) => a.name === 'Demo Comercial')?.id ?? '';
  internalId = rows.find((a) => a.accountType === 'internal')?.id ?? '';
});
afterAll(async () => t.close());

describe('the admin area', () => {
  it('is for staff only: customers get 403 and no token 401 on every route', async () => {
    const owner = (await signIn(t.app, OWNER)).token;
    const routes: Array<[Method, string, object?]> = [
      ['POST', '/api/user/all', {}],
      ['GET', `/api/admin/account/${demoId}/account_info`],
      ['POST', `/api/v4/admin/account/${demoId}/users`, {}],
      ['PATCH', `/api/v4/admin/user/${await userId(SELLER)}`, { name: 'Outro Nome' }],
      ['POST', `/api/user/${await userId(SELLER)}/disable_user`],
      ['POST', `/api/user/${await userId(SELLER)}/enable_user`],
      ['POST', `/api/accounts/${demoId}`, { account: { plan_name: 'X' } }],
      ['POST', `/api/accounts/max_users_count/${demoId}`, { account: { max_users_count: 50 } }],
      ['POST', `/api/credits/user/${demoId}/create`, { credit: { search_credit: 10 } }],
      ['POST', `/api/credits/user/${demoId}/withdrawal`, { credit: { search_credit: 1 } }],
      ['GET', `/api/credit_histories/${demoId}/all`],
      ['POST', '/api/credit_xds/invalidate', { id: MISSING, cause: 'teste' }],
    ];
    const before = await snapshot();
    for (const [method, url, payload] of routes) {
      expect((await call(owner, method, url, payload)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lists every user with filters: name without accents, e-mail, role, status, account type; 10 a page', async () => {
    const all = (await call(admin, 'POST', '/api/user/all', {})).json();
    expect(all).toMatchObject({ total_users: 6, total_clients: 2, page: 1, page_size: 10 });
    const demo = (await call(admin, 'POST', '/api/user/all', { name_or_email: 'DEMO.prospecta' })).json();
    expect(demo.users.map((u: { email: string }) => u.email).sort()).toEqual(
      [OWNER, MANAGER, SDR, SELLER].sort(),
    );
    expect(demo.total_clients).toBe(1);
    expect(demo.users[0]).toMatchObject({
      accountId: demoId,
      accountName: 'Demo Comercial',
      accountType: 'active',
      planName: 'Plano Pro',
      userStatus: 'active',
      usersCount: 4,
      accountOwner: { email: OWNER },
    });
    const byName = (await call(admin, 'POST', '/api/user/all', { name_or_email: 'proprietaria' })).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual([OWNER]);
    const staff = (
      await call(admin, 'POST', '/api/user/all', { roles: ['admin', 'customer_success'] })
    ).json();
    expect(staff.total_users).toBe(2);
    const internal = (await call(admin, 'POST', '/api/user/all', { type_account: ['internal'] })).json();
    expect(internal.users.every((u: { accountId: string }) => u.accountId === internalId)).toBe(true);
    const disabled = (await call(admin, 'POST', '/api/user/all', { status: ['disabled'] })).json();
    expect(disabled.total_users).toBe(0);
    const both = (await call(admin, 'POST', '/api/user/all', { status: ['active', 'disabled'] })).json();
    expect(both.total_users).toBe(6);
    const page2 = (await call(admin, 'POST', '/api/user/all', { page: 2 })).json();
    expect(page2.users).toEqual([]);
    // A LIKE wildcard is a character like any other.
    expect((await call(admin, 'POST', '/api/user/all', { name_or_email: '%' })).json().total_users).toBe(0);
  });

  it('finds the users of the accounts a CS member owns, or of the accounts without one', async () => {
    const csId = await userId(CS);
    const [before] = await t.app.db.select().from(accounts).where(eq(accounts.id, demoId));
    await t.app.db.update(accounts).set({ csUserId: csId }).where(eq(accounts.id, demoId));
    try {
      const owned = (await call(cs, 'POST', '/api/user/all', { cs_user_id: csId })).json();
      expect(owned).toMatchObject({ total_users: 4, total_clients: 1 });
      expect(owned.users.every((u: { cs: string | null }) => u.cs === CS)).toBe(true);
      const none = (await call(cs, 'POST', '/api/user/all', { cs_user_id: 'none' })).json();
      expect(none.users.every((u: { accountId: string }) => u.accountId !== demoId)).toBe(true);
      expect(none.total_users).toBe(2);
      expect((await call(cs, 'POST', '/api/user/all', { cs_user_id: MISSING })).json().total_users).toBe(0);
      const bad = await call(cs, 'POST', '/api/user/all', { cs_user_id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(ADMIN_MESSAGES.csFilter);
    } finally {
      await t.app.db
        .update(accounts)
        .set({ csUserId: before?.csUserId ?? null })
        .where(eq(accounts.id, demoId));
    }
  });

  it('refuses malformed filters with 400', async () => {
    for (const body of [
      { page: 0 },
      { page: 'x' },
      { roles: ['root'] },
      { status: ['deleted'] },
      { type_account: ['gold'] },
      { name_or_email: 'x'.repeat(201) },
      { unknown: 1 },
    ]) {
      expect((await call(admin, 'POST', '/api/user/all', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('says a bad page is an invalid page, not how zod reads it', async () => {
    for (const page of ['abc', -1, 0, 1.5, 100_001]) {
      const res = await call(admin, 'POST', '/api/user/all', { page });
      expect(res.statusCode, String(page)).toBe(400);
      expect(res.json().message, String(page)).toBe('Página inválida');
    }
    const audit = await call(admin, 'GET', `/api/credit_histories/${demoId}/all?page=abc`);
    expect(audit.json().message).toBe('Página inválida');
  });

  it('shows an account’s plan, seats and credits as its users see them; unknown ids are 404', async () => {
    const account = await info();
    const owner = (await signIn(t.app, OWNER)).token;
    const shown = (await call(owner, 'GET', '/api/credits/show')).json();
    expect(account).toMatchObject({
      id: demoId,
      name: 'Demo Comercial',
      planName: 'Plano Pro',
      maxUsersCount: 10,
      activeUsers: 4,
      unlimitedClick: false,
      owner: { email: OWNER },
      cs: { email: CS },
      credits: { click: shown.click, export: shown.export },
    });
    for (const id of [MISSING, 'nope', "1' or '1'='1"]) {
      expect(
        (await call(admin, 'GET', `/api/admin/account/${encodeURIComponent(id)}/account_info`)).statusCode,
      ).toBe(404);
    }
  });

  it('adds credits with a description and an expiry, shown in the audit with who gave them', async () => {
    const before = await info();
    const res = await call(admin, 'POST', `/api/credits/user/${demoId}/create`, {
      credit: {
        search_credit: 100,
        internal_export_credit: 20,
        expires_date: '2999-12-31',
        description: 'Bônus',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Créditos inseridos com sucesso');
    const after = res.json().account;
    expect(after.credits.click.value).toBe(before.credits.click.value + 100);
    expect(after.credits.click.remaining).toBe(before.credits.click.remaining + 100);
    expect(after.credits.export.remaining).toBe(before.credits.export.remaining + 20);
    const audit = (
      await call(admin, 'GET', `/api/credit_histories/${demoId}/all?origin=grant&type=click`)
    ).json();
    expect(audit.entries[0]).toMatchObject({
      kind: 'grant',
      type: 'click',
      amount: 100,
      description: 'Bônus',
      invalidated: false,
      user: { email: ADMIN },
    });
    expect(audit.entries[0].expires_at).toBe('3000-01-01T03:00:00.000Z');
  });

  it('removes credits (kept in the audit as a withdrawal) and refuses removing more than remain', async () => {
    const before = await info();
    const removed = await call(admin, 'POST', `/api/credits/user/${demoId}/withdrawal`, {
      credit: { search_credit: 50, description: 'Ajuste' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().account.credits.click.remaining).toBe(before.credits.click.remaining - 50);
    const audit = (await call(admin, 'GET', `/api/credit_histories/${demoId}/all?origin=withdrawal`)).json();
    expect(audit.entries[0]).toMatchObject({ kind: 'withdrawal', amount: -50, subject: 'Ajuste' });

    const state = await snapshot();
    const remaining = (await info()).credits.export.remaining;
    const tooMuch = await call(admin, 'POST', `/api/credits/user/${demoId}/withdrawal`, {
      credit: { internal_export_credit: remaining + 1 },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toContain(`${remaining.toLocaleString('pt-BR')} disponíveis`);
    expect(await snapshot()).toEqual(state);
  });

  it('turns unlimited clicks on by adding and off by removing', async () => {
    const on = await call(admin, 'POST', `/api/credits/user/${demoId}/create`, {
      credit: { unlimited_click: true },
    });
    expect(on.json().account.unlimitedClick).toBe(true);
    const off = await call(admin, 'POST', `/api/credits/user/${demoId}/withdrawal`, {
      credit: { unlimited_click: true, description: 'Fim do teste' },
    });
    expect(off.json().account.unlimitedClick).toBe(false);
    // Both changes stay in the audit, with who made them: newest first.
    const audit = (await call(admin, 'GET', `/api/credit_histories/${demoId}/all?origin=unlimited`)).json();
    expect(
      audit.entries.map((e: { description: string; subject: string | null; amount: number }) => [
        e.description,
        e.subject,
        e.amount,
      ]),
    ).toEqual([
      ['unlimited_off', 'Fim do teste', 0],
      ['unlimited_on', null, 0],
    ]);
    expect(audit.entries[0]).toMatchObject({ kind: 'unlimited', type: 'click', user: { email: ADMIN } });

    // Switching it off again (or on twice) alone would change nothing: said, and nothing is written.
    const state = await snapshot();
    const again = await call(admin, 'POST', `/api/credits/user/${demoId}/withdrawal`, {
      credit: { unlimited_click: true },
    });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 422,
      message: 'A conta não tem consultas ilimitadas para remover',
    });
    expect(await snapshot()).toEqual(state);
  });

  it('refuses empty, negative, huge or past credits and other accounts’ ids, changing nothing', async () => {
    const state = await snapshot();
    const cases: Array<[string, object, number]> = [
      [demoId, { credit: {} }, 400],
      [demoId, { credit: { search_credit: 0, internal_export_credit: 0 } }, 400],
      [demoId, { credit: { search_credit: -5 } }, 400],
      [demoId, { credit: { search_credit: 1.5 } }, 400],
      [demoId, { credit: { search_credit: 10_000_001 } }, 400],
      [demoId, { credit: { search_credit: 5, expires_date: '31/12/2999' } }, 400],
      [demoId, { credit: { search_credit: 5, expires_date: '2999-13-01' } }, 400],
      [demoId, { credit: { search_credit: 5, expires_date: '2999-02-30' } }, 400],
      [demoId, { credit: { search_credit: 5, description: 'x'.repeat(201) } }, 400],
      [demoId, { credit: { search_credit: 5, extra: true } }, 400],
      [demoId, { credit: { search_credit: 5, expires_date: '2000-01-01' } }, 422],
      [MISSING, { credit: { search_credit: 5 } }, 404],
      ['nope', { credit: { search_credit: 5 } }, 404],
    ];
    for (const [id, body, status] of cases) {
      const res = await call(admin, 'POST', `/api/credits/user/${id}/create`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    const empty = await call(admin, 'POST', `/api/credits/user/${demoId}/create`, { credit: {} });
    expect(JSON.stringify(empty.json())).toContain('Informe créditos de consulta ou de exportação');
    // A fraction or a text is not a whole number (not a "negative" one); only a negative amount is called so.
    const message = async (credit: object, action = 'create') =>
      (await call(admin, 'POST', `/api/credits/user/${demoId}/${action}`, { credit })).json().message;
    for (const amount of [1.5, 'abc']) {
      expect(await message({ search_credit: amount }), String(amount)).toBe(ADMIN_MESSAGES.wholeCredit);
      expect(await message({ internal_export_credit: amount }, 'withdrawal'), String(amount)).toBe(
        'Informe um número inteiro de créditos',
      );
    }
    expect(await message({ search_credit: -5 })).toBe('Os créditos não podem ser negativos');
    expect(await snapshot()).toEqual(state);
  });

  it('invalidates a grant once: its credits stop counting; spends and unknown ids are refused', async () => {
    const added = await call(admin, 'POST', `/api/credits/user/${demoId}/create`, {
      credit: { internal_export_credit: 7, description: 'Para invalidar' },
    });
    const before = added.json().account;
    const audit = (
      await call(admin, 'GET', `/api/credit_histories/${demoId}/all?origin=grant&type=export`)
    ).json();
    const grant = audit.entries.find((e: { description: string }) => e.description === 'Para invalidar');
    const res = await call(admin, 'POST', '/api/credit_xds/invalidate', {
      id: grant.id,
      cause: 'Lançado por engano',
    });
    expect(res.json()).toEqual({ message: 'Crédito invalidado com sucesso' });
    expect((await info()).credits.export.value).toBe(before.credits.export.value - 7);
    const again = await call(admin, 'POST', '/api/credit_xds/invalidate', { id: grant.id, cause: 'de novo' });
    expect([again.statusCode, again.json().message]).toEqual([422, 'Este crédito já foi invalidado']);
    // An expired grant already counts for nothing: invalidating it is refused, and it stays as it was.
    const [expired] = await t.app.db
      .insert(creditGrants)
      .values({
        accountId: demoId,
        type: 'click',
        amount: 3,
        expiresAt: new Date('2026-01-31T03:00:00Z'),
        origin: 'admin',
        createdAt: new Date('2026-01-01T12:00:00Z'),
      })
      .returning();
    const lapsed = await call(admin, 'POST', '/api/credit_xds/invalidate', {
      id: expired?.id,
      cause: 'expirado',
    });
    expect([lapsed.statusCode, lapsed.json().message]).toEqual([
      422,
      'Este crédito já expirou: não conta mais no saldo',
    ]);
    const withdrawal = (
      await call(admin, 'GET', `/api/credit_histories/${demoId}/all?origin=withdrawal`)
    ).json();
    const spend = await call(admin, 'POST', '/api/credit_xds/invalidate', {
      id: withdrawal.entries[0].id,
      cause: 'não é concessão',
    });
    expect(spend.statusCode).toBe(422);
    expect(
      (await call(admin, 'POST', '/api/credit_xds/invalidate', { id: MISSING, cause: 'xyz' })).statusCode,
    ).toBe(404);
    expect(
      (await call(admin, 'POST', '/api/credit_xds/invalidate', { id: grant.id, cause: 'x' })).statusCode,
    ).toBe(400);
    const after = (
      await call(admin, 'GET', `/api/credit_histories/${demoId}/all?origin=grant&type=export`)
    ).json();
    expect(after.entries.find((e: { id: string }) => e.id === grant.id)).toMatchObject({
      invalidated: true,
      invalidated_cause: 'Lançado por engano',
    });
  });

  it('sums who spent the account’s credits by month, day or year (Brasília days), heaviest first, without withdrawals', async () => {
    const [owner, seller, staffId] = [await userId(OWNER), await userId(SELLER), await userId(ADMIN)];
    const spend = (userId: string, type: string, amount: number, at: string, reason = 'consult') => ({
      accountId: demoId,
      userId,
      type,
      amount,
      reason,
      createdAt: new Date(at),
    });
    await t.app.db.insert(creditConsumptions).values([
      // 23:30 in Brasília on 31 October is already 1 November in UTC.
      spend(owner, 'click', 3, '2025-10-31T23:30:00-03:00'),
      spend(seller, 'click', 2, '2025-11-05T10:00:00-03:00'),
      spend(seller, 'export', 5, '2025-11-05T11:00:00-03:00', 'export_list'),
      spend(seller, 'click', 1, '2025-11-07T09:00:00-03:00'),
      spend(staffId, 'click', 100, '2025-11-06T09:00:00-03:00', 'admin_withdrawal'),
      { ...spend(owner, 'click', 9, '2025-11-06T09:00:00-03:00'), accountId: internalId },
    ]);
    const url = (query: string) => `/api/credit_histories/${demoId}/grouped_by_users?${query}`;
    const byMonth = (await call(cs, 'GET', url('init_date=2025-10-01&end_date=2025-11-30'))).json();
    expect(byMonth).toMatchObject({ totals: { click: 6, export: 5 }, total: 2, page: 1, page_size: 10 });
    expect(byMonth.users).toEqual([
      {
        user: { id: seller, name: expect.any(String), email: SELLER },
        click: 3,
        export: 5,
        periods: [{ period: '2025-11', click: 3, export: 5 }],
      },
      {
        user: { id: owner, name: expect.any(String), email: OWNER },
        click: 3,
        export: 0,
        periods: [{ period: '2025-10', click: 3, export: 0 }],
      },
    ]);
    const byDay = (
      await call(cs, 'GET', url('init_date=2025-10-01&end_date=2025-11-30&group_by_format=day'))
    ).json();
    expect(byDay.users[0].periods.map((p: { period: string }) => p.period)).toEqual([
      '2025-11-07',
      '2025-11-05',
    ]);
    expect(byDay.users[1].periods).toEqual([{ period: '2025-10-31', click: 3, export: 0 }]);
    const october = (await call(cs, 'GET', url('init_date=2025-10-01&end_date=2025-10-31'))).json();
    expect(october.users.map((u: { user: { email: string } }) => u.user.email)).toEqual([OWNER]);

    // By year (spec admin §3: month by default; day and year also available).
    const byYear = (
      await call(cs, 'GET', url('init_date=2025-10-01&end_date=2025-11-30&group_by_format=year'))
    ).json();
    expect(byYear).toMatchObject({ totals: { click: 6, export: 5 }, total: 2 });
    expect(byYear.users.map((u: { periods: unknown }) => u.periods)).toEqual([
      [{ period: '2025', click: 3, export: 5 }],
      [{ period: '2025', click: 3, export: 0 }],
    ]);

    for (const bad of ['group_by_format=week', 'init_date=2025-11-30&end_date=2025-10-01', 'page=0', 'x=1']) {
      const res = await call(cs, 'GET', url(bad));
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await call(cs, 'GET', url('group_by_format=week'))).json().message).toBe(
      'Agrupe por dia, mês ou ano',
    );
    expect((await call(cs, 'GET', url('init_date=2025-11-30&end_date=2025-10-01'))).json().message).toBe(
      'Período inválido: a data inicial vem depois da final',
    );
    const missing = `/api/credit_histories/${MISSING}/grouped_by_users`;
    expect((await call(cs, 'GET', missing)).statusCode).toBe(404);
    expect((await call((await signIn(t.app, OWNER)).token, 'GET', url(''))).statusCode).toBe(403);
  });

  it('filters the audit by period; a reversed period is refused', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const todays = (
      await call(admin, 'GET', `/api/credit_histories/${demoId}/all?init_date=${today}&end_date=${today}`)
    ).json();
    expect(todays.total).toBeGreaterThan(0);
    const old = (await call(admin, 'GET', `/api/credit_histories/${demoId}/all?end_date=2000-01-01`)).json();
    expect(old.total).toBe(0);
    const reversed = await call(
      admin,
      'GET',
      `/api/credit_histories/${demoId}/all?init_date=2025-02-01&end_date=2025-01-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect((await call(admin, 'GET', `/api/credit_histories/${demoId}/all?page=0`)).statusCode).toBe(400);
    // Days that are not on the calendar are refused, not rolled over or left to the database.
    for (const day of ['2025-13-01', '2025-02-30', '2025-1-1']) {
      const res = await call(admin, 'GET', `/api/credit_histories/${demoId}/all?init_date=${day}`);
      expect([res.statusCode, res.json().message], day).toEqual([400, expect.any(String)]);
    }
  });

  it('names the list a spend was for in the audit, a deleted one too; only a list no longer stored keeps its id', async () => {
    const owner = await userId(OWNER);
    const [kept, deleted, other] = await t.app.db
      .insert(lists)
      .values([
        { accountId: demoId, authorId: owner, name: 'Clientes SP' },
        { accountId: demoId, authorId: owner, name: 'Antiga', deletedAt: new Date() },
        // Another account's list never names a spend of this one.
        { accountId: internalId, authorId: await userId(ADMIN), name: 'Da equipe' },
      ])
      .returning();
    const spend = (reason: string, subject: string, at: string) => ({
      accountId: demoId,
      userId: owner,
      type: 'export',
      amount: 1,
      reason,
      subject,
      createdAt: new Date(at),
    });
    await t.app.db
      .insert(creditConsumptions)
      .values([
        spend('list_export', kept?.id ?? '', '2024-03-01T10:00:00-03:00'),
        spend('autoplay', deleted?.id ?? '', '2024-03-02T10:00:00-03:00'),
        spend('export_pipedrive', other?.id ?? '', '2024-03-03T10:00:00-03:00'),
        spend('list_export', MISSING, '2024-03-04T10:00:00-03:00'),
      ]);
    const audit = (
      await call(admin, 'GET', `/api/credit_histories/${demoId}/all?init_date=2024-03-01&end_date=2024-03-31`)
    ).json();
    expect(
      audit.entries.map((e: { description: string; subject: string; list: unknown }) => [
        e.description,
        e.subject,
        e.list,
      ]),
    ).toEqual([
      ['list_export', MISSING, null],
      ['export_pipedrive', other?.id, null],
      ['autoplay', deleted?.id, { id: deleted?.id, name: 'Antiga', deleted: true }],
      ['list_export', kept?.id, { id: kept?.id, name: 'Clientes SP', deleted: false }],
    ]);
  });

  it('lists the staff who may be CS; takes the account’s CS away and gives it back; refuses a customer', async () => {
    const staff = (await call(cs, 'GET', '/api/users/cs_and_admins')).json().users;
    expect(staff.map((u: { email: string; role: string }) => `${u.email}:${u.role}`).sort()).toEqual([
      `${ADMIN}:admin`,
      `${CS}:customer_success`,
    ]);
    const owner = (await signIn(t.app, OWNER)).token;
    expect((await call(owner, 'GET', '/api/users/cs_and_admins')).statusCode).toBe(403);
    expect(
      (await call(owner, 'DELETE', `/api/ddcs/remove_cs_from_account?account_id=${demoId}`)).statusCode,
    ).toBe(403);

    const removed = await call(cs, 'DELETE', `/api/ddcs/remove_cs_from_account?account_id=${demoId}`);
    expect(removed.json()).toMatchObject({ message: 'CS removido', account: { cs: null } });
    const again = await call(cs, 'DELETE', `/api/ddcs/remove_cs_from_account?account_id=${demoId}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Esta conta não tem CS');

    const before = await snapshot();
    for (const body of [
      { account_id: demoId, cs_user_id: await userId(SELLER) },
      { account_id: demoId, cs_user_id: MISSING },
      { account_id: demoId, cs_user_id: 'nope' },
      { account_id: MISSING, cs_user_id: await userId(CS) },
      { account_id: demoId },
      { account_id: demoId, cs_user_id: await userId(CS), extra: 1 },
    ]) {
      const res = await call(admin, 'PATCH', '/api/ddcs/assign_cs_to_account', body);
      expect([400, 404, 422], JSON.stringify(body)).toContain(res.statusCode);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);

    const assigned = await call(admin, 'PATCH', '/api/ddcs/assign_cs_to_account', {
      account_id: demoId,
      cs_user_id: await userId(CS),
    });
    expect(assigned.json()).toMatchObject({
      message: 'CS adicionado ao usuário',
      account: { cs: { email: CS } },
    });
  });

  it('renames the plan (trimmed) and sets the seats, never below the active users', async () => {
    const plan = await call(admin, 'POST', `/api/accounts/${demoId}`, {
      account: { plan_name: '  Plano Max  ' },
    });
    expect(plan.json()).toMatchObject({
      message: 'Conta atualizada com sucesso!',
      account: { planName: 'Plano Max' },
    });
    for (const body of [{ account: { plan_name: '   ' } }, { account: {} }, { plan_name: 'x' }]) {
      expect((await call(admin, 'POST', `/api/accounts/${demoId}`, body)).statusCode).toBe(400);
    }
    const below = await call(admin, 'POST', `/api/accounts/max_users_count/${demoId}`, {
      account: { max_users_count: 3 },
    });
    expect([below.statusCode, below.json().message]).toEqual([
      422,
      'A conta tem 4 usuários ativos; desative usuários antes de reduzir o limite abaixo disso.',
    ]);
    const seats = await call(admin, 'POST', `/api/accounts/max_users_count/${demoId}`, {
      account: { max_users_count: 4 },
    });
    expect(seats.json().account).toMatchObject({ maxUsersCount: 4, activeUsers: 4 });
    for (const value of [0, 1001, 2.5, 'x']) {
      const res = await call(admin, 'POST', `/api/accounts/max_users_count/${demoId}`, {
        account: { max_users_count: value },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('disables a user (signed out, shown to the owner as disabled by staff) and enables them within the seats', async () => {
    const seller = (await signIn(t.app, SELLER)).token;
    const id = await userId(SELLER);
    const off = await call(admin, 'POST', `/api/user/${id}/disable_user`);
    expect(off.json()).toMatchObject({
      message: 'Usuário desabilitado com sucesso!',
      user: { userStatus: 'disabled', deletedByAccount: false },
    });
    expect((await call(seller, 'GET', '/api/user/me')).statusCode).toBe(401);
    const owner = (await signIn(t.app, OWNER)).token;
    const team = (await call(owner, 'GET', '/api/user/supervised')).json();
    // Shown, marked, after the account's own users, and taking no seat.
    expect(team.users.at(-1)).toMatchObject({ email: SELLER, disabled_by_staff: true });
    expect(team.users.filter((u: { disabled_by_staff: boolean }) => u.disabled_by_staff)).toHaveLength(1);
    expect(team.active_users).toBe(team.users.length - 1);
    // …and the owner cannot change it.
    for (const [method, url, payload] of [
      ['PATCH', `/api/user/sub_user/${id}`, { active: true }],
      ['DELETE', `/api/user/sub_user/${id}`, undefined],
    ] as const) {
      const refused = await call(owner, method, url, payload);
      expect([refused.statusCode, refused.json().message]).toEqual([
        422,
        ACCOUNT_USER_MESSAGES.disabledByStaff,
      ]);
    }
    const disabled = (await call(admin, 'POST', '/api/user/all', { status: ['disabled'] })).json();
    expect(disabled.users.map((u: { email: string }) => u.email)).toEqual([SELLER]);
    // The owner cannot bring back a user the staff disabled by adding their e-mail again.
    const back = await call(owner, 'POST', '/api/user/sub_user', {
      name: 'Vendas',
      email: SELLER,
      role: 'user',
    });
    expect([back.statusCode, back.json().message]).toEqual([422, ACCOUNT_USER_MESSAGES.disabledByStaff]);
    const still = (await call(admin, 'POST', '/api/user/all', { status: ['disabled'] })).json();
    expect(still.users.map((u: { email: string }) => u.email)).toEqual([SELLER]);

    // The seats (4) are full again once the owner adds someone in the freed seat.
    const added = await call(owner, 'POST', '/api/user/sub_user', {
      name: 'Nova Pessoa',
      email: 'nova@demo.prospecta.dev',
      role: 'user',
    });
    expect(added.statusCode).toBe(201);
    const full = await call(admin, 'POST', `/api/user/${id}/enable_user`);
    expect([full.statusCode, full.json().message]).toEqual([
      422,
      'A conta já tem 4 usuários ativos, o limite do plano. Aumente o limite antes de reativar.',
    ]);
    await call(admin, 'POST', `/api/accounts/max_users_count/${demoId}`, {
      account: { max_users_count: 10 },
    });
    const on = await call(admin, 'POST', `/api/user/${id}/enable_user`);
    expect(on.json()).toMatchObject({
      message: 'Usuário habilitado com sucesso!',
      user: { userStatus: 'active', active: true },
    });
    expect((await signIn(t.app, SELLER)).token).toBeTruthy();

    const self = await call(admin, 'POST', `/api/user/${await userId(ADMIN)}/disable_user`);
    expect([self.statusCode, self.json().message]).toEqual([
      422,
      'Você não pode desativar o seu próprio usuário',
    ]);
    const staff = await call(cs, 'POST', `/api/user/${await userId(ADMIN)}/disable_user`);
    expect([staff.statusCode, staff.json().message]).toEqual([
      403,
      'Só um administrador altera um usuário da equipe',
    ]);
    expect((await call(admin, 'POST', `/api/user/${MISSING}/disable_user`)).statusCode).toBe(404);
    // The account keeps its owner: disabling them is refused like taking their role.
    // Nor do staff take their own role away (the team would be left without an administrator).
    const demoted = await call(admin, 'PATCH', `/api/v4/admin/user/${await userId(ADMIN)}`, { role: 'user' });
    expect([demoted.statusCode, demoted.json().message]).toEqual([422, ADMIN_MESSAGES.notYourRole]);
    expect((await call(admin, 'POST', '/api/user/all', {})).statusCode).toBe(200);
    const ownerOff = await call(admin, 'POST', `/api/user/${await userId(OWNER)}/disable_user`);
    expect([ownerOff.statusCode, ownerOff.json().message]).toEqual([422, ADMIN_MESSAGES.ownerNeeded]);
    expect((await signIn(t.app, OWNER)).token).toBeTruthy();

    // A user the owner deleted is told apart from one the staff disabled.
    const ownerToken = (await signIn(t.app, OWNER)).token;
    await call(ownerToken, 'DELETE', `/api/user/sub_user/${id}`);
    const listed = (await call(admin, 'POST', '/api/user/all', { status: ['disabled'] })).json();
    expect(listed.users.find((u: { id: string }) => u.id === id)).toMatchObject({
      userStatus: 'disabled',
      deletedByAccount: true,
    });
    await call(admin, 'POST', `/api/user/${id}/enable_user`);
  });

  it('edits a user; a taken e-mail is 422; staff roles come from an admin only', async () => {
    const id = await userId(SDR);
    const edited = await call(admin, 'PATCH', `/api/v4/admin/user/${id}`, {
      name: 'Sofia Souza',
      whatsapp_number: '(11) 98765-4321',
      email: 'Sofia@Demo.Prospecta.dev',
    });
    expect(edited.json()).toMatchObject({
      message: 'Usuário editado com sucesso',
      user: { name: 'Sofia Souza', whatsapp_number: '11987654321', email: 'sofia@demo.prospecta.dev' },
    });
    const state = await snapshot();
    const taken = await call(admin, 'PATCH', `/api/v4/admin/user/${id}`, { email: OWNER.toUpperCase() });
    expect([taken.statusCode, taken.json().message]).toEqual([
      422,
      'Este e-mail já é usado por outro usuário do Prospecta',
    ]);
    const byCs = await call(cs, 'PATCH', `/api/v4/admin/user/${id}`, { role: 'admin' });
    expect([byCs.statusCode, byCs.json().message]).toEqual([
      403,
      'Só um administrador dá os papéis da equipe',
    ]);
    // Not even an admin makes a customer's user staff: staff roles belong to Prospecta's own account.
    const customerStaff = await call(admin, 'PATCH', `/api/v4/admin/user/${id}`, {
      role: 'customer_success',
    });
    expect([customerStaff.statusCode, customerStaff.json().message]).toEqual([
      422,
      'Os papéis da equipe são só para usuários da conta do Prospecta',
    ]);
    for (const body of [{}, { role: 'root' }, { name: 'x' }, { email: 'not-an-email' }, { img: 'x.png' }]) {
      expect(
        (await call(admin, 'PATCH', `/api/v4/admin/user/${id}`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (await call(admin, 'PATCH', `/api/v4/admin/user/${MISSING}`, { name: 'Ninguém' })).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(state);
    const byCsCustomer = await call(cs, 'PATCH', `/api/v4/admin/user/${id}`, { role: 'manager' });
    expect(byCsCustomer.json().user.role).toBe('manager');
  });

  it('hands an account over: the new owner in, the former owner a manager; the only owner stays owner', async () => {
    const only = await call(admin, 'PATCH', `/api/v4/admin/user/${await userId(OWNER)}`, { role: 'manager' });
    expect(only.statusCode).toBe(422);
    // Not to a user who cannot sign in: the account would be managed by no one.
    const manager = await userId(MANAGER);
    await t.app.db.update(users).set({ active: false }).where(eq(users.id, manager));
    const inactive = await call(admin, 'PATCH', `/api/v4/admin/user/${manager}`, { role: 'owner' });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toBe(ADMIN_MESSAGES.inactiveOwner);
    expect((await info()).owner.email).toBe(OWNER);
    await t.app.db.update(users).set({ active: true }).where(eq(users.id, manager));
    const handed = await call(admin, 'PATCH', `/api/v4/admin/user/${await userId(MANAGER)}`, {
      role: 'owner',
    });
    expect(handed.json().user.role).toBe('owner');
    const roles = Object.fromEntries(
      (await t.app.db.select().from(users).where(eq(users.accountId, demoId))).map((u) => [u.email, u.role]),
    );
    expect(roles[OWNER]).toBe('manager');
    expect(roles[MANAGER]).toBe('owner');
    expect((await info()).owner.email).toBe(MANAGER);
  });

  it('lists one account’s users with search, role and status filters', async () => {
    const res = (
      await call(admin, 'POST', `/api/v4/admin/account/${demoId}/users`, { search: 'gustavo' })
    ).json();
    expect(res.users.map((u: { email: string }) => u.email)).toEqual([MANAGER]);
    const managers = (
      await call(admin, 'POST', `/api/v4/admin/account/${demoId}/users`, { roles: ['manager'] })
    ).json();
    // The prospector was made a manager (and got a new e-mail) above.
    expect(managers.users.map((u: { email: string }) => u.email).sort()).toEqual([
      OWNER,
      'sofia@demo.prospecta.dev',
    ]);
    const other = (await call(admin, 'POST', `/api/v4/admin/account/${internalId}/users`, {})).json();
    expect(other.total).toBe(2);
    expect((await call(admin, 'POST', `/api/v4/admin/account/${MISSING}/users`, {})).statusCode).toBe(404);
    expect(
      (await call(admin, 'POST', `/api/v4/admin/account/${demoId}/users`, { statuses: ['x'] })).statusCode,
    ).toBe(400);
  });
});
