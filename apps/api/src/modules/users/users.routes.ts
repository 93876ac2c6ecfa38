import { messageResponseSchema, updatePasswordRequestSchema } from '@prospecta/contracts/auth';
import { MESSAGES } from '@prospecta/contracts/errors';
import {
  basicInformationResponseSchema,
  meResponseSchema,
  validTokenResponseSchema,
} from '@prospecta/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { sessionIdOf, tokenExpiresAt } from '@/modules/auth/access-token.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createUsersService } from './users.service.ts';

const errors = errorResponses(400, 401, 404, 422);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService({ db: app.db, config: app.config, mail: app.mail });

  app.get(
    '/api/user/me',
    { onRequest: app.authenticate, schema: { response: { 200: meResponseSchema, ...errors } } },
    async (req) => users.me(currentUser(req)),
  );

  // The token's check of the spec: app.authenticate refuses any token it would refuse elsewhere.
  app.get(
    '/api/user/valid_token',
    { onRequest: app.authenticate, schema: { response: { 200: validTokenResponseSchema, ...errors } } },
    async (req) => ({
      valid: true as const,
      expires_at: (tokenExpiresAt(req.headers.authorization) ?? new Date()).toISOString(),
    }),
  );

  app.get(
    '/api/user/basic_information',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: basicInformationResponseSchema, ...errors } },
    },
    async (req) => users.basicInformation(currentUser(req)),
  );

  app.patch(
    '/api/users/update_password',
    {
      onRequest: app.authenticate,
      schema: { body: updatePasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (req) => {
      const session = await sessionIdOf(app.config.tokenSecret, req.headers.authorization);
      const { created } = await users.updatePassword(currentUser(req), req.body, session);
      return { message: created ? MESSAGES.passwordCreated : MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/user/accessed_by_phone',
    { onRequest: app.authenticate, schema: { response: { 200: messageResponseSchema, ...errors } } },
    async (req) => {
      await users.sendOpenOnComputerLink(currentUser(req));
      return { message: MESSAGES.emailSent };
    },
  );
};
