// Surveys and vouchers (spec admin §7.2–§7.4). The user's side: GET /api/user/survey_questions,
// GET /api/user/check_permission_to_show_survey, GET /api/user/show_hyperbolic_tree_survey, POST /api/user/survey,
// POST /api/user/register_survey_user_action, GET /api/user/made_survey_greater_than_seven,
// GET /api/user/check_permission_to_show_voucher, POST /api/user/survey/rescue_voucher (ours). The staff's
// (admin and customer_success): GET /api/user/surveys, POST /api/user/survey/request (ours),
// GET /api/user/survey/list_user_with_voucher, PUT /api/user/survey/update_user_voucher_permission.
import {
  createSurveyRequestSchema,
  createSurveyResponseSchema,
  madeSurveyGreaterThanSevenResponseSchema,
  requestSurveyRequestSchema,
  requestSurveyResponseSchema,
  rescueVoucherRequestSchema,
  rescueVoucherResponseSchema,
  showSurveyQuerySchema,
  showSurveyResponseSchema,
  showVoucherResponseSchema,
  surveyQuestionsResponseSchema,
  surveysQuerySchema,
  surveysResponseSchema,
  surveyUserActionRequestSchema,
  surveyUserActionResponseSchema,
  updateVoucherPermissionRequestSchema,
  updateVoucherPermissionResponseSchema,
  vouchersQuerySchema,
  vouchersResponseSchema,
} from '@prospecta/contracts/surveys-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createSurveysService } from './surveys.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSurveysService({ db: app.db, config: app.config });
  const auth = { onRequest: app.authenticate };
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.get(
    '/api/user/survey_questions',
    { ...auth, schema: { response: { 200: surveyQuestionsResponseSchema, ...errors } } },
    async () => service.questions(),
  );

  app.get(
    '/api/user/check_permission_to_show_survey',
    {
      ...auth,
      schema: { querystring: showSurveyQuerySchema, response: { 200: showSurveyResponseSchema, ...errors } },
    },
    async (req) => service.offer(currentUser(req), req.query.type),
  );

  app.get(
    '/api/user/show_hyperbolic_tree_survey',
    { ...auth, schema: { response: { 200: showSurveyResponseSchema, ...errors } } },
    async (req) => service.offer(currentUser(req), 'relationship_tree'),
  );

  app.post(
    '/api/user/survey',
    {
      ...auth,
      schema: { body: createSurveyRequestSchema, response: { 201: createSurveyResponseSchema, ...errors } },
    },
    async (req, reply) => reply.code(201).send(await service.answer(currentUser(req), req.body)),
  );

  app.post(
    '/api/user/register_survey_user_action',
    {
      ...auth,
      schema: {
        body: surveyUserActionRequestSchema,
        response: { 200: surveyUserActionResponseSchema, ...errors },
      },
    },
    async (req) => service.postpone(currentUser(req), req.body.type),
  );

  app.get(
    '/api/user/made_survey_greater_than_seven',
    { ...auth, schema: { response: { 200: madeSurveyGreaterThanSevenResponseSchema, ...errors } } },
    async (req) => service.madeGreaterThanSeven(currentUser(req)),
  );

  app.get(
    '/api/user/check_permission_to_show_voucher',
    { ...auth, schema: { response: { 200: showVoucherResponseSchema, ...errors } } },
    async (req) => service.voucherOffer(currentUser(req)),
  );

  app.post(
    '/api/user/survey/rescue_voucher',
    {
      ...auth,
      schema: { body: rescueVoucherRequestSchema, response: { 200: rescueVoucherResponseSchema, ...errors } },
    },
    async (req) => service.rescue(currentUser(req), req.body.survey_id),
  );

  app.get(
    '/api/user/surveys',
    {
      ...staff,
      schema: { querystring: surveysQuerySchema, response: { 200: surveysResponseSchema, ...errors } },
    },
    async (req) => service.list(req.query),
  );

  app.post(
    '/api/user/survey/request',
    {
      ...staff,
      schema: { body: requestSurveyRequestSchema, response: { 200: requestSurveyResponseSchema, ...errors } },
    },
    async (req) => service.request(req.body.email, req.body.type),
  );

  app.get(
    '/api/user/survey/list_user_with_voucher',
    {
      ...staff,
      schema: { querystring: vouchersQuerySchema, response: { 200: vouchersResponseSchema, ...errors } },
    },
    async (req) => service.vouchers(req.query),
  );

  app.put(
    '/api/user/survey/update_user_voucher_permission',
    {
      ...staff,
      schema: {
        body: updateVoucherPermissionRequestSchema,
        response: { 200: updateVoucherPermissionResponseSchema, ...errors },
      },
    },
    async (req) => service.decide(currentUser(req), req.body),
  );
};
