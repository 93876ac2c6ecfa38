// SQL for refresh tokens, password-reset links, e-mailed codes and failed sign-ins.
import type { SessionEndReason } from '@prospecta/contracts/errors';
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { authCodes, passwordResets, refreshTokens, signInFailures } from '@/db/schema/auth.ts';
import { users } from '@/db/schema/users.ts';

type Owner = { userId: string; accountId: string };

export async function insertRefreshToken(
  db: Executor,
  row: Owner & { tokenHash: string; familyId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(row);
}

/** Marks a live token used, atomically: only one of two concurrent uses gets the row back. */
export async function consumeRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** A session ended ("Sair": no reason to tell; a replayed token: `replayed`). */
export async function revokeRefreshFamily(db: Executor, familyId: string, reason: SessionEndReason | null) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Every session of a user, or every one but `exceptFamilyId` (the session that changed the password). Run it
 * in a transaction that first updated (so locked) the user's row: a renewal locks that row too (see
 * lockTokenOwner), so one under way ends before this reads the tokens and the token it issues is revoked.
 */
export async function revokeUserRefreshTokens(
  db: Executor,
  owner: Owner,
  options: { reason: SessionEndReason; exceptFamilyId?: string | null },
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokeReason: options.reason })
    .where(
      and(
        eq(refreshTokens.userId, owner.userId),
        eq(refreshTokens.accountId, owner.accountId),
        isNull(refreshTokens.revokedAt),
        options.exceptFamilyId ? ne(refreshTokens.familyId, options.exceptFamilyId) : undefined,
      ),
    );
}

/**
 * The owner of a refresh token, its row locked until the transaction ends: FOR SHARE by a renewal (renewals
 * of one user run side by side), FOR NO KEY UPDATE by a sign-out, as by any update of the row (a password
 * change, a user turned off). So a revocation never misses the token a renewal running beside it issues:
 * whichever comes second sees what the first committed.
 */
export async function lockTokenOwner(db: Executor, userId: string, strength: 'share' | 'no key update') {
  const [row] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      role: users.role,
      active: users.active,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for(strength);
  return row ?? null;
}

export async function insertPasswordReset(db: Executor, row: Owner & { tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(row);
}

/** Whether a recovery link is known, not used and not expired (read only: opening the link spends nothing). */
export async function isPasswordResetUsable(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function consumePasswordReset(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Every open recovery link of a user spent: a newer link, a reset through one of them or a password change
 * leaves no older e-mailed link able to set the password again.
 */
export async function spendOpenPasswordResets(db: Executor, owner: Owner): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.userId, owner.userId),
        eq(passwordResets.accountId, owner.accountId),
        isNull(passwordResets.usedAt),
      ),
    );
}

export async function insertAuthCode(db: Executor, row: Owner & { codeHash: string; expiresAt: Date }) {
  await db.insert(authCodes).values(row);
}

/** The newest code of a user that is unused, unexpired and below the wrong-try limit. */
export async function findLiveAuthCode(db: Executor, userId: string, maxAttempts: number) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, userId),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, sql`now()`),
        sql`${authCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function countAuthCodeAttempt(db: Executor, id: string) {
  await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(eq(authCodes.id, id));
}

export async function useAuthCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  return rows.length === 1;
}

export async function recordSignInFailure(db: Executor, email: string, ip: string) {
  await db.insert(signInFailures).values({ email, ip });
}

/** When the e-mail's failures since then happened (from one address when given), the newest first, `limit` at most. */
export async function recentSignInFailureTimes(
  db: Executor,
  filter: { email: string; since: Date; ip?: string },
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: signInFailures.createdAt })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.email, filter.email),
        gt(signInFailures.createdAt, filter.since),
        filter.ip === undefined ? undefined : eq(signInFailures.ip, filter.ip),
      ),
    )
    .orderBy(desc(signInFailures.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export async function clearSignInFailures(db: Executor, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

/** The account's owner (active, not deleted), whom a user whose access was turned off is told to ask. */
export async function findAccountOwner(db: Executor, accountId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.role, 'owner'),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.createdAt)
    .limit(1);
  return row ?? null;
}

/**
 * Why an access token of `userId`'s session `sessionId` (signed by us) no longer opens it, when the server
 * knows: the user turned off or deleted, else the reason its session's tokens were revoked with. Asked only
 * on the way to a 401.
 */
export async function sessionEndReason(
  db: Executor,
  userId: string,
  sessionId: string | undefined,
): Promise<SessionEndReason | null> {
  const [user] = await db
    .select({ active: users.active, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  if (!user.active || user.deletedAt) return 'disabled';
  if (!sessionId) return null;
  const [revoked] = await db
    .select({ reason: refreshTokens.revokeReason })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, userId),
        isNotNull(refreshTokens.revokedAt),
      ),
    )
    .orderBy(desc(refreshTokens.revokedAt))
    .limit(1);
  return (revoked?.reason as SessionEndReason | null | undefined) ?? null;
}
