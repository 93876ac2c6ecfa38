// Signed, expiring access tokens (JWT HS256 via jose) carrying sub, account_id, role and sid: the session
// (refresh-token family) the token was issued to, so a password change can keep the session that made it.
import type { Role } from '@prospecta/contracts/auth';
import { ROLES } from '@prospecta/contracts/auth';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export type AccessClaims = {
  userId: string;
  accountId: string;
  role: Role;
  /** The refresh-token family of the session; absent from tokens issued before it was added. */
  sessionId?: string;
};

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const payload = { account_id: claims.accountId, role: claims.role, sid: claims.sessionId };
  const token = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * The claims of a valid token, or null for a forged, malformed or expired one. `expiredWithinSeconds` also
 * accepts a token of ours that expired no longer ago than that (to tell why its session ended, never to open it).
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { expiredWithinSeconds?: number } = {},
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      clockTolerance: options.expiredWithinSeconds ?? 0,
    });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || typeof payload.account_id !== 'string') return null;
    if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
    const claims: AccessClaims = { userId: payload.sub, accountId: payload.account_id, role: role as Role };
    if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
    return claims;
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The session (refresh-token family) of a request's valid bearer token, or null (none, or an older token). */
export async function sessionIdOf(secret: string, authorization: string | undefined): Promise<string | null> {
  const token = bearerToken(authorization);
  const claims = token ? await verifyAccessToken(secret, token) : null;
  return claims?.sessionId ?? null;
}

/** When a request's bearer token expires (read unverified: call it for a request `app.authenticate` let through). */
export function tokenExpiresAt(authorization: string | undefined): Date | null {
  const token = bearerToken(authorization);
  const exp = token ? decodeJwt(token).exp : undefined;
  return exp === undefined ? null : new Date(exp * 1000);
}
