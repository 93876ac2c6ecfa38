import { healthResponseSchema } from '@prospecta/contracts/user';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
