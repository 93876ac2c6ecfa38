import { errorBodySchema } from '@prospecta/contracts/errors';
import { accountInformationResponseSchema } from '@prospecta/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '@/plugins/auth.ts';
import { accountInformation } from './accounts.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/account',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: accountInformationResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req) => accountInformation(app.db, currentUser(req).accountId),
  );
};
