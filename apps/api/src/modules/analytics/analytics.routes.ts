import { pageViewRequestSchema } from '@prospecta/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { isStaff } from '@/lib/staff.ts';
import { currentUser } from '@/plugins/auth.ts';
import { insertPageView } from './analytics.repository.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/page_views',
    {
      onRequest: app.authenticate,
      schema: {
        body: pageViewRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      // Staff navigate customer screens all day; their views would skew product analytics.
      if (!isStaff(user, app.config.staffEmailDomain)) {
        await insertPageView(app.db, { accountId: user.accountId, userId: user.id, path: req.body.path });
      }
      return reply.code(204).send(null);
    },
  );
};
