// Companies of a list and adding companies from a search (spec core §7 "Companies", searches/companies/export).
import { listIdParamsSchema } from '@prospecta/contracts/lists-api';
import {
  companyListsBodySchema,
  companyListsResponseSchema,
  companyMetricsSchema,
  copyDataBodySchema,
  copyDataResponseSchema,
  exportToListBodySchema,
  exportToListResponseSchema,
  kanbanQuerystringSchema,
  kanbanResponseSchema,
  LIST_COMPANIES_API_PATHS,
  listCnpjsQuerystringSchema,
  listCnpjsResponseSchema,
  listCompaniesQuerystringSchema,
  listCompaniesResponseSchema,
  listCompanyParamsSchema,
  listCompanyQuerystringSchema,
  listCompanySchema,
  listDecisorsQuerystringSchema,
  listDecisorsResponseSchema,
  listLookALikeQuerystringSchema,
  listLookALikeResponseSchema,
  listMetricsQuerystringSchema,
  prospectingConflictBodySchema,
  prospectingDataSchema,
  prospectingPatchBodySchema,
  prospectingPatchQuerystringSchema,
  prospectingQuerystringSchema,
  prospectingResponseSchema,
  removeListCompaniesBodySchema,
  removeListCompaniesResponseSchema,
  restoreListCompaniesBodySchema,
  restoreListCompaniesResponseSchema,
} from '@prospecta/contracts/lists-companies-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerJobHandler } from '@/jobs/job-handlers.ts';
import { listErrors as errors } from '@/modules/lists/lists.routes.ts';
import { createSearchService } from '@/modules/search/search.service.ts';
import { currentUser } from '@/plugins/auth.ts';
import { CNPJ_LIST_BODY_LIMIT } from '@/plugins/json-body.ts';
import { companyLists } from './company-lists.ts';
import { exportToList } from './export-to-list.ts';
import { createListCompaniesService } from './list-companies.service.ts';
import { removeCompanies, restoreCompanies } from './remove-companies.ts';
import { LIST_TRADE_NAMES_JOB, runTradeNames, scheduleTradeNames } from './trade-names.job.ts';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });

export const listCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerJobHandler(LIST_TRADE_NAMES_JOB, runTradeNames);
  // Real processes fill the trade names of rows older than the column; test apps run the fill themselves.
  if (app.config.worker !== undefined) app.addHook('onReady', () => scheduleTradeNames(app.db));
  const search = createSearchService({ db: app.db, config: app.config, registry: app.registry });
  const companies = createListCompaniesService({ db: app.db, registry: app.registry });
  const auth = { onRequest: app.authenticate };

  app.post(
    LIST_COMPANIES_API_PATHS.exportToList,
    {
      ...auth,
      schema: {
        headers: idempotencyHeaders,
        body: exportToListBodySchema,
        response: { 200: exportToListResponseSchema, ...errors },
      },
    },
    async (req) =>
      exportToList(
        { db: app.db, registry: app.registry, search, staffEmailDomain: app.config.staffEmailDomain },
        currentUser(req),
        req.body,
        req.headers['idempotency-key'],
      ),
  );

  app.post(
    LIST_COMPANIES_API_PATHS.companyLists,
    {
      ...auth,
      schema: { body: companyListsBodySchema, response: { 200: companyListsResponseSchema, ...errors } },
    },
    async (req) => companyLists(app.db, currentUser(req), req.body.cnpjs),
  );

  app.get(
    LIST_COMPANIES_API_PATHS.decisors,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        querystring: listDecisorsQuerystringSchema,
        response: { 200: listDecisorsResponseSchema, ...errors },
      },
    },
    async (req) => companies.decisors(currentUser(req), req.params.id, req.query),
  );

  app.post(
    LIST_COMPANIES_API_PATHS.lookALike,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        querystring: listLookALikeQuerystringSchema,
        response: { 200: listLookALikeResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return companies.lookAlike(user, req.params.id, req.query, async (seeds, size) => {
        const { companies: rows } = await search.lookALike(user, { nu_cnpj: seeds, return_size: size });
        return rows;
      });
    },
  );

  app.get(
    LIST_COMPANIES_API_PATHS.companies,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        querystring: listCompaniesQuerystringSchema,
        response: { 200: listCompaniesResponseSchema, ...errors },
      },
    },
    async (req) => companies.page(currentUser(req), req.params.id, req.query),
  );

  app.get(
    LIST_COMPANIES_API_PATHS.cnpjs,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        querystring: listCnpjsQuerystringSchema,
        response: { 200: listCnpjsResponseSchema, ...errors },
      },
    },
    async (req) => companies.cnpjs(currentUser(req), req.params.id, req.query),
  );

  app.get(
    LIST_COMPANIES_API_PATHS.company,
    {
      ...auth,
      schema: {
        params: listCompanyParamsSchema,
        querystring: listCompanyQuerystringSchema,
        response: { 200: listCompanySchema, ...errors },
      },
    },
    async (req) => companies.detail(currentUser(req), req.params.id, req.params.companyId, req.query),
  );

  app.get(
    LIST_COMPANIES_API_PATHS.prospecting,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        querystring: prospectingQuerystringSchema,
        response: { 200: prospectingResponseSchema, ...errors },
      },
    },
    async (req) => companies.prospecting(currentUser(req), req.params.id, req.query),
  );

  app.patch(
    LIST_COMPANIES_API_PATHS.prospecting,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        querystring: prospectingPatchQuerystringSchema,
        body: prospectingPatchBodySchema,
        // 409: changed elsewhere since the client read it (`?from_status=`), with the status it has now.
        response: { 200: prospectingDataSchema, ...errors, 409: prospectingConflictBodySchema },
      },
    },
    async (req) =>
      companies.setStatus(
        currentUser(req),
        req.params.id,
        req.body.company_id,
        req.body.user_prospecting_data.status,
        req.query.from_status,
      ),
  );

  app.get(
    LIST_COMPANIES_API_PATHS.kanban,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        querystring: kanbanQuerystringSchema,
        response: { 200: kanbanResponseSchema, ...errors },
      },
    },
    async (req) => companies.kanban(currentUser(req), req.params.id, req.query),
  );

  app.get(
    LIST_COMPANIES_API_PATHS.metrics,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        querystring: listMetricsQuerystringSchema,
        response: { 200: companyMetricsSchema, ...errors },
      },
    },
    async (req) => companies.metrics(currentUser(req), req.params.id, req.query.view_as),
  );

  app.post(
    LIST_COMPANIES_API_PATHS.copyData,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        body: copyDataBodySchema,
        response: { 200: copyDataResponseSchema, ...errors },
      },
    },
    async (req) => companies.copyData(currentUser(req), req.params.id, req.body.field_copied),
  );

  app.post(
    LIST_COMPANIES_API_PATHS.remove,
    {
      ...auth,
      bodyLimit: CNPJ_LIST_BODY_LIMIT,
      schema: {
        params: listIdParamsSchema,
        body: removeListCompaniesBodySchema,
        response: { 200: removeListCompaniesResponseSchema, ...errors },
      },
    },
    async (req) => removeCompanies(app.db, currentUser(req), req.params.id, req.body.cnpjs),
  );

  app.post(
    LIST_COMPANIES_API_PATHS.restore,
    {
      ...auth,
      schema: {
        params: listIdParamsSchema,
        body: restoreListCompaniesBodySchema,
        response: { 200: restoreListCompaniesResponseSchema, ...errors },
      },
    },
    async (req) => restoreCompanies(app.db, currentUser(req), req.params.id, req.body.removal_id),
  );
};
