// The support chat (ours; spec core §1's floating chat button): the user's widget — GET conversation, POST
// messages, POST conversation/read — and the staff's panel — GET admin list, GET admin conversation/:id,
// POST its messages, POST its close. Paths in the contracts' SUPPORT_API_PATHS.
import {
  adminSupportConversationSchema,
  adminSupportListQuerySchema,
  adminSupportListResponseSchema,
  SUPPORT_API_PATHS,
  staffReplyBodySchema,
  supportConversationQuerySchema,
  supportConversationResponseSchema,
  supportMessageBodySchema,
  supportMessageResponseSchema,
} from '@prospecta/contracts/support-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import { createSupportService, refuseStaff } from './support.service.ts';
import { createSupportAdminService } from './support-admin.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);
// Any text: a malformed id answers the 404 an unknown one gets (the service checks it), never a 400.
const idParams = z.object({ id: z.string() });
const closeResponseSchema = z.object({ message: z.string() });

/** Staff are refused before the body or the query is read: the widget is not theirs whatever they send. */
async function customersOnly(request: FastifyRequest) {
  refuseStaff(currentUser(request));
}

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSupportService({ db: app.db, config: app.config, mail: app.mail });
  const admin = createSupportAdminService({ db: app.db });
  const customer = { onRequest: [app.authenticate, customersOnly] };
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };

  app.get(
    SUPPORT_API_PATHS.conversation,
    {
      ...customer,
      schema: {
        querystring: supportConversationQuerySchema,
        response: { 200: supportConversationResponseSchema, ...errors },
      },
    },
    async (req) => service.get(currentUser(req), req.query.after),
  );

  app.post(
    SUPPORT_API_PATHS.messages,
    {
      ...customer,
      schema: {
        body: supportMessageBodySchema,
        response: { 201: supportMessageResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.send(currentUser(req), req.body)),
  );

  app.post(
    SUPPORT_API_PATHS.read,
    { ...customer, schema: { response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await service.markRead(currentUser(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    SUPPORT_API_PATHS.adminList,
    {
      ...staff,
      schema: {
        querystring: adminSupportListQuerySchema,
        response: { 200: adminSupportListResponseSchema, ...errors },
      },
    },
    async (req) => admin.list(currentUser(req), req.query),
  );

  app.get(
    SUPPORT_API_PATHS.adminConversation,
    { ...staff, schema: { params: idParams, response: { 200: adminSupportConversationSchema, ...errors } } },
    async (req) => admin.get(req.params.id),
  );

  app.post(
    SUPPORT_API_PATHS.adminReply,
    {
      ...staff,
      schema: {
        params: idParams,
        body: staffReplyBodySchema,
        response: { 201: supportMessageResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.reply(currentUser(req), req.params.id, req.body)),
  );

  app.post(
    SUPPORT_API_PATHS.adminClose,
    { ...staff, schema: { params: idParams, response: { 200: closeResponseSchema, ...errors } } },
    async (req) => admin.close(currentUser(req), req.params.id),
  );
};
