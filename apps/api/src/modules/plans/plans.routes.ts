// Plans (spec commerce §7.5): GET current (and account_subscription/get_user_plan), list_available_plans and selected; POST select_plan_to_update/:planId;
// DELETE remove_selected_plan/:id; PUT finish_update; POST contact_inside_sales; GET next?credits=.
import {
  availablePlansResponseSchema,
  contactSalesBodySchema,
  currentPlanResponseSchema,
  finishUpdateBodySchema,
  finishUpdateResponseSchema,
  messageResponseSchema,
  nextPlanQuerySchema,
  nextPlanResponseSchema,
  orderIdParamsSchema,
  PLANS_API_PATHS,
  planIdParamsSchema,
  planOrderSchema,
  selectedPlanResponseSchema,
} from '@prospecta/contracts/plans-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createPlansService } from './plans.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);
const contactErrors = errorResponses(400, 401, 403, 404, 422, 429);

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = createPlansService({ db: app.db, config: app.config, mail: app.mail });
  const auth = { onRequest: app.authenticate };

  for (const path of [PLANS_API_PATHS.current, PLANS_API_PATHS.userPlan])
    app.get(
      path,
      { ...auth, schema: { response: { 200: currentPlanResponseSchema, ...errors } } },
      async (req) => plans.current(currentUser(req)),
    );

  app.get(
    PLANS_API_PATHS.available,
    { ...auth, schema: { response: { 200: availablePlansResponseSchema, ...errors } } },
    async () => plans.available(),
  );

  app.get(
    PLANS_API_PATHS.next,
    {
      ...auth,
      schema: { querystring: nextPlanQuerySchema, response: { 200: nextPlanResponseSchema, ...errors } },
    },
    async (req) => plans.next(currentUser(req), req.query),
  );

  app.get(
    PLANS_API_PATHS.selected,
    { ...auth, schema: { response: { 200: selectedPlanResponseSchema, ...errors } } },
    async (req) => plans.selected(currentUser(req)),
  );

  app.post(
    PLANS_API_PATHS.select,
    { ...auth, schema: { params: planIdParamsSchema, response: { 201: planOrderSchema, ...errors } } },
    async (req, reply) => reply.code(201).send(await plans.select(currentUser(req), req.params.planId)),
  );

  app.delete(
    PLANS_API_PATHS.remove,
    { ...auth, schema: { params: orderIdParamsSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (req) => plans.remove(currentUser(req), req.params.id),
  );

  app.put(
    PLANS_API_PATHS.finish,
    {
      ...auth,
      schema: { body: finishUpdateBodySchema, response: { 200: finishUpdateResponseSchema, ...errors } },
    },
    async (req) => plans.finish(currentUser(req), req.body),
  );

  app.post(
    PLANS_API_PATHS.contactSales,
    {
      ...auth,
      schema: { body: contactSalesBodySchema, response: { 200: messageResponseSchema, ...contactErrors } },
    },
    async (req) => plans.contactSales(currentUser(req), req.body),
  );
};
