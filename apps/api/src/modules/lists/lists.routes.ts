// Lists endpoints (spec core §7 "Lists"): thin handlers over the lists service.
import {
  accuracyFeedbackBodySchema,
  accuracyFeedbackResponseSchema,
  coordinatorBodySchema,
  coordinatorQuerystringSchema,
  createListBodySchema,
  infoSetSchema,
  LISTS_API_PATHS,
  listIdParamsSchema,
  listOverviewSchema,
  listProgressSchema,
  listsQuerystringSchema,
  listsResponseSchema,
  overviewParamsSchema,
  shareableUsersResponseSchema,
  updateListBodySchema,
  viablesBodySchema,
  viablesResponseSchema,
} from '@prospecta/contracts/lists-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { createAutoplayService } from '@/modules/autoplay/autoplay.service.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createListsService } from './lists.service.ts';

export const listErrors = errorResponses(400, 401, 403, 404, 422, 503);
const errors = listErrors;

export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = createListsService({ db: app.db });
  const autoplay = createAutoplayService(app);
  const auth = { onRequest: app.authenticate };
  const one = { params: listIdParamsSchema, response: { 200: infoSetSchema, ...errors } };

  app.get(
    LISTS_API_PATHS.lists,
    {
      ...auth,
      schema: { querystring: listsQuerystringSchema, response: { 200: listsResponseSchema, ...errors } },
    },
    async (req) => lists.page(currentUser(req), req.query),
  );

  app.post(
    LISTS_API_PATHS.lists,
    { ...auth, schema: { body: createListBodySchema, response: { 201: infoSetSchema, ...errors } } },
    async (req, reply) => {
      const user = currentUser(req);
      if (req.body.autoplayActive && req.body.history_search_id) {
        const started = await autoplay.create(user, req.body.history_search_id, {}, req.body.info_set);
        return reply.code(201).send(await lists.get(user, started.info_set_id));
      }
      return reply.code(201).send(await lists.create(user, req.body.info_set));
    },
  );

  app.get(LISTS_API_PATHS.list, { ...auth, schema: one }, async (req) =>
    lists.get(currentUser(req), req.params.id),
  );

  app.patch(LISTS_API_PATHS.list, { ...auth, schema: { ...one, body: updateListBodySchema } }, async (req) =>
    lists.update(currentUser(req), req.params.id, req.body.info_set),
  );

  app.delete(LISTS_API_PATHS.list, { ...auth, schema: one }, async (req) =>
    lists.remove(currentUser(req), req.params.id),
  );

  app.post(LISTS_API_PATHS.recover, { ...auth, schema: one }, async (req) =>
    lists.recover(currentUser(req), req.params.id),
  );

  app.post(
    LISTS_API_PATHS.coordinator,
    { ...auth, schema: { ...one, body: coordinatorBodySchema } },
    async (req) => lists.share(currentUser(req), req.params.id, req.body.user_id),
  );

  app.delete(
    LISTS_API_PATHS.coordinator,
    {
      ...auth,
      schema: {
        ...one,
        querystring: coordinatorQuerystringSchema,
        body: coordinatorBodySchema.partial().nullish(),
      },
    },
    async (req) => lists.unshare(currentUser(req), req.params.id, req.body?.user_id ?? req.query.user_id),
  );

  app.get(
    LISTS_API_PATHS.shareableUsers,
    { ...auth, schema: { response: { 200: shareableUsersResponseSchema, ...errors } } },
    async (req) => lists.shareableUsers(currentUser(req)),
  );

  app.get(
    LISTS_API_PATHS.overview,
    { ...auth, schema: { params: overviewParamsSchema, response: { 200: listOverviewSchema, ...errors } } },
    async (req) => lists.overview(currentUser(req), req.params.id, req.params.userId),
  );

  app.get(
    LISTS_API_PATHS.progress,
    { ...auth, schema: { params: listIdParamsSchema, response: { 200: listProgressSchema, ...errors } } },
    async (req) => lists.progress(currentUser(req), req.params.id),
  );

  app.post(
    LISTS_API_PATHS.accuracyFeedback,
    {
      ...auth,
      schema: {
        body: accuracyFeedbackBodySchema,
        response: { 201: accuracyFeedbackResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await lists.feedback(currentUser(req), req.body)),
  );

  app.post(
    LISTS_API_PATHS.viables,
    { ...auth, schema: { body: viablesBodySchema, response: { 200: viablesResponseSchema, ...errors } } },
    async (req) => lists.viables(currentUser(req), req.body),
  );
};
