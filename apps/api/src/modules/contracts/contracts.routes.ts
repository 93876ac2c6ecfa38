// The plan's contract (spec commerce §7.5 `PUT account_plan/update_signed_contract/{id}`, and ours: GET
// contract/:id, GET contracts) and the client handoff (GET/PUT account/handoff; staff: GET
// admin/account/:id/handoff). Paths in the contracts' CONTRACT_API_PATHS.
import {
  adminHandoffResponseSchema,
  CONTRACT_API_PATHS,
  contractListResponseSchema,
  contractViewSchema,
  handoffBodySchema,
  handoffResponseSchema,
  saveHandoffResponseSchema,
  signContractBodySchema,
  signContractResponseSchema,
} from '@prospecta/contracts/contract-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createContractsService } from './contracts.service.ts';
import { createHandoffService } from './handoff.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);
// Any text: a malformed id answers the 404 an unknown one gets (the services check it), never a 400.
const idParams = z.object({ id: z.string() });

export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, mail: app.mail };
  const contracts = createContractsService(deps);
  const handoff = createHandoffService(deps);
  const auth = { onRequest: app.authenticate };

  app.get(
    CONTRACT_API_PATHS.view,
    { ...auth, schema: { params: idParams, response: { 200: contractViewSchema, ...errors } } },
    async (req) => contracts.get(currentUser(req), req.params.id),
  );

  app.put(
    CONTRACT_API_PATHS.sign,
    {
      ...auth,
      schema: {
        params: idParams,
        body: signContractBodySchema,
        response: { 200: signContractResponseSchema, ...errors },
      },
    },
    async (req) =>
      contracts.sign(currentUser(req), req.params.id, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      }),
  );

  app.get(
    CONTRACT_API_PATHS.list,
    { ...auth, schema: { response: { 200: contractListResponseSchema, ...errors } } },
    async (req) => contracts.list(currentUser(req)),
  );

  app.get(
    CONTRACT_API_PATHS.handoff,
    { ...auth, schema: { response: { 200: handoffResponseSchema, ...errors } } },
    async (req) => handoff.get(currentUser(req)),
  );

  app.put(
    CONTRACT_API_PATHS.handoff,
    {
      ...auth,
      schema: { body: handoffBodySchema, response: { 200: saveHandoffResponseSchema, ...errors } },
    },
    async (req) => handoff.save(currentUser(req), req.body),
  );

  app.get(
    CONTRACT_API_PATHS.adminHandoff,
    {
      onRequest: [app.authenticate, requireRoles('admin', 'customer_success')],
      schema: { params: idParams, response: { 200: adminHandoffResponseSchema, ...errors } },
    },
    async (req) => handoff.forStaff(req.params.id),
  );
};
