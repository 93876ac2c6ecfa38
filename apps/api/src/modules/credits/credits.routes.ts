import { creditsShowResponseSchema } from '@prospecta/contracts/credits';
import { errorBodySchema } from '@prospecta/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '@/plugins/auth.ts';
import { showCredits } from './credits.service.ts';

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credits/show',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: creditsShowResponseSchema, 401: errorBodySchema } },
    },
    async (req) => showCredits(app.db, currentUser(req).accountId),
  );
};
