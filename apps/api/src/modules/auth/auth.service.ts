// Sign-in rules: credentials, per-e-mail limits, token issue and rotation, reset links and e-mailed codes.
// A user whose access the account's owner turned off (active false) is told so after the right password or
// code (403), and gets an e-mail saying so instead of a code or a recovery link (the screen answers as for
// anyone, so it reveals no account).
import { randomUUID } from 'node:crypto';
import { ACCESS_DISABLED_MESSAGE, type Role, type TokenResponse } from '@prospecta/contracts/auth';
import { MESSAGES } from '@prospecta/contracts/errors';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import { forbidden, tooManyAttempts, unauthorized, unprocessable } from '@/lib/http-error.ts';
import { hmac, randomToken, sha256, sixDigitCode } from '@/lib/secrets.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import {
  accessDisabledMail,
  authenticationCodeMail,
  passwordRecoveryMail,
} from '@/modules/mail/mail.templates.ts';
import { findPasswordHash, findUserByEmail, updatePasswordHash } from '@/modules/users/users.repository.ts';
import { signAccessToken } from './access-token.ts';
import * as repo from './auth.repository.ts';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords.ts';

const DAY = 24 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const AUTH_CODE_TTL_MS = 10 * 60 * 1000;
export const AUTH_CODE_MAX_ATTEMPTS = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type Deps = { db: Db; config: AppConfig; mail: MailService };
type TokenOwner = { id: string; accountId: string; role: string };
type MailedUser = { accountId: string; email: string; name: string };

