// `app.authenticate` checks the bearer token and loads the signed-in user; `requireRoles` guards a route.
import type { Role } from '@prospecta/contracts/auth';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, sessionEnded, unauthorized } from '@/lib/http-error.ts';
import { type AccessClaims, bearerToken, verifyAccessToken } from '@/modules/auth/access-token.ts';
import { sessionEndReason } from '@/modules/auth/auth.repository.ts';
import { REFRESH_TOKEN_TTL_MS } from '@/modules/auth/auth.service.ts';
import { findActiveUserById } from '@/modules/users/users.repository.ts';

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    // A refused token says why its session ended when the server knows (`reason`: the web shows it).
    const endedBecause = async (claims: AccessClaims | null) =>
      claims ? sessionEndReason(app.db, claims.userId, claims.sessionId) : null;
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const claims = await verifyAccessToken(app.config.tokenSecret, token);
      if (!claims) {
        // Expired (a browser asleep past its renewal, or whose renewal was refused): ours, a session's life ago at most.
        const late = await verifyAccessToken(app.config.tokenSecret, token, {
          expiredWithinSeconds: REFRESH_TOKEN_TTL_MS / 1000,
        });
        throw sessionEnded(await endedBecause(late));
      }
      const user = await findActiveUserById(app.db, claims.userId, claims.sessionId);
      if (!user || user.accountId !== claims.accountId) throw sessionEnded(await endedBecause(claims));
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** Use after app.authenticate: `onRequest: [app.authenticate, requireRoles('admin')]`. */
export function requireRoles(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw unauthorized();
    if (!roles.includes(request.user.role)) throw forbidden();
  };
}

/** The signed-in user of a route guarded by app.authenticate. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
