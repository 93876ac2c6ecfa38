// The staff's admin area (spec 2 §7.3): users across accounts, an account's plan, seats, users and credits,
// and the credits' audit. Roles admin and customer_success only (403 for anyone else).
import {
  ADMIN_MESSAGES,
  adminAccountInfoSchema,
  adminAccountMutationResponseSchema,
  adminAccountParamsSchema,
  adminAccountUsersRequestSchema,
  adminAccountUsersResponseSchema,
  adminCreditRequestSchema,
  adminIdParamsSchema,
  adminMaxUsersRequestSchema,
  adminPlanNameRequestSchema,
  adminUpdateUserRequestSchema,
  adminUserMutationResponseSchema,
  adminUsersRequestSchema,
  adminUsersResponseSchema,
  assignCsRequestSchema,
  consumptionQuerySchema,
  consumptionResponseSchema,
  csAndAdminsResponseSchema,
  invalidateCreditRequestSchema,
  removeCsQuerySchema,
} from '@prospecta/contracts/admin-api';
import { messageResponseSchema } from '@prospecta/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createAdminService } from './admin.service.ts';
import { adminAccountsRoutes } from './admin-accounts.routes.ts';
import { adminCreditsRoutes } from './admin-credits.routes.ts';
import { adminReportsRoutes } from './admin-reports.routes.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminService({ db: app.db });
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };
  // New accounts and users added to one (their own file: the onboarding).
  await app.register(adminAccountsRoutes);
  // A grant edited, the credits' totals and their audit; the reports (the churn sheet).
  await app.register(adminCreditsRoutes);
  await app.register(adminReportsRoutes);

  app.post(
    '/api/user/all',
    {
      ...staff,
      schema: { body: adminUsersRequestSchema, response: { 200: adminUsersResponseSchema, ...errors } },
    },
    async (req) => service.users(req.body),
  );

  app.get(
    '/api/admin/account/:accountId/account_info',
    {
      ...staff,
      schema: { params: adminAccountParamsSchema, response: { 200: adminAccountInfoSchema, ...errors } },
    },
    async (req) => service.accountInfo(req.params.accountId),
  );

  app.post(
    '/api/v4/admin/account/:accountId/users',
    {
      ...staff,
      schema: {
        params: adminAccountParamsSchema,
        body: adminAccountUsersRequestSchema,
        response: { 200: adminAccountUsersResponseSchema, ...errors },
      },
    },
    async (req) => service.accountUsers(req.params.accountId, req.body),
  );

  app.patch(
    '/api/v4/admin/user/:id',
    {
      ...staff,
      schema: {
        params: adminIdParamsSchema,
        body: adminUpdateUserRequestSchema,
        response: { 200: adminUserMutationResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: ADMIN_MESSAGES.userEdited,
      user: await service.updateUser(currentUser(req), req.params.id, req.body),
    }),
  );

  for (const [action, disabled] of [
    ['disable_user', true],
    ['enable_user', false],
  ] as const) {
    app.post(
      `/api/user/:id/${action}`,
      {
        ...staff,
        schema: {
          params: adminIdParamsSchema,
          response: { 200: adminUserMutationResponseSchema, ...errors },
        },
      },
      async (req) => ({
        message: disabled ? ADMIN_MESSAGES.userDisabled : ADMIN_MESSAGES.userEnabled,
        user: await service.setDisabled(currentUser(req), req.params.id, disabled),
      }),
    );
  }

  app.post(
    '/api/accounts/:accountId',
    {
      ...staff,
      schema: {
        params: adminAccountParamsSchema,
        body: adminPlanNameRequestSchema,
        response: { 200: adminAccountMutationResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: ADMIN_MESSAGES.planSaved,
      account: await service.setPlanName(req.params.accountId, req.body.account.plan_name),
    }),
  );

  app.get(
    '/api/users/cs_and_admins',
    { ...staff, schema: { response: { 200: csAndAdminsResponseSchema, ...errors } } },
    async () => service.csAndAdmins(),
  );

  app.patch(
    '/api/ddcs/assign_cs_to_account',
    {
      ...staff,
      schema: {
        body: assignCsRequestSchema,
        response: { 200: adminAccountMutationResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: ADMIN_MESSAGES.csAssigned,
      account: await service.setCs(req.body.account_id, req.body.cs_user_id),
    }),
  );

  app.delete(
    '/api/ddcs/remove_cs_from_account',
    {
      ...staff,
      schema: {
        querystring: removeCsQuerySchema,
        response: { 200: adminAccountMutationResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: ADMIN_MESSAGES.csRemoved,
      account: await service.setCs(req.query.account_id, null),
    }),
  );

  app.post(
    '/api/accounts/max_users_count/:accountId',
    {
      ...staff,
      schema: {
        params: adminAccountParamsSchema,
        body: adminMaxUsersRequestSchema,
        response: { 200: adminAccountMutationResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: ADMIN_MESSAGES.maxUsersSaved,
      account: await service.setMaxUsers(req.params.accountId, req.body.account.max_users_count),
    }),
  );

  for (const [action, operation] of [
    ['create', 'add_credit'],
    ['withdrawal', 'remove_credit'],
  ] as const) {
    app.post(
      `/api/credits/user/:accountId/${action}`,
      {
        ...staff,
        schema: {
          params: adminAccountParamsSchema,
          body: adminCreditRequestSchema,
          response: { 200: adminAccountMutationResponseSchema, ...errors },
        },
      },
      async (req) => ({
        message: operation === 'add_credit' ? ADMIN_MESSAGES.creditsAdded : ADMIN_MESSAGES.creditsRemoved,
        account: await service.changeCredits(
          currentUser(req),
          req.params.accountId,
          operation,
          req.body.credit,
        ),
      }),
    );
  }

  app.get(
    '/api/credit_histories/:accountId/grouped_by_users',
    {
      ...staff,
      schema: {
        params: adminAccountParamsSchema,
        querystring: consumptionQuerySchema,
        response: { 200: consumptionResponseSchema, ...errors },
      },
    },
    async (req) => service.consumption(req.params.accountId, req.query),
  );

  app.post(
    '/api/credit_xds/invalidate',
    {
      ...staff,
      schema: { body: invalidateCreditRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (req) => {
      await service.invalidate(req.body.id, req.body.cause);
      return { message: ADMIN_MESSAGES.creditInvalidated };
    },
  );
};