export function createAuthService({ db, config, mail }: Deps) {
  async function issueTokens(
    user: TokenOwner,
    familyId: string = randomUUID(),
    executor: Executor = db,
  ): Promise<TokenResponse> {
    const access = await signAccessToken(config.tokenSecret, {
      userId: user.id,
      accountId: user.accountId,
      role: user.role as Role,
      sessionId: familyId,
    });
    const refreshToken = randomToken();
    await repo.insertRefreshToken(executor, {
      userId: user.id,
      accountId: user.accountId,
      tokenHash: sha256(refreshToken),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { token: access.token, refresh_token: refreshToken, expires_at: access.expiresAt.toISOString() };
  }

  /**
   * Failures, not attempts, are what is limited: from one address for one e-mail a minute (an office behind one
   * address signs in freely), and for one e-mail from anywhere in 15 minutes. A 429 says how long until the
   * try is taken again: until enough of the failures have left their window.
   */
  async function assertNotLockedOut(email: string, ip: string) {
    const now = Date.now();
    const limits = [
      { windowMs: MINUTE_MS, max: config.rateLimitSignInFailuresPerMinute, ip },
      { windowMs: SIGN_IN_FAILURE_WINDOW_MS, max: config.signInFailuresPerEmail, ip: undefined },
    ];
    let waitMs = 0;
    for (const { windowMs, max, ip } of limits) {
      const since = new Date(now - windowMs);
      const times = await repo.recentSignInFailureTimes(db, { email, since, ip }, max);
      const oldestCounted = times[max - 1];
      if (oldestCounted) waitMs = Math.max(waitMs, oldestCounted.getTime() + windowMs - now);
    }
    if (waitMs > 0) throw tooManyAttempts(waitMs);
  }

  /** Instead of a code or a recovery link: why nothing else comes, and whom to ask. */
  async function mailAccessDisabled(user: MailedUser, asked: 'code' | 'password'): Promise<void> {
    const owner = await repo.findAccountOwner(db, user.accountId);
    await mail.send({
      accountId: user.accountId,
      to: user.email,
      ...accessDisabledMail(user.name, asked, owner),
    });
  }

  async function signInWithPassword(email: string, password: string, ip: string): Promise<TokenResponse> {
    await assertNotLockedOut(email, ip);
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await repo.recordSignInFailure(db, email, ip);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    // Only now, with the right password: a guess at the e-mail learns nothing more than before.
    if (!user.active) throw forbidden(ACCESS_DISABLED_MESSAGE);
    await repo.clearSignInFailures(db, email);
    return issueTokens(user);
  }

  async function signInWithCode(email: string, code: string, ip: string): Promise<TokenResponse> {
    await assertNotLockedOut(email, ip);
    const user = await findUserByEmail(db, email);
    const live = user ? await repo.findLiveAuthCode(db, user.id, AUTH_CODE_MAX_ATTEMPTS) : null;
    if (!user || !live || live.codeHash !== hmac(config.tokenSecret, code)) {
      if (live) await repo.countAuthCodeAttempt(db, live.id);
      await repo.recordSignInFailure(db, email, ip);
      throw unauthorized(MESSAGES.invalidCode);
    }
    if (!(await repo.useAuthCode(db, live.id))) throw unauthorized(MESSAGES.invalidCode);
    // A code e-mailed before the access was turned off: the right one, so the user is told why.
    if (!user.active) throw forbidden(ACCESS_DISABLED_MESSAGE);
    await repo.clearSignInFailures(db, email);
    return issueTokens(user);
  }

  return {
    signInWithPassword,
    signInWithCode,

    /**
     * Rotation: each refresh token works once; a second use revokes every token of its family (theft
     * detection: the thief and the user cannot both go on). Two tabs of one browser share one session and
     * take turns renewing it (apps/web/src/lib/token-renewal.ts), so they never present one token twice.
     * The owner's row is locked first (lockTokenOwner): a sign-out, a password change or a user turned off
     * that runs beside this renewal also revokes the token it issues.
     */
    async refresh(refreshToken: string): Promise<TokenResponse> {
      const hash = sha256(refreshToken);
      // A refusal is returned, not thrown, so the family's revocation is committed with the transaction.
      const tokens = await db.transaction(async (tx) => {
        const known = await repo.findRefreshToken(tx, hash);
        if (!known) return null;
        const owner = await repo.lockTokenOwner(tx, known.userId, 'share');
        const used = await repo.consumeRefreshToken(tx, hash);
        if (!used) {
          const again = await repo.findRefreshToken(tx, hash);
          if (again?.usedAt) await repo.revokeRefreshFamily(tx, again.familyId, 'replayed');
          return null;
        }
        if (!owner?.active || owner.deletedAt) return null;
        return issueTokens(owner, used.familyId, tx);
      });
      if (!tokens) throw unauthorized();
      return tokens;
    },

    /**
     * "Sair": revokes the session of the refresh token (its whole family, so a copy of an older token of it
     * is dead too). Unknown, expired or already revoked tokens change nothing: signing out twice is fine.
     */
    async signOut(refreshToken: string): Promise<void> {
      const known = await repo.findRefreshToken(db, sha256(refreshToken));
      if (!known) return;
      await db.transaction(async (tx) => {
        await repo.lockTokenOwner(tx, known.userId, 'no key update');
        await repo.revokeRefreshFamily(tx, known.familyId, null);
      });
    },

    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      if (!user.active) return mailAccessDisabled(user, 'password');
      const token = randomToken();
      // Only the newest link works: the e-mail a person opens last is the one they asked for last.
      await repo.spendOpenPasswordResets(db, { userId: user.id, accountId: user.accountId });
      await repo.insertPasswordReset(db, {
        userId: user.id,
        accountId: user.accountId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = `${config.appUrl}/recover_password/${token}`;
      await mail.send({
        accountId: user.accountId,
        to: user.email,
        ...passwordRecoveryMail(user.name, link),
      });
    },

    /** Whether a recovery link still works: its screen says so on opening. */
    async isRecoveryLinkUsable(token: string): Promise<boolean> {
      return repo.isPasswordResetUsable(db, sha256(token));
    },

    /** Sets the link's user's password; whether it is their first (they had none): created, not changed. */
    async recoverPassword(
      token: string,
      password: string,
      confirmation: string,
    ): Promise<{ created: boolean }> {
      assertNewPassword(password, confirmation);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const reset = await repo.consumePasswordReset(tx, sha256(token));
        if (!reset) throw unprocessable(MESSAGES.invalidResetLink);
        const owner = { userId: reset.userId, accountId: reset.accountId };
        const before = await findPasswordHash(tx, owner);
        await updatePasswordHash(tx, owner, passwordHash);
        await repo.spendOpenPasswordResets(tx, owner);
        await repo.revokeUserRefreshTokens(tx, owner, { reason: 'password_reset' });
        return { created: before === null };
      });
    },

    async checkAccount(email: string) {
      const user = await findUserByEmail(db, email);
      return { exists: user !== null, have_password: Boolean(user?.passwordHash) };
    },

    async sendAuthenticationCode(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      if (!user.active) return mailAccessDisabled(user, 'code');
      const code = sixDigitCode();
      await repo.insertAuthCode(db, {
        userId: user.id,
        accountId: user.accountId,
        codeHash: hmac(config.tokenSecret, code),
        expiresAt: new Date(Date.now() + AUTH_CODE_TTL_MS),
      });
      await mail.send({
        accountId: user.accountId,
        to: user.email,
        ...authenticationCodeMail(user.name, code),
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
