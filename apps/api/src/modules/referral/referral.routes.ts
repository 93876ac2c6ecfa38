// "Indique e ganhe" (spec control panel share-and-win). A customer's user: POST /api/referral/find_or_create,
// GET /api/referral/list_registers_by_referral. Public (ours, limited per IP): GET /api/referral/public/:code,
// POST /api/referral/public/:code/registers. Staff (ours): GET /api/admin/referrals,
// POST /api/admin/referrals/:id/convert, POST /api/admin/referrals/:id/decline.
import {
  adminReferralsQuerySchema,
  adminReferralsResponseSchema,
  createReferralRegisterRequestSchema,
  createReferralRegisterResponseSchema,
  decideReferralRequestSchema,
  decideReferralResponseSchema,
  REFERRAL_MESSAGES,
  referralCodeParamsSchema,
  referralCodeSchema,
  referralIdParamsSchema,
  referralInviteResponseSchema,
  referralLinkResponseSchema,
  referralRegistersQuerySchema,
  referralRegistersResponseSchema,
} from '@prospecta/contracts/referral-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { notFound } from '@/lib/http-error.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { ACCOUNT_CHECKS_PER_MINUTE, publicRateLimit } from '@/plugins/rate-limit.ts';
import { createReferralService } from './referral.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);
const publicErrors = errorResponses(400, 404, 422, 429);

/**
 * A code that cannot be one answers the 404 of a code that does not exist (before the body is read): a
 * visitor learns nothing from the difference.
 */
async function codeOr404(request: FastifyRequest) {
  const { code } = request.params as { code?: unknown };
  if (!referralCodeSchema.safeParse(code).success) throw notFound(REFERRAL_MESSAGES.linkNotFound);
}

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReferralService({ db: app.db, config: app.config, mail: app.mail });
  const auth = { onRequest: app.authenticate };
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };
  const open = {
    preValidation: codeOr404,
    config: publicRateLimit(app.config.rateLimitShortLinkPerMinute),
  };
  // A register refused for a user's e-mail says the e-mail has an account: held like the account check.
  const openRegister = {
    ...open,
    config: publicRateLimit(Math.min(ACCOUNT_CHECKS_PER_MINUTE, app.config.rateLimitShortLinkPerMinute)),
  };

  app.post(
    '/api/referral/find_or_create',
    { ...auth, schema: { response: { 200: referralLinkResponseSchema, ...errors } } },
    async (req) => service.findOrCreate(currentUser(req)),
  );

  app.get(
    '/api/referral/list_registers_by_referral',
    {
      ...auth,
      schema: {
        querystring: referralRegistersQuerySchema,
        response: { 200: referralRegistersResponseSchema, ...errors },
      },
    },
    async (req) => service.registersOf(currentUser(req), req.query.page),
  );

  app.get(
    '/api/referral/public/:code',
    {
      ...open,
      schema: {
        params: referralCodeParamsSchema,
        response: { 200: referralInviteResponseSchema, ...publicErrors },
      },
    },
    async (req) => service.invite(req.params.code),
  );

  app.post(
    '/api/referral/public/:code/registers',
    {
      ...openRegister,
      schema: {
        params: referralCodeParamsSchema,
        body: createReferralRegisterRequestSchema,
        response: { 201: createReferralRegisterResponseSchema, ...publicErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.register(req.params.code, req.body)),
  );

  app.get(
    '/api/admin/referrals',
    {
      ...staff,
      schema: {
        querystring: adminReferralsQuerySchema,
        response: { 200: adminReferralsResponseSchema, ...errors },
      },
    },
    async (req) => service.list(req.query),
  );

  for (const [action, outcome] of [
    ['convert', 'converted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/api/admin/referrals/:id/${action}`,
      {
        ...staff,
        schema: {
          params: referralIdParamsSchema,
          body: decideReferralRequestSchema,
          response: { 200: decideReferralResponseSchema, ...errors },
        },
      },
      async (req) => service.decide(currentUser(req), req.params.id, outcome, req.body?.note),
    );
  }
};
