// What the support chat's tests share: the demo users and a customer of another account signed in, calls by
// who, the paths, and the rows the tables hold (e-mails, notifications, conversations).
import { SUPPORT_API_PATHS } from '@prospecta/contracts/support-api';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accounts } from '@/db/schema/accounts.ts';
import { mailOutbox } from '@/db/schema/mail.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { supportConversations } from '@/db/schema/support.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD } from '@/db/seed.ts';
import { hashPassword } from '@/modules/auth/passwords.ts';
import { bearer, signIn, type TestApp } from '../helper.ts';

export const WHO = {
  owner: 'owner@demo.prospecta.dev',
  manager: 'gerente@demo.prospecta.dev',
  prospector: 'sdr@demo.prospecta.dev',
  user: 'vendas@demo.prospecta.dev',
  admin: 'admin@prospecta.dev',
  cs: 'cs@prospecta.dev',
  /** The owner of another account, with no CS. */
  stranger: 'dono@outra.test',
} as const;
export type Who = keyof typeof WHO;
export const CUSTOMERS = ['owner', 'manager', 'prospector', 'user', 'stranger'] as const;
export const STAFF = ['admin', 'cs'] as const;
export const SUPPORT_INBOX = 'suporte@prospecta.dev';

export const P = SUPPORT_API_PATHS;
export const adminConversation = (id: string) => P.adminConversation.replace(':id', id);
export const adminReply = (id: string) => P.adminReply.replace(':id', id);
export const adminClose = (id: string) => P.adminClose.replace(':id', id);

export type Session = {
  t: TestApp;
  call: (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  /** A customer writes; the answer's body (throws unless 201). */
  write: (
    who: Who,
    body: string,
    page?: string,
  ) => Promise<{ message: { id: string }; conversation_id: string }>;
  userId: (who: Who) => Promise<string>;
};

/** Every demo user signed in, plus the owner of "Outra Conta" (no CS). */
export async function openSession(t: TestApp): Promise<Session> {
  const [other] = await t.app.db
    .insert(accounts)
    .values({ name: 'Outra Conta', accountType: 'active' })
    .returning();
  if (!other) throw new Error('no account');
  await t.app.db.insert(users).values({
    accountId: other.id,
    name: 'Otávio Outro',
    email: WHO.stranger,
    role: 'owner',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const tokens = {} as Record<Who, string>;
  for (const [who, email] of Object.entries(WHO)) tokens[who as Who] = (await signIn(t.app, email)).token;
  const call: Session['call'] = (who, method, url, payload) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]), payload: payload as object });
  return {
    t,
    call,
    async write(who, body, page) {
      const res = await call(who, 'POST', P.messages, page === undefined ? { body } : { body, page });
      if (res.statusCode !== 201) throw new Error(`write: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async userId(who) {
      const [row] = await t.app.db.select().from(users).where(eq(users.email, WHO[who]));
      if (!row) throw new Error(`no user ${who}`);
      return row.id;
    },
  };
}

export const supportMails = (t: TestApp) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => row.subject.startsWith('Suporte:')));

export const replyNotifications = async (s: Session, who: Who) =>
  s.t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, await s.userId(who)), eq(notifications.type, 'support_reply')));

export const conversationsOf = async (s: Session, who: Who) =>
  s.t.app.db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, await s.userId(who)));
