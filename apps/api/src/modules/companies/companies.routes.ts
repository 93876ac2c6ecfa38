// Company endpoints: the consult and its advanced data (one click credit per account in 30 days), and
// the free lookups (by CNPJ, consult history, relationship tree, CNPJs of the root).
import {
  COMPANIES_API_PATHS,
  cnpjParamsSchema,
  cnpjQuerystringSchema,
  cnpjsGroupResponseSchema,
  companyAdvancedResponseSchema,
  companyConsultResponseSchema,
  consultHistoryResponseSchema,
  findByCnpjResponseSchema,
  hyperbolicTreeResponseSchema,
  pageQuerystringSchema,
} from '@prospecta/contracts/companies-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createCompaniesService } from './companies.service.ts';

const errors = errorResponses(400, 401, 404, 422, 503);

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const companies = createCompaniesService({ db: app.db, registry: app.registry });
  const auth = { onRequest: app.authenticate };

  app.get(
    COMPANIES_API_PATHS.consult,
    {
      ...auth,
      schema: { params: cnpjParamsSchema, response: { 200: companyConsultResponseSchema, ...errors } },
    },
    async (req) => companies.consult(currentUser(req), req.params.cnpj),
  );

  app.get(
    COMPANIES_API_PATHS.advanced,
    {
      ...auth,
      schema: { params: cnpjParamsSchema, response: { 200: companyAdvancedResponseSchema, ...errors } },
    },
    async (req) => companies.advanced(currentUser(req), req.params.cnpj),
  );

  app.get(
    COMPANIES_API_PATHS.findByCnpj,
    {
      ...auth,
      schema: { querystring: cnpjQuerystringSchema, response: { 200: findByCnpjResponseSchema, ...errors } },
    },
    async (req) => companies.findByCnpj(req.query.cnpj),
  );

  app.get(
    COMPANIES_API_PATHS.consultHistory,
    {
      ...auth,
      schema: {
        querystring: pageQuerystringSchema,
        response: { 200: consultHistoryResponseSchema, ...errors },
      },
    },
    async (req) => companies.consultHistory(currentUser(req), req.query.page),
  );

  app.get(
    COMPANIES_API_PATHS.hyperbolicTree,
    {
      ...auth,
      schema: {
        querystring: cnpjQuerystringSchema,
        response: { 200: hyperbolicTreeResponseSchema, ...errors },
      },
    },
    async (req) => companies.hyperbolicTree(req.query.cnpj),
  );

  app.get(
    COMPANIES_API_PATHS.cnpjsGroup,
    {
      ...auth,
      schema: {
        params: cnpjParamsSchema,
        querystring: pageQuerystringSchema,
        response: { 200: cnpjsGroupResponseSchema, ...errors },
      },
    },
    async (req) => companies.cnpjsGroup(req.params.cnpj, req.query.page),
  );
};
