// GET /api/filters/:env — the filter panel catalogue as one JSON document (public, cacheable).
import {
  filterCatalogueResponseSchema,
  filtersParamsSchema,
  SEARCH_API_PATHS,
} from '@prospecta/contracts/search-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { filterCatalogueDocument } from './filters.service.ts';

export const filtersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SEARCH_API_PATHS.filters,
    {
      schema: {
        params: filtersParamsSchema,
        response: { 200: filterCatalogueResponseSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return filterCatalogueDocument(req.params.env);
    },
  );
};
