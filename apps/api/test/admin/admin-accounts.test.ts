// Staff onboard customers: a new account with its owner (and a test account), a user added to an account
// within its seats; customers are refused, and every refusal leaves the database as it was.
import { ACCOUNT_USER_MESSAGES } from '@prospecta/contracts/account-users-api';
import {
  ADMIN_ACCOUNT_MESSAGES,
  type CreateAccountRequest,
  staffSeatsFullMessage,
} from '@prospecta/contracts/admin-accounts-api';
import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { creditGrants, unlimitedClickChanges } from '@/db/schema/credits.ts';
import { mailOutbox } from '@/db/schema/mail.ts';
import { users } from '@/db/schema/users.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
let cs: string;

const call = (token: string | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const snapshot = async () => ({
  accounts: await t.app.db.select().from(accounts).orderBy(accounts.id),
  users: await t.app.db.select().from(users).orderBy(users.id),
  grants: await t.app.db.select().from(creditGrants).orderBy(creditGrants.id),
  unlimited: await t.app.db.select().from(unlimitedClickChanges).orderBy(unlimitedClickChanges.id),
  outbox: await t.app.db.select().from(mailOutbox).orderBy(mailOutbox.id),
});
const lastMailTo = async (to: string) =>
  (
    await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))
  )[0];

const farDay = () => `${new Date().getUTCFullYear() + 1}-12-31`;
const valid = (email: string, extra: Partial<CreateAccountRequest> = {}): CreateAccountRequest => ({
  account: { name: 'Acme Distribuidora', plan_name: 'Plano Essencial', max_users_count: 3 },
  credit: { search_credit: 150, internal_export_credit: 300, expires_date: farDay() },
  owner: { name: 'Ana Acme', email, whatsapp_number: '(11) 98765-4321' },
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, ADMIN)).token;
  cs = (await signIn(t.app, 'cs@prospecta.dev')).token;
});
afterAll(async () => t.close());

