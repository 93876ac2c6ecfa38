// Search endpoints (spec core §7 "Search"): thin handlers over the search service.
import {
  cnpjsBySearchBodySchema,
  cnpjsBySearchResponseSchema,
  exportedCompaniesCountResponseSchema,
  lookALikeBodySchema,
  lookALikeResponseSchema,
  SEARCH_API_PATHS,
  searchCreateQuerystringSchema,
  searchCreateResponseSchema,
  searchFindQuerystringSchema,
  searchFindResponseSchema,
  searchIdParamsSchema,
  searchQueryBodySchema,
  searchResultResponseSchema,
  searchSummaryResponseSchema,
  zipDistanceResponseSchema,
} from '@prospecta/contracts/search-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createSearchService } from './search.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422, 503);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService({ db: app.db, config: app.config, registry: app.registry });
  const auth = { onRequest: app.authenticate };

  app.post(
    SEARCH_API_PATHS.create,
    {
      ...auth,
      schema: {
        querystring: searchCreateQuerystringSchema,
        body: searchQueryBodySchema,
        response: { 200: z.union([searchCreateResponseSchema, searchSummaryResponseSchema]), ...errors },
      },
    },
    async (req) => search.create(currentUser(req), req.body, req.query.persist),
  );

  app.get(
    SEARCH_API_PATHS.find,
    {
      ...auth,
      schema: {
        params: searchIdParamsSchema,
        querystring: searchFindQuerystringSchema,
        response: { 200: searchFindResponseSchema, ...errors },
      },
    },
    async (req) => search.find(currentUser(req), req.params.id, req.query.page),
  );

  app.post(
    SEARCH_API_PATHS.result,
    {
      ...auth,
      schema: { body: searchQueryBodySchema, response: { 200: searchResultResponseSchema, ...errors } },
    },
    async (req) => search.companiesCount(currentUser(req), req.body),
  );

  app.post(
    SEARCH_API_PATHS.cnpjsBySearch,
    {
      ...auth,
      schema: { body: cnpjsBySearchBodySchema, response: { 200: cnpjsBySearchResponseSchema, ...errors } },
    },
    async (req) => search.cnpjs(currentUser(req), req.body),
  );

  app.post(
    SEARCH_API_PATHS.zipDistance,
    {
      ...auth,
      schema: { body: searchQueryBodySchema, response: { 200: zipDistanceResponseSchema, ...errors } },
    },
    async (req) => search.zipDistance(currentUser(req), req.body),
  );

  app.post(
    SEARCH_API_PATHS.lookALike,
    { ...auth, schema: { body: lookALikeBodySchema, response: { 200: lookALikeResponseSchema, ...errors } } },
    async (req) => search.lookALike(currentUser(req), req.body),
  );

  app.get(
    SEARCH_API_PATHS.exportedCompaniesCount,
    { ...auth, schema: { response: { 200: exportedCompaniesCountResponseSchema, ...errors } } },
    async (req) => search.exportedCompaniesCount(currentUser(req)),
  );
};
