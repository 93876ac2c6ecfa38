// Onboarding (spec admin §7.3, §7.4). The user's side: GET /api/user/check_permission_to_show_onboarding,
// POST /api/user/onboarding, PUT /api/user/:id/onboarding_update_remember_me. The staff's (roles admin and
// customer_success): GET /api/user/onboardings, POST /api/user/status_validation,
// GET /api/user/all_list_onboarding_responsible, POST /api/user/update_onboarding_confirmation,
// GET /api/user/users_without_onboardings.
import {
  createOnboardingRequestSchema,
  createOnboardingResponseSchema,
  onboardingResponsiblesResponseSchema,
  onboardingsQuerySchema,
  onboardingsResponseSchema,
  rememberMeRequestSchema,
  rememberMeResponseSchema,
  showOnboardingResponseSchema,
  statusValidationRequestSchema,
  statusValidationResponseSchema,
  updateOnboardingConfirmationRequestSchema,
  updateOnboardingConfirmationResponseSchema,
  userIdParamsSchema,
  usersWithoutOnboardingQuerySchema,
  usersWithoutOnboardingResponseSchema,
} from '@prospecta/contracts/onboarding-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createOnboardingService } from './onboarding.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOnboardingService({ db: app.db, config: app.config, mail: app.mail });
  const auth = { onRequest: app.authenticate };
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.get(
    '/api/user/check_permission_to_show_onboarding',
    { ...auth, schema: { response: { 200: showOnboardingResponseSchema, ...errors } } },
    async (req) => service.shouldShow(currentUser(req)),
  );

  app.post(
    '/api/user/onboarding',
    {
      ...auth,
      schema: {
        body: createOnboardingRequestSchema,
        response: { 201: createOnboardingResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(currentUser(req), req.body.onboarding)),
  );

  app.put(
    '/api/user/:id/onboarding_update_remember_me',
    {
      ...auth,
      schema: {
        params: userIdParamsSchema,
        body: rememberMeRequestSchema,
        response: { 200: rememberMeResponseSchema, ...errors },
      },
    },
    async (req) =>
      service.rememberMe(currentUser(req), req.params.id, req.body?.onboarding_remember_me ?? true),
  );

  app.get(
    '/api/user/onboardings',
    {
      ...staff,
      schema: {
        querystring: onboardingsQuerySchema,
        response: { 200: onboardingsResponseSchema, ...errors },
      },
    },
    async (req) => service.list(req.query),
  );

  app.post(
    '/api/user/status_validation',
    {
      ...staff,
      schema: {
        body: statusValidationRequestSchema,
        response: { 200: statusValidationResponseSchema, ...errors },
      },
    },
    async (req) => service.statusCounts(req.body?.status_onboarding),
  );

  app.get(
    '/api/user/all_list_onboarding_responsible',
    { ...staff, schema: { response: { 200: onboardingResponsiblesResponseSchema, ...errors } } },
    async () => service.responsibles(),
  );

  app.post(
    '/api/user/update_onboarding_confirmation',
    {
      ...staff,
      schema: {
        body: updateOnboardingConfirmationRequestSchema,
        response: { 200: updateOnboardingConfirmationResponseSchema, ...errors },
      },
    },
    async (req) => service.updateConfirmation(req.body),
  );

  app.get(
    '/api/user/users_without_onboardings',
    {
      ...staff,
      schema: {
        querystring: usersWithoutOnboardingQuerySchema,
        response: { 200: usersWithoutOnboardingResponseSchema, ...errors },
      },
    },
    async (req) => service.usersWithout(req.query),
  );
};
