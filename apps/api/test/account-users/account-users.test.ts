// The users of an account: the owner adds, edits, turns off and deletes them; the invited user signs in
// with an e-mailed code; the plan's cap, other accounts' ids and bad input change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, OWNER, SESSION_ENDED, signIn, type TestApp } from '../helper.ts';
import { buildTestAppWithSmtp, type SmtpTestServer } from '../smtp.ts';

const MANAGER = 'gerente@demo.prospecta.dev';
const SELLER = 'vendas@demo.prospecta.dev';

let t: TestApp;
let smtp: SmtpTestServer;
let owner: string;

beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
  owner = (await signIn(t.app, OWNER)).token;
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const list = async (token = owner) => (await call(token, 'GET', '/api/user/supervised')).json();
const usersRows = () => t.app.db.select().from(users);

describe('the users of an account', () => {
  it('lists the account’s users, the owner first, with the seats the plan counts', async () => {
    const body = await list();
    expect(body.users.map((u: { email: string }) => u.email)).toEqual([
      OWNER,
      MANAGER,
      'sdr@demo.prospecta.dev',
      SELLER,
    ]);
    expect(body).toMatchObject({ active_users: 4, max_users_count: 10, can_manage: true });
    expect(body.users[0]).toMatchObject({
      role: 'owner',
      active: true,
      has_password: true,
      whatsapp_number: null,
    });
    const managerView = await list((await signIn(t.app, MANAGER)).token);
    expect(managerView).toMatchObject({ can_manage: false, active_users: 4 });
  });

  it('refuses sellers and prospectors, and managers’ changes, with the spec’s message', async () => {
    const seller = (await signIn(t.app, SELLER)).token;
    const manager = (await signIn(t.app, MANAGER)).token;
    const denied = { message: 'Você não possuí permissão para esta ação!' };
    for (const [token, method, url, payload] of [
      [seller, 'GET', '/api/user/supervised', undefined],
      [
        manager,
        'POST',
        '/api/user/sub_user',
        { name: 'Ana Nova', email: 'ana@demo.prospecta.dev', role: 'user' },
      ],
      [manager, 'DELETE', `/api/user/sub_user/${(await list()).users[3].id}`, undefined],
    ] as const) {
      const res = await call(token, method, url, payload);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: denied });
    }
    expect((await usersRows()).some((u) => u.email === 'ana@demo.prospecta.dev')).toBe(false);
  });

  it('refuses the role before reading the body: a bad body from a prospector is still the 403', async () => {
    const sdr = (await signIn(t.app, 'sdr@demo.prospecta.dev')).token;
    const manager = (await signIn(t.app, MANAGER)).token;
    const denied = { message: 'Você não possuí permissão para esta ação!' };
    const someone = (await list()).users[3].id;
    const before = await usersRows();
    for (const token of [sdr, manager]) {
      for (const [method, url, payload] of [
        ['POST', '/api/user/sub_user', { name: 'A' }],
        ['POST', '/api/user/sub_user', undefined],
        ['PATCH', `/api/user/sub_user/${someone}`, { role: 'rei', extra: true }],
        ['PATCH', '/api/user/sub_user/nao-e-id', {}],
        ['DELETE', '/api/user/sub_user/nao-e-id', undefined],
        ['POST', `/api/user/sub_user/${someone}/restore`, { active: 'talvez' }],
      ] as const) {
        const res = await call(token, method, url, payload);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: denied });
      }
    }
    // Without a session the session is refused first (401), as everywhere.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/sub_user',
      payload: { name: 'A' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await usersRows()).toEqual(before);
  });

  it('adds a user who signs in with an e-mailed code, then edits, turns off and back on', async () => {
    const email = 'bruna.vendas@demo.prospecta.dev';
    const res = await call(owner, 'POST', '/api/user/sub_user', {
      name: '  Bruna Vendas ',
      email: 'Bruna.Vendas@Demo.Prospecta.dev',
      role: 'user',
      whatsapp_number: '+55 (11) 98765-4321',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      message: 'Usuário criado com sucesso',
      user: { name: 'Bruna Vendas', email, role: 'user', whatsapp_number: '11987654321', active: true },
    });
    expect(created.user.has_password).toBe(false);
    const invite = smtp.lastTo(email);
    expect(invite.subject).toBe('Prospecta: você foi adicionado à conta Demo Comercial');
    expect(invite.body).toContain('Olívia Proprietária adicionou você à conta Demo Comercial no Prospecta.');
    // The link opens the sign-in by code with the e-mail filled in.
    expect(invite.body).toMatch(/http:\/\/prospecta\.test\/login\?modo=codigo&email=\S+%40\S+/);

    const code = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generate_authentication_code',
      payload: { email },
    });
    expect(code.statusCode).toBe(200);
    const digits = smtp.lastTo(email).body.match(/Seu código de acesso ao Prospecta é (\d{6})/)?.[1];
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin_with_code_or_password',
      payload: { email, code: digits },
    });
    expect(signedIn.statusCode).toBe(201);
    const bruna = signedIn.json().token as string;
    expect((await call(bruna, 'GET', '/api/user/me')).json()).toMatchObject({ email, role: 'user' });

    const id = created.user.id as string;
    const edited = await call(owner, 'PATCH', `/api/user/sub_user/${id}`, {
      role: 'manager',
      whatsapp_number: '',
    });
    expect(edited.json()).toMatchObject({
      message: 'Usuário editado com sucesso',
      user: { role: 'manager', whatsapp_number: null, name: 'Bruna Vendas' },
    });
    const off = await call(owner, 'PATCH', `/api/user/sub_user/${id}`, { active: false });
    expect(off.json()).toMatchObject({ message: 'Usuário desativado com sucesso', user: { active: false } });
    // Signed out, and told why (the web shows it above "Sua sessão foi encerrada!").
    const refused = await call(bruna, 'GET', '/api/user/me');
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 401,
      body: { ...SESSION_ENDED, reason: 'disabled' },
    });
    expect((await list()).active_users).toBe(4);
    const on = await call(owner, 'PATCH', `/api/user/sub_user/${id}`, { active: true });
    expect(on.json()).toMatchObject({ message: 'Usuário ativado com sucesso', user: { active: true } });
    expect((await list()).active_users).toBe(5);
  });

  it('deletes a user, who can no longer sign in, and brings them back when added again', async () => {
    const before = await list();
    const seller = before.users.find((u: { email: string }) => u.email === SELLER);
    const sellerToken = (await signIn(t.app, SELLER)).token;
    const res = await call(owner, 'DELETE', `/api/user/sub_user/${seller.id}`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: 'Usuário deletado com sucesso' },
    });
    expect((await list()).users.some((u: { email: string }) => u.email === SELLER)).toBe(false);
    expect((await call(sellerToken, 'GET', '/api/user/me')).statusCode).toBe(401);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/user_token',
      payload: { email: SELLER, password: 'prospecta' },
    });
    expect(signInAgain.statusCode).toBe(401);

    const back = await call(owner, 'POST', '/api/user/sub_user', {
      name: 'Vitor Vendas',
      email: SELLER,
      role: 'prospector',
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().user).toMatchObject({ id: seller.id, role: 'prospector', active: true });
  });

  it('undoes a deletion with a restore: the user comes back on or off as they were, with no new invitation', async () => {
    const sdr = (await list()).users.find((u: { email: string }) => u.email === 'sdr@demo.prospecta.dev');
    await call(owner, 'PATCH', `/api/user/sub_user/${sdr.id}`, { active: false });
    await call(owner, 'DELETE', `/api/user/sub_user/${sdr.id}`);
    const mails = smtp.received.length;

    const [demo] = await t.app.db.select().from(accounts).where(eq(accounts.name, 'Demo Comercial'));
    if (!demo) throw new Error('demo account missing');
    const seats = demo.maxUsersCount;
    await t.app.db
      .update(accounts)
      .set({ maxUsersCount: (await list()).active_users })
      .where(eq(accounts.id, demo.id));
    // A full plan: coming back on is refused, coming back off takes no seat.
    // An id that is no deleted user of the account is 404 before any seat is counted.
    const nobody = await call(owner, 'POST', `/api/user/sub_user/${crypto.randomUUID()}/restore`, {
      active: true,
    });
    expect(nobody.statusCode).toBe(404);
    const on = await call(owner, 'POST', `/api/user/sub_user/${sdr.id}/restore`, { active: true });
    expect(on.statusCode).toBe(422);
    expect(on.json().message).toMatch(/^Sua conta já tem \d+ usuários ativos/);
    const off = await call(owner, 'POST', `/api/user/sub_user/${sdr.id}/restore`, { active: false });
    expect({ status: off.statusCode, body: off.json() }).toMatchObject({
      status: 200,
      body: { message: 'Usuário restaurado', user: { id: sdr.id, active: false, role: sdr.role } },
    });
    expect((await list()).users.some((u: { id: string }) => u.id === sdr.id)).toBe(true);
    await t.app.db.update(accounts).set({ maxUsersCount: seats }).where(eq(accounts.id, demo.id));
    expect(smtp.received.length).toBe(mails);

    const before = JSON.stringify(await usersRows());
    const admin = (await signIn(t.app, ADMIN)).token;
    const otherAccountUser = (await list(admin)).users.find((u: { role: string }) => u.role !== 'admin');
    for (const [id, payload, status, message] of [
      [sdr.id, { active: true }, 422, 'Este usuário não foi excluído'],
      [otherAccountUser.id, { active: true }, 404, 'Nenhum resultado encontrado'],
      ['abc', { active: true }, 404, 'Nenhum resultado encontrado'],
      [sdr.id, {}, 400, ''],
      [sdr.id, { active: 'sim' }, 400, ''],
    ] as const) {
      const res = await call(owner, 'POST', `/api/user/sub_user/${id}/restore`, payload);
      expect({ id, status: res.statusCode }).toEqual({ id, status });
      if (message) expect(res.json().message).toBe(message);
    }
    expect(JSON.stringify(await usersRows())).toBe(before);
    await call(owner, 'PATCH', `/api/user/sub_user/${sdr.id}`, { active: true });
  });

  it('adds one user when the same new e-mail is sent twice at once', async () => {
    const body = { name: 'Duda Dupla', email: 'duda@demo.prospecta.dev', role: 'user' };
    const answers = await Promise.all([
      call(owner, 'POST', '/api/user/sub_user', body),
      call(owner, 'POST', '/api/user/sub_user', body),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    expect((await usersRows()).filter((u) => u.email === body.email)).toHaveLength(1);
  });

  it('keeps to the plan’s cap of active users', async () => {
    const [demo] = await t.app.db.select().from(accounts).where(eq(accounts.name, 'Demo Comercial'));
    if (!demo) throw new Error('demo account missing');
    await t.app.db
      .update(accounts)
      .set({ maxUsersCount: (await list()).active_users })
      .where(eq(accounts.id, demo.id));
    const full = await call(owner, 'POST', '/api/user/sub_user', {
      name: 'Caio Cheio',
      email: 'caio@demo.prospecta.dev',
      role: 'user',
    });
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toMatch(/^Sua conta já tem \d+ usuários ativos, o máximo do plano\./);
    const someone = (await list()).users.find((u: { role: string }) => u.role === 'prospector');
    await call(owner, 'PATCH', `/api/user/sub_user/${someone.id}`, { active: false });
    const reactivate = await call(owner, 'PATCH', `/api/user/sub_user/${someone.id}`, { active: true });
    expect(reactivate.statusCode).toBe(200);
    const turnOn = await call(owner, 'POST', '/api/user/sub_user', {
      name: 'Caio Cheio',
      email: 'caio@demo.prospecta.dev',
      role: 'user',
    });
    expect(turnOn.statusCode).toBe(422);
    await t.app.db.update(accounts).set({ maxUsersCount: 10 }).where(eq(accounts.id, demo.id));
  });

  it('refuses an e-mail past the mail limits (64 before the @, 254 in all): no user, no invitation', async () => {
    const before = JSON.stringify(await usersRows());
    const mailsBefore = smtp.received.length;
    for (const email of [
      `${'a'.repeat(250)}@example.com`,
      `${'a'.repeat(65)}@example.com`,
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(61)}.${'d'.repeat(60)}.com`,
    ]) {
      const res = await call(owner, 'POST', '/api/user/sub_user', { name: 'Longo', email, role: 'user' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'E-mail inválido',
        errors: [{ summary: 'email', description: 'E-mail inválido' }],
      });
    }
    expect(JSON.stringify(await usersRows())).toBe(before);
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it('answers bad input, other accounts’ users, the owner and oneself without changing anything', async () => {
    const before = JSON.stringify(await usersRows());
    const admin = (await signIn(t.app, ADMIN)).token;
    const otherAccountUser = (await list(admin)).users.find((u: { role: string }) => u.role !== 'admin');
    const me = (await list()).users[0];
    const manager = (await list()).users.find((u: { email: string }) => u.email === MANAGER);
    const cases: [string, 'POST' | 'PATCH' | 'DELETE', string, object | undefined, number, string][] = [
      [
        'taken e-mail',
        'POST',
        '/api/user/sub_user',
        { name: 'Outro', email: MANAGER, role: 'user' },
        422,
        'Este e-mail já é usado por outro usuário do Prospecta',
      ],
      [
        'staff e-mail',
        'POST',
        '/api/user/sub_user',
        { name: 'Outro', email: ADMIN, role: 'user' },
        422,
        'Este e-mail já é usado por outro usuário do Prospecta',
      ],
      [
        'owner role',
        'POST',
        '/api/user/sub_user',
        { name: 'Outro', email: 'x@demo.prospecta.dev', role: 'owner' },
        400,
        '',
      ],
      [
        'bad e-mail',
        'POST',
        '/api/user/sub_user',
        { name: 'Outro', email: 'não-é-email', role: 'user' },
        400,
        '',
      ],
      [
        'short name',
        'POST',
        '/api/user/sub_user',
        { name: ' A ', email: 'y@demo.prospecta.dev', role: 'user' },
        400,
        '',
      ],
      [
        'bad WhatsApp',
        'POST',
        '/api/user/sub_user',
        { name: 'Outro', email: 'z@demo.prospecta.dev', role: 'user', whatsapp_number: '1234' },
        400,
        '',
      ],
      [
        'WhatsApp with letters (refused, not cleared)',
        'PATCH',
        `/api/user/sub_user/${manager.id}`,
        { whatsapp_number: 'sem número' },
        400,
        '',
      ],
      ['empty change', 'PATCH', `/api/user/sub_user/${manager.id}`, {}, 400, ''],
      [
        'unknown field',
        'PATCH',
        `/api/user/sub_user/${manager.id}`,
        { email: 'novo@demo.prospecta.dev' },
        400,
        '',
      ],
      [
        'malformed id',
        'PATCH',
        '/api/user/sub_user/abc',
        { name: 'Novo Nome' },
        404,
        'Nenhum resultado encontrado',
      ],
      [
        'other account',
        'PATCH',
        `/api/user/sub_user/${otherAccountUser.id}`,
        { active: false },
        404,
        'Nenhum resultado encontrado',
      ],
      [
        'other account',
        'DELETE',
        `/api/user/sub_user/${otherAccountUser.id}`,
        undefined,
        404,
        'Nenhum resultado encontrado',
      ],
      [
        'oneself',
        'DELETE',
        `/api/user/sub_user/${me.id}`,
        undefined,
        422,
        'O dono da conta e o seu próprio usuário não são alterados por aqui',
      ],
      [
        'oneself',
        'PATCH',
        `/api/user/sub_user/${me.id}`,
        { role: 'user' },
        422,
        'O dono da conta e o seu próprio usuário não são alterados por aqui',
      ],
    ];
    for (const [label, method, url, payload, status, message] of cases) {
      const res = await call(owner, method, url, payload);
      expect({ label, status: res.statusCode }).toEqual({ label, status });
      if (message) expect({ label, message: res.json().message }).toEqual({ label, message });
      else expect(res.json().message).toBeTruthy();
    }
    expect(JSON.stringify(await usersRows())).toBe(before);
  });
});
