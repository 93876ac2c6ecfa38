// The automatic first list (spec core §7 tracking posts): GET /api/user/get_create_list_automatic_event,
// POST /api/user/add_create_list_automatic_event.
import {
  AUTOMATIC_LIST_API_PATHS,
  automaticListAnswerBodySchema,
  automaticListAnswerResponseSchema,
  automaticListOfferSchema,
} from '@prospecta/contracts/automatic-list-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { createSearchService } from '@/modules/search/search.service.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createAutomaticListService } from './automatic-list.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

export const automaticListRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService({ db: app.db, config: app.config, registry: app.registry });
  const service = createAutomaticListService({
    db: app.db,
    config: app.config,
    registry: app.registry,
    search,
  });
  const auth = { onRequest: app.authenticate };

  app.get(
    AUTOMATIC_LIST_API_PATHS.offer,
    { ...auth, schema: { response: { 200: automaticListOfferSchema, ...errors } } },
    async (req) => service.offer(currentUser(req)),
  );

  app.post(
    AUTOMATIC_LIST_API_PATHS.answer,
    {
      ...auth,
      schema: {
        body: automaticListAnswerBodySchema,
        response: { 200: automaticListAnswerResponseSchema, ...errors },
      },
    },
    async (req) => service.answer(currentUser(req), req.body),
  );
};
