// The tool-token store (GET /api/user/:id/token, DELETE …/:tool, POST /api/user/register_crm,
// POST /api/user/rdstation/token) and the OAuth flows (GET /api/integrations/:tool/authorize,
// POST /api/integrations/:tool/callback, called by the web's /crm/<tool>/callback routes).
import {
  EXPORTS_API_PATHS,
  oauthAuthorizeQuerystringSchema,
  oauthAuthorizeResponseSchema,
  oauthCallbackBodySchema,
  oauthCallbackResponseSchema,
  oauthToolParamsSchema,
  rdstationTokenBodySchema,
  registerCrmBodySchema,
  toolConnectionSchema,
  userIdParamsSchema,
  userTokensResponseSchema,
  userToolParamsSchema,
} from '@prospecta/contracts/exports-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { notFound } from '@/lib/http-error.ts';
import { checkCredentials } from '@/modules/exports/tools/check-credentials.ts';
import { currentUser } from '@/plugins/auth.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { createOAuthService } from './oauth.service.ts';
import { secretBox } from './token-crypto.ts';
import { createToolTokensService } from './tool-tokens.service.ts';

const errors = errorResponses(400, 401, 404, 422);

/** Another user's id (of this account or any other) is 404: a user's tools are theirs alone. */
function self(user: AuthUser, id: string): AuthUser {
  if (user.id !== id) throw notFound();
  return user;
}

export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = secretBox(app.config.tokenSecret);
  const tokens = createToolTokensService({
    db: app.db,
    box,
    check: (tool, credentials) => checkCredentials(app, tool, credentials),
  });
  const oauth = createOAuthService({ db: app.db, config: app.config, box, tokens });
  const auth = { onRequest: app.authenticate };

  app.get(
    EXPORTS_API_PATHS.userTokens,
    {
      ...auth,
      schema: { params: userIdParamsSchema, response: { 200: userTokensResponseSchema, ...errors } },
    },
    async (req) => ({ tools: await tokens.connections(self(currentUser(req), req.params.id).id) }),
  );

  app.delete(
    EXPORTS_API_PATHS.userToolToken,
    {
      ...auth,
      schema: {
        params: userToolParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      await tokens.disconnect(self(currentUser(req), req.params.id).id, req.params.tool);
      return { message: 'Integração desconectada' };
    },
  );

  app.post(
    EXPORTS_API_PATHS.registerCrm,
    { ...auth, schema: { body: registerCrmBodySchema, response: { 201: toolConnectionSchema, ...errors } } },
    async (req, reply) => reply.code(201).send(await tokens.register(currentUser(req), req.body)),
  );

  app.post(
    EXPORTS_API_PATHS.rdstationToken,
    {
      ...auth,
      schema: { body: rdstationTokenBodySchema, response: { 201: toolConnectionSchema, ...errors } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await tokens.register(currentUser(req), { crm: 'rdstation', value: req.body.token })),
  );

  app.get(
    EXPORTS_API_PATHS.oauthAuthorize,
    {
      ...auth,
      schema: {
        params: oauthToolParamsSchema,
        querystring: oauthAuthorizeQuerystringSchema,
        response: { 200: oauthAuthorizeResponseSchema, ...errors },
      },
    },
    async (req) => ({
      url: await oauth.authorizeUrl(currentUser(req), req.params.tool, req.query.instanceUrl),
    }),
  );

  app.post(
    EXPORTS_API_PATHS.oauthCallback,
    {
      ...auth,
      schema: {
        params: oauthToolParamsSchema,
        body: oauthCallbackBodySchema,
        response: { 201: oauthCallbackResponseSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ connection: await oauth.callback(currentUser(req), req.params.tool, req.body) }),
  );
};
