// `app.authenticate` checks the bearer token and loads the signed-in user; `requireRoles` guards a route.
import type { Role } from '@prospecta/contracts/auth';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '@/lib/http-error.ts';
import { bearerToken, verifyAccessToken } from '@/modules/auth/access-token.ts';
import { findActiveUserById } from '@/modules/users/users.repository.ts';

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await verifyAccessToken(app.config.tokenSecret, token) : null;
      if (!claims) throw unauthorized();
      const user = await findActiveUserById(app.db, claims.userId, claims.sessionId);
      if (!user || user.accountId !== claims.accountId) throw unauthorized();
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