describe('creating a customer account', () => {
  it('is for staff only: customers get 403, no token 401, and nothing changes', async () => {
    const owner = (await signIn(t.app, OWNER)).token;
    const demoId = (await t.app.db.select().from(accounts)).find((a) => a.name === 'Demo Comercial')?.id;
    const before = await snapshot();
    for (const [url, body] of [
      ['/api/admin/create_account', valid('x@acme.com.br')],
      ['/api/users/create_account_test', valid('x@acme.com.br')],
      ['/api/admin/users', { account_id: demoId, name: 'Xis', email: 'x@acme.com.br', role: 'user' }],
    ] as const) {
      expect((await call(owner, url, body)).statusCode, url).toBe(403);
      expect((await call(null, url, body)).statusCode, url).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every bad input with its message and changes nothing', async () => {
    const base = valid('novo@acme.com.br');
    const cases: Array<[object, number, string]> = [
      [
        { ...base, account: { ...base.account, name: ' A ' } },
        400,
        ADMIN_ACCOUNT_MESSAGES.invalidAccountName,
      ],
      [
        { ...base, account: { ...base.account, name: 'x'.repeat(121) } },
        400,
        ADMIN_ACCOUNT_MESSAGES.invalidAccountName,
      ],
      [
        { ...base, account: { ...base.account, plan_name: 'Plano Ouro' } },
        400,
        ADMIN_ACCOUNT_MESSAGES.invalidPlan,
      ],
      [{ ...base, account: { ...base.account, max_users_count: 0 } }, 400, ADMIN_MESSAGES.invalidMaxUsers],
      [{ ...base, account: { ...base.account, max_users_count: 1001 } }, 400, ADMIN_MESSAGES.invalidMaxUsers],
      [{ ...base, account: { ...base.account, max_users_count: 2.5 } }, 400, ADMIN_MESSAGES.invalidMaxUsers],
      [{ ...base, credit: { search_credit: -5 } }, 400, ADMIN_MESSAGES.negativeCredit],
      [{ ...base, credit: { search_credit: 1.5 } }, 400, ADMIN_MESSAGES.wholeCredit],
      [{ ...base, credit: { internal_export_credit: 99_999_999_999 } }, 400, ADMIN_MESSAGES.tooManyCredits],
      [{ ...base, credit: { search_credit: 'abc' } }, 400, ADMIN_MESSAGES.wholeCredit],
      [
        { ...base, credit: { search_credit: 1, expires_date: '2025-02-30' } },
        400,
        'Data inválida: use AAAA-MM-DD',
      ],
      [{ ...base, credit: { search_credit: 1, expires_date: '2000-01-01' } }, 422, ADMIN_MESSAGES.pastExpiry],
      [{ ...base, owner: { ...base.owner, name: 'A' } }, 400, ACCOUNT_USER_MESSAGES.invalidName],
      [{ ...base, owner: { ...base.owner, email: 'não é e-mail' } }, 400, ''],
      [
        { ...base, owner: { ...base.owner, whatsapp_number: '123' } },
        400,
        ACCOUNT_USER_MESSAGES.invalidWhatsapp,
      ],
      [{ ...base, owner: { ...base.owner, email: OWNER } }, 422, ACCOUNT_USER_MESSAGES.emailTaken],
      [
        { ...base, owner: { ...base.owner, email: 'ADMIN@prospecta.dev' } },
        422,
        ACCOUNT_USER_MESSAGES.emailTaken,
      ],
      [{ account: base.account, credit: base.credit }, 400, ''],
      [{ ...base, extra: true }, 400, ''],
    ];
    const before = await snapshot();
    for (const [body, status, message] of cases) {
      const res = await call(admin, '/api/admin/create_account', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('creates the account, its owner and credits; the owner signs in with a code from the outbox', async () => {
    const email = 'ana@acme.com.br';
    const res = await call(cs, '/api/admin/create_account', valid('Ana@Acme.com.br'));
    expect(res.statusCode).toBe(201);
    const { message, account } = res.json();
    expect(message).toBe('Conta criada com sucesso');
    expect(account).toMatchObject({
      name: 'Acme Distribuidora',
      accountType: 'active',
      planName: 'Plano Essencial',
      maxUsersCount: 3,
      activeUsers: 1,
      unlimitedClick: false,
      owner: { name: 'Ana Acme', email },
      credits: { click: { value: 150, remaining: 150 }, export: { value: 300, remaining: 300 } },
    });
    const [stored] = await t.app.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(stored?.origin).toBe('admin');

    // The grants are in the audit, given by the staff member.
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/credit_histories/${account.id}/all`,
      headers: bearer(admin),
    });
    const entries = audit.json().entries as Array<Record<string, unknown>>;
    expect(entries.map((e) => [e.kind, e.type, e.amount, e.description, e.expires_at !== null])).toEqual(
      expect.arrayContaining([
        ['grant', 'click', 150, 'Créditos iniciais da conta', true],
        ['grant', 'export', 300, 'Créditos iniciais da conta', true],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]?.user).toMatchObject({ email: 'cs@prospecta.dev' });

    // It shows in the users' list, filtered by its kind.
    const listed = (await call(admin, '/api/user/all', { name_or_email: 'acme' })).json();
    expect(listed.users).toEqual([
      expect.objectContaining({
        email,
        role: 'owner',
        accountName: 'Acme Distribuidora',
        accountType: 'active',
      }),
    ]);

    // The owner is told of their own new account (not "X adicionou você"): plan, seats, first credits, the way in.
    const invite = await lastMailTo(email);
    expect(invite?.subject).toBe('Boas-vindas ao Prospecta: a conta Acme Distribuidora está pronta');
    const [y, m, d] = farDay().split('-');
    expect(invite?.text).toContain('Olá, Ana!');
    expect(invite?.text).toContain('Plano: Plano Essencial, para até 3 usuários.');
    expect(invite?.text).toContain(
      `Para começar: 150 consultas e 300 exportações, válidas até ${d}/${m}/${y}.`,
    );
    expect(invite?.text).toContain(`/login?modo=codigo&email=${encodeURIComponent(email)}`);
    expect(invite?.text).not.toContain('adicionou você');
    const codeSent = await call(null, '/api/auth/generate_authentication_code', { email });
    expect(codeSent.statusCode).toBe(200);
    const code = (await lastMailTo(email))?.text.match(/Seu código de acesso ao Prospecta é (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await call(null, '/api/auth/signin_with_code_or_password', { email, code });
    expect(signedIn.statusCode).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(signedIn.json().token),
    });
    expect(me.json()).toMatchObject({ email, role: 'owner', account_id: account.id, account_type: 'active' });

    // The same e-mail again, in any case: the sub-user's refusal.
    const again = await call(admin, '/api/admin/create_account', valid('ANA@acme.com.br'));
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 422,
      message: ACCOUNT_USER_MESSAGES.emailTaken,
    });
  });

  it('creates a test account, without credits; a plan with unlimited consultations brings them', async () => {
    const res = await call(admin, '/api/users/create_account_test', {
      account: { name: 'Teste Beta', plan_name: 'Plano Enterprise', max_users_count: 1 },
      owner: { name: 'Bruno Beta', email: 'bruno@beta.com.br' },
    });
    expect(res.statusCode).toBe(201);
    const { message, account } = res.json();
    expect(message).toBe('Conta de teste criada com sucesso');
    expect(account).toMatchObject({
      accountType: 'test',
      planName: 'Plano Enterprise',
      unlimitedClick: true,
      credits: { export: { value: 0, remaining: 0 } },
    });
    const tests = (await call(admin, '/api/user/all', { type_account: ['test'] })).json();
    expect(tests.users.map((u: { email: string }) => u.email)).toEqual(['bruno@beta.com.br']);
  });
});

describe('adding a user to an account', () => {
  it('adds within the seats, e-mails them, and refuses a full account, a taken e-mail and bad input', async () => {
    const created = await call(admin, '/api/admin/create_account', {
      account: { name: 'Gama Ltda', plan_name: 'Plano Pro', max_users_count: 2 },
      owner: { name: 'Gabi Gama', email: 'gabi@gama.com.br' },
    });
    const accountId = created.json().account.id as string;
    const added = await call(cs, '/api/admin/users', {
      account_id: accountId,
      name: 'Caio Gama',
      email: 'Caio@Gama.com.br',
      role: 'prospector',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Usuário criado com sucesso',
      user: { email: 'caio@gama.com.br', role: 'prospector', active: true, userStatus: 'active' },
    });
    expect((await lastMailTo('caio@gama.com.br'))?.subject).toBe(
      'Prospecta: você foi adicionado à conta Gama Ltda',
    );

    const before = await snapshot();
    const refusals: Array<[object, number, string]> = [
      [
        { account_id: accountId, name: 'Duda', email: 'duda@gama.com.br', role: 'user' },
        422,
        // Said to staff, who may raise the limit in the Plano tab.
        staffSeatsFullMessage(2),
      ],
      [{ account_id: accountId, name: 'Duda', email: OWNER, role: 'user' }, 422, staffSeatsFullMessage(2)],
      [
        { account_id: accountId, name: 'Duda', email: 'duda@gama.com.br', role: 'owner' },
        400,
        'Escolha um papel',
      ],
      [
        { account_id: accountId, name: 'Duda', email: 'duda@gama.com.br', role: 'admin' },
        400,
        'Escolha um papel',
      ],
      [
        { account_id: 'x', name: 'Duda', email: 'duda@gama.com.br', role: 'user' },
        400,
        'Conta não encontrada',
      ],
      [
        {
          account_id: '00000000-0000-4000-8000-000000000000',
          name: 'Duda',
          email: 'd@g.com.br',
          role: 'user',
        },
        404,
        '',
      ],
      [
        { account_id: accountId, name: 'D', email: 'duda@gama.com.br', role: 'user' },
        400,
        ACCOUNT_USER_MESSAGES.invalidName,
      ],
    ];
    for (const [body, status, message] of refusals) {
      const res = await call(admin, '/api/admin/users', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await snapshot()).toEqual(before);

    // A seat more: a taken e-mail is the same refusal as the sub-user's.
    await call(admin, `/api/accounts/max_users_count/${accountId}`, { account: { max_users_count: 3 } });
    const taken = await call(admin, '/api/admin/users', {
      account_id: accountId,
      name: 'Duda',
      email: OWNER,
      role: 'user',
    });
    expect({ status: taken.statusCode, message: taken.json().message }).toEqual({
      status: 422,
      message: ACCOUNT_USER_MESSAGES.emailTaken,
    });
  });
});
