// Autoplay endpoints (spec core §7 "History and autoplay") and the scheduled run's job handler.
import {
  AUTOPLAY_API_PATHS,
  autoplayIdParamsSchema,
  autoplaySchema,
  createAutoplayBodySchema,
  creditsUsedResponseSchema,
  disableAllResponseSchema,
  setActivenessBodySchema,
  setActivenessResponseSchema,
  showSurveyResponseSchema,
} from '@prospecta/contracts/lists-autoplay-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerJobHandler } from '@/jobs/job-handlers.ts';
import { listErrors as errors } from '@/modules/lists/lists.routes.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createAutoplayService } from './autoplay.service.ts';
import { AUTOPLAY_JOB, runAutoplay } from './autoplay-run.ts';

export const autoplayRoutes: FastifyPluginAsyncZod = async (app) => {
  const autoplay = createAutoplayService(app);
  const auth = { onRequest: app.authenticate };
  registerJobHandler(AUTOPLAY_JOB, async ({ job, app: jobApp }) => {
    const payload = job.payload as { autoplayId?: string; runAt?: string };
    if (!payload.autoplayId) return { skipped: true };
    return runAutoplay(jobApp, { autoplayId: payload.autoplayId, runAt: payload.runAt });
  });

  app.patch(
    AUTOPLAY_API_PATHS.setActiveness,
    {
      ...auth,
      schema: {
        params: autoplayIdParamsSchema,
        body: setActivenessBodySchema,
        response: { 200: setActivenessResponseSchema, ...errors },
      },
    },
    async (req) => autoplay.setActiveness(currentUser(req), req.params.id, req.body.value),
  );

  app.post(
    AUTOPLAY_API_PATHS.create,
    {
      ...auth,
      schema: {
        params: autoplayIdParamsSchema,
        body: createAutoplayBodySchema.nullish(),
        response: { 201: autoplaySchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await autoplay.create(currentUser(req), req.params.id, req.body ?? {})),
  );

  app.patch(
    AUTOPLAY_API_PATHS.disableAll,
    { ...auth, schema: { response: { 200: disableAllResponseSchema, ...errors } } },
    async (req) => autoplay.disableAll(currentUser(req)),
  );

  app.get(
    AUTOPLAY_API_PATHS.creditsUsed,
    { ...auth, schema: { response: { 200: creditsUsedResponseSchema, ...errors } } },
    async (req) => autoplay.creditsUsed(currentUser(req)),
  );

  app.get(
    AUTOPLAY_API_PATHS.showSurvey,
    { ...auth, schema: { response: { 200: showSurveyResponseSchema, ...errors } } },
    async (req) => autoplay.showSurvey(currentUser(req)),
  );

  app.get(
    AUTOPLAY_API_PATHS.autoplay,
    { ...auth, schema: { params: autoplayIdParamsSchema, response: { 200: autoplaySchema, ...errors } } },
    async (req) => autoplay.get(currentUser(req), req.params.id),
  );
};
