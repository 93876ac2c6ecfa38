// Reactivation (spec admin §4, §7). The account's users: GET /api/accounts/show_reactivation_and_reengagement_modal,
// PATCH /api/user/reactivation/saw_modal. Staff (admin, customer_success): POST /api/user/reactivation/create_token;
// ours: GET /api/admin/reactivation/tokens, GET /api/admin/reactivation/accounts,
// POST /api/admin/reactivation/tokens/:id/revoke.
import {
  createReactivationTokenRequestSchema,
  createReactivationTokenResponseSchema,
  reactivationAccountsQuerySchema,
  reactivationAccountsResponseSchema,
  reactivationModalResponseSchema,
  reactivationTokenIdParamsSchema,
  reactivationTokensQuerySchema,
  reactivationTokensResponseSchema,
  revokeReactivationTokenResponseSchema,
  sawModalRequestSchema,
  sawModalResponseSchema,
} from '@prospecta/contracts/reactivation-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createReactivationService } from './reactivation.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

export const reactivationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReactivationService({ db: app.db, config: app.config, mail: app.mail });
  const auth = { onRequest: app.authenticate };
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.get(
    '/api/accounts/show_reactivation_and_reengagement_modal',
    { ...auth, schema: { response: { 200: reactivationModalResponseSchema, ...errors } } },
    async (req) => service.modal(currentUser(req)),
  );

  app.patch(
    '/api/user/reactivation/saw_modal',
    {
      ...auth,
      schema: { body: sawModalRequestSchema, response: { 200: sawModalResponseSchema, ...errors } },
    },
    async (req) => service.sawModal(currentUser(req), req.body?.reactivation_token),
  );

  app.post(
    '/api/user/reactivation/create_token',
    {
      ...staff,
      schema: {
        body: createReactivationTokenRequestSchema,
        response: { 201: createReactivationTokenResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(currentUser(req), req.body)),
  );

  app.get(
    '/api/admin/reactivation/tokens',
    {
      ...staff,
      schema: {
        querystring: reactivationTokensQuerySchema,
        response: { 200: reactivationTokensResponseSchema, ...errors },
      },
    },
    async (req) => service.list(req.query),
  );

  app.get(
    '/api/admin/reactivation/accounts',
    {
      ...staff,
      schema: {
        querystring: reactivationAccountsQuerySchema,
        response: { 200: reactivationAccountsResponseSchema, ...errors },
      },
    },
    async (req) => service.searchAccounts(req.query.q),
  );

  app.post(
    '/api/admin/reactivation/tokens/:id/revoke',
    {
      ...staff,
      schema: {
        params: reactivationTokenIdParamsSchema,
        response: { 200: revokeReactivationTokenResponseSchema, ...errors },
      },
    },
    async (req) => service.revoke(currentUser(req), req.params.id),
  );
};
