// Search history and default search endpoints (spec core §7 "History and autoplay").
import { messageResponseSchema } from '@prospecta/contracts/auth';
import { pageQuerystringSchema } from '@prospecta/contracts/companies-api';
import {
  decisorsParamsSchema,
  decisorsResponseSchema,
  defaultSearchResponseSchema,
  HISTORY_API_PATHS,
  historyCreateBodySchema,
  historyEntrySchema,
  historyIdParamsSchema,
  historyListResponseSchema,
  historyRenameBodySchema,
  updateDefaultSearchBodySchema,
} from '@prospecta/contracts/history-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { createSearchService } from '@/modules/search/search.service.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createHistoryService } from './history.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422, 503);

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService({ db: app.db, config: app.config, registry: app.registry });
  const history = createHistoryService({ db: app.db, registry: app.registry, search });
  const auth = { onRequest: app.authenticate };

  app.post(
    HISTORY_API_PATHS.history,
    { ...auth, schema: { body: historyCreateBodySchema, response: { 201: historyEntrySchema, ...errors } } },
    async (req, reply) => reply.code(201).send(await history.create(currentUser(req), req.body)),
  );

  app.get(
    HISTORY_API_PATHS.history,
    {
      ...auth,
      schema: { querystring: pageQuerystringSchema, response: { 200: historyListResponseSchema, ...errors } },
    },
    async (req) => history.list(currentUser(req), req.query.page),
  );

  app.patch(
    HISTORY_API_PATHS.entry,
    {
      ...auth,
      schema: {
        params: historyIdParamsSchema,
        body: historyRenameBodySchema,
        response: { 200: historyEntrySchema, ...errors },
      },
    },
    async (req) => history.rename(currentUser(req), req.params.id, req.body.name),
  );

  app.delete(
    HISTORY_API_PATHS.entry,
    {
      ...auth,
      schema: { params: historyIdParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (req) => history.remove(currentUser(req), req.params.id),
  );

  app.get(
    HISTORY_API_PATHS.decisors,
    {
      ...auth,
      schema: { params: decisorsParamsSchema, response: { 200: decisorsResponseSchema, ...errors } },
    },
    async (req) => history.decisors(currentUser(req), req.params.id, req.params.count),
  );

  app.get(
    HISTORY_API_PATHS.defaultSearch,
    { ...auth, schema: { response: { 200: defaultSearchResponseSchema, ...errors } } },
    async (req) => history.defaultSearch(currentUser(req)),
  );

  app.patch(
    HISTORY_API_PATHS.updateDefaultSearch,
    {
      ...auth,
      schema: {
        body: updateDefaultSearchBodySchema,
        response: { 200: defaultSearchResponseSchema, ...errors },
      },
    },
    async (req) => history.updateDefaultSearch(currentUser(req), req.body),
  );
};
