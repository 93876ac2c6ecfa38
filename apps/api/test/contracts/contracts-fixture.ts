// What the contract and handoff tests share: the demo account's users signed in, an account of someone else,
// an order sent to the sales team, a valid signature, and the e-mails the outbox holds.
import type { Role } from '@prospecta/contracts/auth';
import type { SignContractBody } from '@prospecta/contracts/contract-api';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accounts } from '@/db/schema/accounts.ts';
import { mailOutbox } from '@/db/schema/mail.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD } from '@/db/seed.ts';
import { hashPassword } from '@/modules/auth/passwords.ts';
import { bearer, signIn, type TestApp } from '../helper.ts';

export const DEMO_USERS = {
  owner: 'owner@demo.prospecta.dev',
  manager: 'gerente@demo.prospecta.dev',
  prospector: 'sdr@demo.prospecta.dev',
  user: 'vendas@demo.prospecta.dev',
  admin: 'admin@prospecta.dev',
  customer_success: 'cs@prospecta.dev',
} as const satisfies Record<Role, string>;
export type Who = keyof typeof DEMO_USERS | 'stranger';
export const CUSTOMER_ROLES = ['owner', 'manager', 'prospector', 'user'] as const;
export const STAFF = ['admin', 'customer_success'] as const;
export const SALES = 'vendas@prospecta.dev';
export const CS = DEMO_USERS.customer_success;

/** A valid signature (CNPJ and CPF typed with their punctuation). */
export const SIGNATURE: SignContractBody = {
  company_cnpj: '11.222.333/0001-81',
  company_name: 'Demo Comercial Ltda.',
  signer_name: 'Olívia Proprietária',
  signer_cpf: '529.982.247-25',
  signer_role: 'Diretora comercial',
  accepted: true,
};

export type Session = {
  t: TestApp;
  tokens: Record<Who, string>;
  demoAccountId: string;
  strangerAccountId: string;
  call: (
    who: Who,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
};

/** Every demo user signed in, plus the owner of another account ("stranger"). */
export async function openSession(t: TestApp): Promise<Session> {
  const [other] = await t.app.db
    .insert(accounts)
    .values({ name: 'Outra Conta', accountType: 'active' })
    .returning();
  if (!other) throw new Error('no account');
  await t.app.db.insert(users).values({
    accountId: other.id,
    name: 'Otávio Outro',
    email: 'dono@outra.test',
    role: 'owner',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const tokens = { stranger: (await signIn(t.app, 'dono@outra.test')).token } as Record<Who, string>;
  for (const [who, email] of Object.entries(DEMO_USERS))
    tokens[who as Who] = (await signIn(t.app, email)).token;
  const [demo] = await t.app.db.select().from(accounts).where(eq(accounts.name, 'Demo Comercial'));
  if (!demo) throw new Error('no demo account');
  return {
    t,
    tokens,
    demoAccountId: demo.id,
    strangerAccountId: other.id,
    call: (who, method, url, payload) =>
      t.app.inject({ method, url, headers: { ...bearer(tokens[who]), 'user-agent': 'Vitest/1' }, payload }),
  };
}

/** The owner chooses `planId` and sends it to the sales team; the order's id. */
export async function sendOrder(s: Session, planId: string, additionalUsers = 0): Promise<string> {
  const chosen = await s.call('owner', 'POST', `/api/account_plan/select_plan_to_update/${planId}`);
  if (chosen.statusCode !== 201) throw new Error(`select: ${chosen.statusCode} ${chosen.body}`);
  const sent = await s.call('owner', 'PUT', '/api/account_plan/finish_update', {
    additional_users: additionalUsers,
  });
  if (sent.statusCode !== 200) throw new Error(`finish: ${sent.statusCode} ${sent.body}`);
  return sent.json().order.id;
}

export const contractUrl = (id: string) => `/api/account_plan/contract/${id}`;
export const signUrl = (id: string) => `/api/account_plan/update_signed_contract/${id}`;

/** The e-mails sent to `to`, newest first. */
export async function mailsTo(t: TestApp, to: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}
export const mailCount = async (t: TestApp) => (await t.app.db.select().from(mailOutbox)).length;
