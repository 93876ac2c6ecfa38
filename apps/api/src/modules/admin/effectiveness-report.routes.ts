// GET /api/ddcs/effectiveness_report/:from/:to (customer success's portfolios in a period) and
// GET /api/credit_histories/:accountId?user_id= (one user's consumption). Roles admin and customer_success only.
import {
  ADMIN_REPORTS_API_PATHS,
  effectivenessParamsSchema,
  effectivenessResponseSchema,
  userConsumptionQuerySchema,
  userConsumptionResponseSchema,
} from '@prospecta/contracts/admin-reports-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { requireRoles } from '@/plugins/auth.ts';
import { createEffectivenessReportService } from './effectiveness-report.service.ts';
import { createUserConsumptionService } from './user-consumption.service.ts';

export const effectivenessReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const report = createEffectivenessReportService({ db: app.db });
  const consumption = createUserConsumptionService({ db: app.db });
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.get(
    ADMIN_REPORTS_API_PATHS.effectiveness,
    {
      ...staff,
      schema: {
        params: effectivenessParamsSchema,
        response: { 200: effectivenessResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return report.report(req.params.from, req.params.to);
    },
  );

  app.get(
    ADMIN_REPORTS_API_PATHS.userConsumption,
    {
      ...staff,
      schema: {
        params: z.object({ accountId: z.string() }),
        querystring: userConsumptionQuerySchema,
        response: { 200: userConsumptionResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req) => consumption.consumption(req.params.accountId, req.query),
  );
};
