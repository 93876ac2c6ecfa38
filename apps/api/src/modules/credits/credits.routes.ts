import { creditsShowResponseSchema } from '@prospecta/contracts/credits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { showCredits } from './credits.service.ts';

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credits/show',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: creditsShowResponseSchema, ...errorResponses(401) } },
    },
    async (req) => showCredits(app.db, currentUser(req).accountId),
  );
};
