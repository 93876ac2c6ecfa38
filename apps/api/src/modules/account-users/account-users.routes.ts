// The users of an account (spec: GET user/supervised, POST/PATCH/DELETE /user/sub_user; the restore that
// undoes a deletion is ours).
import {
  ACCOUNT_USER_MESSAGES,
  createSubUserRequestSchema,
  restoreSubUserRequestSchema,
  subUserMutationResponseSchema,
  subUserParamsSchema,
  supervisedResponseSchema,
  updateSubUserRequestSchema,
} from '@prospecta/contracts/account-users-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { createAccountUsersService } from './account-users.service.ts';

const errors = errorResponses(400, 401, 403, 404, 422);

export const accountUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountUsersService({ db: app.db, config: app.config, mail: app.mail });
  const auth = { onRequest: app.authenticate };
  // Changes are the owner's (and staff's): the role is refused before the body is read, so a seller learns
  // nothing from a validation message for an action they may not take.
  const managers = {
    onRequest: [app.authenticate, async (req: FastifyRequest) => service.assertManager(currentUser(req))],
  };

  app.get(
    '/api/user/supervised',
    { ...auth, schema: { response: { 200: supervisedResponseSchema, ...errors } } },
    async (req) => service.list(currentUser(req)),
  );

  app.post(
    '/api/user/sub_user',
    {
      ...managers,
      schema: {
        body: createSubUserRequestSchema,
        response: { 201: subUserMutationResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const user = await service.create(currentUser(req), req.body);
      return reply.code(201).send({ message: ACCOUNT_USER_MESSAGES.created, user });
    },
  );

  app.patch(
    '/api/user/sub_user/:id',
    {
      ...managers,
      schema: {
        params: subUserParamsSchema,
        body: updateSubUserRequestSchema,
        response: { 200: subUserMutationResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await service.update(currentUser(req), req.params.id, req.body);
      // The switch alone says what it did; any other change is the spec's "editado".
      const { active, ...rest } = req.body;
      const onlySwitch = active !== undefined && Object.values(rest).every((v) => v === undefined);
      const switched = active ? ACCOUNT_USER_MESSAGES.switchedOn : ACCOUNT_USER_MESSAGES.switchedOff;
      return { message: onlySwitch ? switched : ACCOUNT_USER_MESSAGES.edited, user };
    },
  );

  app.delete(
    '/api/user/sub_user/:id',
    {
      ...managers,
      schema: { params: subUserParamsSchema, response: { 200: subUserMutationResponseSchema, ...errors } },
    },
    async (req) => {
      await service.remove(currentUser(req), req.params.id);
      return { message: ACCOUNT_USER_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/user/sub_user/:id/restore',
    {
      ...managers,
      schema: {
        params: subUserParamsSchema,
        body: restoreSubUserRequestSchema,
        response: { 200: subUserMutationResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: ACCOUNT_USER_MESSAGES.restored,
      user: await service.restore(currentUser(req), req.params.id, req.body.active),
    }),
  );
};
