// The staff's company lookup and edit tool (spec exports-admin-commerce §2, §7.3). Roles admin and
// customer_success only: anyone else gets the spec's 403 before the body is read.
import {
  adminCompanyMutationResponseSchema,
  adminCompanyParamsSchema,
  adminCompanyResponseSchema,
  correctionParamsSchema,
  openReportsQuerystringSchema,
  openReportsResponseSchema,
  ADMIN_COMPANIES_API_PATHS as PATHS,
  updateCompanyRequestSchema,
  verifyReportsRequestSchema,
  websiteOrLinkedinRequestSchema,
} from '@prospecta/contracts/admin-companies-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createAdminCompaniesService } from './admin-companies.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422, 503);

export const adminCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCompaniesService({ db: app.db, registry: app.registry });
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.get(
    PATHS.lookup,
    {
      ...staff,
      schema: { params: adminCompanyParamsSchema, response: { 200: adminCompanyResponseSchema, ...errors } },
    },
    async (req) => service.lookup(req.params.cnpj),
  );

  app.post(
    PATHS.websiteOrLinkedin,
    {
      ...staff,
      schema: {
        body: websiteOrLinkedinRequestSchema,
        response: { 200: adminCompanyMutationResponseSchema, ...errors },
      },
    },
    async (req) => service.update(currentUser(req), req.body),
  );

  app.patch(
    PATHS.update,
    {
      ...staff,
      schema: {
        body: updateCompanyRequestSchema,
        response: { 200: adminCompanyMutationResponseSchema, ...errors },
      },
    },
    async (req) => service.update(currentUser(req), req.body),
  );

  app.delete(
    PATHS.undo,
    {
      ...staff,
      schema: {
        params: correctionParamsSchema,
        response: { 200: adminCompanyMutationResponseSchema, ...errors },
      },
    },
    async (req) => service.undo(currentUser(req), req.params.cnpj, req.params.field),
  );

  app.get(
    PATHS.openReports,
    {
      ...staff,
      schema: {
        querystring: openReportsQuerystringSchema,
        response: { 200: openReportsResponseSchema, ...errors },
      },
    },
    async (req) => service.openReports(req.query.page),
  );

  app.post(
    PATHS.verify,
    {
      ...staff,
      schema: {
        params: adminCompanyParamsSchema,
        body: verifyReportsRequestSchema,
        response: { 200: adminCompanyMutationResponseSchema, ...errors },
      },
    },
    async (req) => service.verify(currentUser(req), req.params.cnpj, req.body.note),
  );
};
