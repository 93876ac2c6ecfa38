// Staff onboard customers (spec commerce §1, §7.3; payloads ours): a new account with its owner, the same
// marked as a test account, and a user added to a given account. Roles admin and customer_success only.
import {
  ADMIN_ACCOUNT_MESSAGES,
  ADMIN_ACCOUNTS_API_PATHS,
  adminAddUserRequestSchema,
  adminAddUserResponseSchema,
  createAccountRequestSchema,
  createAccountResponseSchema,
} from '@prospecta/contracts/admin-accounts-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createAdminAccountsService, type NewAccountKind } from './admin-accounts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminAccountsService({ db: app.db, config: app.config, mail: app.mail });
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  for (const [path, kind] of [
    [ADMIN_ACCOUNTS_API_PATHS.createAccount, 'customer'],
    [ADMIN_ACCOUNTS_API_PATHS.createTestAccount, 'test'],
  ] as const satisfies ReadonlyArray<readonly [string, NewAccountKind]>) {
    app.post(
      path,
      {
        ...staff,
        schema: {
          body: createAccountRequestSchema,
          response: { 201: createAccountResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        const account = await service.createAccount(currentUser(req), req.body, kind);
        const message = kind === 'test' ? ADMIN_ACCOUNT_MESSAGES.testCreated : ADMIN_ACCOUNT_MESSAGES.created;
        return reply.code(201).send({ message, account });
      },
    );
  }

  app.post(
    ADMIN_ACCOUNTS_API_PATHS.addUser,
    {
      ...staff,
      schema: { body: adminAddUserRequestSchema, response: { 201: adminAddUserResponseSchema, ...errors } },
    },
    async (req, reply) => {
      const user = await service.addUser(currentUser(req), req.body);
      return reply.code(201).send({ message: ADMIN_ACCOUNT_MESSAGES.userAdded, user });
    },
  );
};
