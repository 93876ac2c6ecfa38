// The staff's finer work on an account's credits (spec 2 §7.3): POST /api/credits/:id/update (a grant's
// amount and expiry), GET /api/accounts/:accountId/credits_totals and GET /api/credit_histories/:accountId/all
// (the audit). Roles admin and customer_success only.
import {
  adminAccountParamsSchema,
  adminIdParamsSchema,
  creditAuditQuerySchema,
  creditAuditResponseSchema,
} from '@prospecta/contracts/admin-api';
import {
  ADMIN_CREDIT_MESSAGES,
  ADMIN_CREDITS_API_PATHS,
  creditsTotalsResponseSchema,
  creditUpdateRequestSchema,
  creditUpdateResponseSchema,
} from '@prospecta/contracts/admin-credits-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createAdminCreditsService } from './admin-credits.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

export const adminCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCreditsService({ db: app.db });
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.post(
    ADMIN_CREDITS_API_PATHS.update,
    {
      ...staff,
      schema: {
        params: adminIdParamsSchema,
        body: creditUpdateRequestSchema,
        response: { 200: creditUpdateResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: ADMIN_CREDIT_MESSAGES.updated,
      account: await service.updateGrant(currentUser(req), req.params.id, req.body),
    }),
  );

  app.get(
    ADMIN_CREDITS_API_PATHS.totals,
    {
      ...staff,
      schema: { params: adminAccountParamsSchema, response: { 200: creditsTotalsResponseSchema, ...errors } },
    },
    async (req) => service.totals(req.params.accountId),
  );

  app.get(
    '/api/credit_histories/:accountId/all',
    {
      ...staff,
      schema: {
        params: adminAccountParamsSchema,
        querystring: creditAuditQuerySchema,
        response: { 200: creditAuditResponseSchema, ...errors },
      },
    },
    async (req) => service.audit(req.params.accountId, req.query),
  );
};
