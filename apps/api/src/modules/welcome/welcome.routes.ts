// The welcome screen (spec core §7: GET welcome_screen/should_show_welcome_screen, POST
// welcome_screen/insert_answers, GET user/welcome_screen_answers). The guided search is the ordinary search
// with the answers as filters (contracts' welcomeFilterState), so the spec's "GET display" and "POST search"
// of this screen need no routes of their own.
import {
  insertWelcomeAnswersRequestSchema,
  insertWelcomeAnswersResponseSchema,
  shouldShowWelcomeResponseSchema,
  WELCOME_MESSAGES,
  welcomeAnswersResponseSchema,
} from '@prospecta/contracts/welcome-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createWelcomeService } from './welcome.service.ts';

const errors = errorResponses(400, 401, 404);

export const welcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWelcomeService({ db: app.db, config: app.config });
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/welcome_screen/should_show_welcome_screen',
    { ...auth, schema: { response: { 200: shouldShowWelcomeResponseSchema, ...errors } } },
    async (req) => ({ show: await service.shouldShow(currentUser(req)) }),
  );

  app.get(
    '/api/user/welcome_screen_answers',
    { ...auth, schema: { response: { 200: welcomeAnswersResponseSchema, ...errors } } },
    async (req) => service.answers(currentUser(req)),
  );

  app.post(
    '/api/welcome_screen/insert_answers',
    {
      ...auth,
      schema: {
        body: insertWelcomeAnswersRequestSchema,
        response: { 200: insertWelcomeAnswersResponseSchema, ...errors },
      },
    },
    async (req) => {
      const answers = req.body.skipped ? null : (req.body.answers ?? null);
      const saved = await service.save(currentUser(req), answers);
      return { message: answers ? WELCOME_MESSAGES.saved : WELCOME_MESSAGES.skipped, ...saved };
    },
  );
};
