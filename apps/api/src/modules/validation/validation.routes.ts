// Phone and e-mail validation of a list (spec core §7 Companies): start a run, follow it, read the stats.
import {
  VALIDATION_API_PATHS,
  validatedEmailsResponseSchema,
  validatedItemsQuerySchema,
  validatedPhonesResponseSchema,
  validateEmailsBodySchema,
  validationParamsSchema,
  validationStartResponseSchema,
  validationStatusResponseSchema,
} from '@prospecta/contracts/validation-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { registerValidationJobs } from './validation.jobs.ts';
import { createValidationService } from './validation.service.ts';

const errors = errorResponses(400, 401, 404, 422, 503);
const params = validationParamsSchema;

export const validationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerValidationJobs();
  const validation = createValidationService({ db: app.db, config: app.config, registry: app.registry });
  const auth = { onRequest: app.authenticate };
  const started = { 200: validationStartResponseSchema, ...errors };

  app.post(
    VALIDATION_API_PATHS.validatePhones,
    { ...auth, schema: { params, response: started } },
    async (req) => validation.validatePhones(currentUser(req), req.params.id),
  );

  app.post(
    VALIDATION_API_PATHS.requestPhoneValidation,
    { ...auth, schema: { params, response: started } },
    async (req) => validation.requestPhoneValidation(currentUser(req), req.params.id),
  );

  app.post(
    VALIDATION_API_PATHS.validateEmails,
    { ...auth, schema: { params, body: validateEmailsBodySchema, response: started } },
    async (req) =>
      validation.validateEmails(currentUser(req), req.params.id, req.body?.email_validation_origin),
  );

  for (const path of [VALIDATION_API_PATHS.status, VALIDATION_API_PATHS.statusV4]) {
    app.get(
      path,
      { ...auth, schema: { params, response: { 200: validationStatusResponseSchema, ...errors } } },
      async (req) => validation.status(currentUser(req), req.params.id),
    );
  }

  app.get(
    VALIDATION_API_PATHS.validatedPhones,
    {
      ...auth,
      schema: {
        params,
        querystring: validatedItemsQuerySchema,
        response: { 200: validatedPhonesResponseSchema, ...errors },
      },
    },
    async (req) => validation.phones(currentUser(req), req.params.id, req.query.page),
  );

  app.get(
    VALIDATION_API_PATHS.validatedEmails,
    {
      ...auth,
      schema: {
        params,
        querystring: validatedItemsQuerySchema,
        response: { 200: validatedEmailsResponseSchema, ...errors },
      },
    },
    async (req) => validation.emails(currentUser(req), req.params.id, req.query.page),
  );
};
