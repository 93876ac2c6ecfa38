import {
  checkAccountQuerySchema,
  checkAccountResponseSchema,
  emailRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  recoverPasswordRequestSchema,
  recoveryLinkParamsSchema,
  recoveryLinkResponseSchema,
  refreshTokenRequestSchema,
  signInRequestSchema,
  signInWithCodeOrPasswordRequestSchema,
  tokenResponseSchema,
} from '@prospecta/contracts/auth';
import { MESSAGES } from '@prospecta/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { ACCOUNT_CHECKS_PER_MINUTE, signInRateLimit } from '@/plugins/rate-limit.ts';
import { createAuthService } from './auth.service.ts';

const errors = errorResponses(400, 401, 403, 422, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({ db: app.db, config: app.config, mail: app.mail });
  const limited = signInRateLimit(app.config.rateLimitSignInPerMinute);

  app.post(
    '/api/user_token',
    {
      config: limited,
      schema: { body: signInRequestSchema, response: { 201: tokenResponseSchema, ...errors } },
    },
    async (req, reply) =>
      reply.code(201).send(await auth.signInWithPassword(req.body.email, req.body.password, req.ip)),
  );

  app.post(
    '/api/user/refresh_token',
    {
      config: limited,
      schema: { body: refreshTokenRequestSchema, response: { 201: tokenResponseSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await auth.refresh(req.body.refresh_token)),
  );

  // Ours (the spec shows no sign-out call): "Sair" ends the session on the server too. No bearer token is
  // asked for (the access token may have expired; the refresh token is the session), and no per-IP limit: it
  // answers 204 for any token, so it tells nothing, and a shared office IP must not keep sessions alive.
  app.post(
    '/api/user/logout',
    { schema: { body: logoutRequestSchema, response: { 204: z.null(), ...errorResponses(400) } } },
    async (req, reply) => {
      await auth.signOut(req.body.refresh_token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/reset_password',
    {
      config: limited,
      schema: { body: emailRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (req) => {
      await auth.requestPasswordReset(req.body.email);
      return { message: MESSAGES.emailSent };
    },
  );

  app.post(
    '/api/users/recover_password',
    {
      config: limited,
      schema: { body: recoverPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (req) => {
      const { reset_password_token, password, password_confirmation } = req.body;
      const { created } = await auth.recoverPassword(reset_password_token, password, password_confirmation);
      return { message: created ? MESSAGES.passwordCreated : MESSAGES.passwordChanged };
    },
  );

  // Ours: /recover_password/:token asks on opening whether its link still works (one indexed read of the
  // token's hash, never consumed). Held to the sign-in limit like the POST; a 256-bit token cannot be guessed.
  app.get(
    '/api/users/recover_password/:token',
    {
      config: limited,
      schema: { params: recoveryLinkParamsSchema, response: { 200: recoveryLinkResponseSchema, ...errors } },
    },
    async (req) => ({ valid: await auth.isRecoveryLinkUsable(req.params.token) }),
  );

  // Public and listed by the spec (§7 of both files), though the web app does not call it: it says whether an
  // e-mail has an account, so it is held to its own low per-IP limit, never above the sign-in ceiling (README.md).
  app.get(
    '/api/auth/check_if_account_already_exist',
    {
      config: signInRateLimit(Math.min(ACCOUNT_CHECKS_PER_MINUTE, app.config.rateLimitSignInPerMinute)),
      schema: {
        querystring: checkAccountQuerySchema,
        response: { 200: checkAccountResponseSchema, ...errors },
      },
    },
    async (req) => auth.checkAccount(req.query.email),
  );

  app.post(
    '/api/auth/generate_authentication_code',
    {
      config: limited,
      schema: { body: emailRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (req) => {
      await auth.sendAuthenticationCode(req.body.email);
      return { message: MESSAGES.codeSent };
    },
  );

  app.post(
    '/api/auth/signin_with_code_or_password',
    {
      config: limited,
      schema: {
        body: signInWithCodeOrPasswordRequestSchema,
        response: { 201: tokenResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { email, code, password } = req.body;
      const tokens =
        code !== undefined
          ? await auth.signInWithCode(email, code, req.ip)
          : await auth.signInWithPassword(email, password ?? '', req.ip);
      return reply.code(201).send(tokens);
    },
  );
};
