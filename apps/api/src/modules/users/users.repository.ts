import type { Role } from '@prospecta/contracts/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.ts';
import { accountPreferences, accounts } from '@/db/schema/accounts.ts';
import { refreshTokens } from '@/db/schema/auth.ts';
import { users } from '@/db/schema/users.ts';
import type { AuthUser } from '@/plugins/types.ts';

const notDeleted = isNull(users.deletedAt);

/**
 * An active user by id. With `sessionId` (the `sid` of an access token) only while that session lives: a
 * refresh token of its family not revoked ("Sair", a password change elsewhere, a replayed token), so an
 * access token of an ended session stops working at once, in the look-up every request makes anyway.
 */
export async function findActiveUserById(
  db: Executor,
  id: string,
  sessionId?: string,
): Promise<AuthUser | null> {
  const sessionLives = sessionId
    ? sql`EXISTS (SELECT 1 FROM ${refreshTokens} WHERE ${refreshTokens.familyId} = ${sessionId}
        AND ${refreshTokens.userId} = ${users.id} AND ${refreshTokens.revokedAt} IS NULL)`
    : undefined;
  const [row] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      role: users.role,
      email: users.email,
      name: users.name,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true), notDeleted, sessionLives));
  return row ? { ...row, role: row.role as Role } : null;
}

/** A user for sign-in by e-mail (case-insensitive); inactive users are returned so the caller decides. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, notDeleted));
  return row ?? null;
}

export async function findPasswordHash(db: Executor, scope: { userId: string; accountId: string }) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, scope.userId), eq(users.accountId, scope.accountId), notDeleted));
  return row ? row.passwordHash : undefined;
}

export async function updatePasswordHash(
  db: Executor,
  scope: { userId: string; accountId: string },
  passwordHash: string,
) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, scope.userId), eq(users.accountId, scope.accountId)));
}

const csUsers = alias(users, 'cs_users');

/** Everything the "Authenticated user" payload needs, in one query scoped by account. */
export async function findProfile(db: Executor, scope: { userId: string; accountId: string }) {
  const [row] = await db
    .select({
      user: users,
      account: accounts,
      skipOriginCheck: accountPreferences.skipOriginCheck,
      cs: csUsers,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(accountPreferences, eq(accountPreferences.accountId, accounts.id))
    .leftJoin(csUsers, eq(csUsers.id, accounts.csUserId))
    .where(and(eq(users.id, scope.userId), eq(users.accountId, scope.accountId), notDeleted));
  return row ?? null;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
