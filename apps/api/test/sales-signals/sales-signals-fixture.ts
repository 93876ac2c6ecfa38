// A customer account of its own per test (one user per role, a chosen number of seats), signed in through the
// real route, and the sales signals' rows read back.
import { randomBytes } from 'node:crypto';
import type { Role } from '@prospecta/contracts/auth';
import type { UserEventKind } from '@prospecta/contracts/user-events';
import { and, eq, sql } from 'drizzle-orm';
import { accounts } from '@/db/schema/accounts.ts';
import { userEvents } from '@/db/schema/events.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD } from '@/db/seed.ts';
import { hashPassword } from '@/modules/auth/passwords.ts';
import { bearer, signIn, type TestApp } from '../helper.ts';

const CUSTOMER_ROLES = ['owner', 'manager', 'prospector', 'user'] as const;
type CustomerRole = (typeof CUSTOMER_ROLES)[number];
let passwordHash: string | null = null;

export type Account = {
  id: string;
  name: string;
  ids: Record<CustomerRole, string>;
  emails: Record<CustomerRole, string>;
  token: (role?: CustomerRole) => Promise<string>;
};

/** A customer's account of `seats` seats with an owner, a manager, a prospector and a user (all active). */
export async function newAccount(t: TestApp, seats = 10, type = 'active'): Promise<Account> {
  const suffix = randomBytes(4).toString('hex');
  passwordHash ??= await hashPassword(DEMO_PASSWORD);
  const [account] = await t.app.db
    .insert(accounts)
    .values({ name: `Cliente ${suffix}`, accountType: type, maxUsersCount: seats })
    .returning({ id: accounts.id, name: accounts.name });
  if (!account) throw new Error('no account');
  const rows = await t.app.db
    .insert(users)
    .values(
      CUSTOMER_ROLES.map((role) => ({
        accountId: account.id,
        name: `${role} ${suffix}`,
        email: `${role}-${suffix}@cliente.test`,
        role: role as Role,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email, role: users.role });
  const ids = Object.fromEntries(rows.map((r) => [r.role, r.id])) as Record<CustomerRole, string>;
  const emails = Object.fromEntries(rows.map((r) => [r.role, r.email])) as Record<CustomerRole, string>;
  const tokens = new Map<string, string>();
  return {
    ...account,
    ids,
    emails,
    token: async (role = 'owner') => {
      const known = tokens.get(role);
      if (known) return known;
      const { token } = await signIn(t.app, emails[role]);
      tokens.set(role, token);
      return token;
    },
  };
}

/** `call(token, 'GET', url)` answering `{ status, body }`. */
export function caller(t: TestApp) {
  return async (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

export async function eventsOf(t: TestApp, accountId: string, kind?: UserEventKind) {
  return t.app.db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.accountId, accountId), kind ? eq(userEvents.kind, kind) : undefined));
}

/** Moves an account's events `minutes` into the past (the throttle's and the windows' clock). */
export async function ageEvents(t: TestApp, accountId: string, minutes: number) {
  await t.app.db
    .update(userEvents)
    .set({ createdAt: sql`${userEvents.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(userEvents.accountId, accountId));
}

/** An event written as the server would, at `minutesAgo`. */
export async function insertEvent(
  t: TestApp,
  account: { id: string },
  userId: string,
  kind: UserEventKind,
  minutesAgo = 0,
) {
  await t.app.db.insert(userEvents).values({
    accountId: account.id,
    userId,
    kind,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
}
