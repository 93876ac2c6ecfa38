// Sales signals: POST /api/ddcs/ka/:event (the browser's tracking posts), GET
// /api/contact_and_sales_info/show_modal (a customer's owner or manager), GET /api/ddcs/recent_events (staff).
import {
  recentEventsQuerySchema,
  recentEventsResponseSchema,
  SALES_SIGNALS_API_PATHS,
  showContactSalesModalResponseSchema,
  trackEventBodySchema,
  trackEventParamsSchema,
  trackEventResponseSchema,
} from '@prospecta/contracts/sales-signals-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createSalesSignalsService } from './sales-signals.service.ts';

export const salesSignalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSalesSignalsService({ db: app.db, config: app.config });
  const auth = { onRequest: app.authenticate };
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.post(
    SALES_SIGNALS_API_PATHS.track,
    {
      ...auth,
      schema: {
        params: trackEventParamsSchema,
        body: trackEventBodySchema,
        response: { 200: trackEventResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.track(currentUser(req), req.params.event, req.body?.detail),
  );

  app.get(
    SALES_SIGNALS_API_PATHS.showModal,
    {
      ...auth,
      schema: { response: { 200: showContactSalesModalResponseSchema, ...errorResponses(401) } },
    },
    async (req) => service.showModal(currentUser(req)),
  );

  app.get(
    SALES_SIGNALS_API_PATHS.recentEvents,
    {
      ...staff,
      schema: {
        querystring: recentEventsQuerySchema,
        response: { 200: recentEventsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.recentEvents(currentUser(req), req.query),
  );
};
