// GET /api/user/:id/notifications?page, POST /api/user/:id/notifications/:notificationId (mark read) and
// POST /api/user/:id/notifications/read_all (ours: mark every one read). Only the user's own: another user's
// id, or a notification of someone else, is 404. GET /api/user/all_notifications_backlog: staff only.
import {
  NOTIFICATIONS_API_PATHS,
  notificationParamsSchema,
  notificationSchema,
  notificationsBacklogQuerystringSchema,
  notificationsBacklogSchema,
  notificationsPageSchema,
  notificationsParamsSchema,
  notificationsQuerystringSchema,
  notificationsReadAllSchema,
} from '@prospecta/contracts/notifications-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { notFound } from '@/lib/http-error.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsBacklog,
  notificationsPage,
} from './notifications.service.ts';

const errors = errorResponses(400, 401, 404);
const staffErrors = errorResponses(400, 401, 403);

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const ownId = (userId: string, id: string) => {
    if (userId !== id) throw notFound();
    return userId;
  };

  app.get(
    NOTIFICATIONS_API_PATHS.list,
    {
      ...auth,
      schema: {
        params: notificationsParamsSchema,
        querystring: notificationsQuerystringSchema,
        response: { 200: notificationsPageSchema, ...errors },
      },
    },
    async (req) => notificationsPage(app.db, ownId(currentUser(req).id, req.params.id), req.query.page),
  );

  app.post(
    NOTIFICATIONS_API_PATHS.markRead,
    {
      ...auth,
      schema: { params: notificationParamsSchema, response: { 200: notificationSchema, ...errors } },
    },
    async (req) =>
      markNotificationRead(app.db, ownId(currentUser(req).id, req.params.id), req.params.notificationId),
  );

  // A static path: the router takes it before `:notificationId`.
  app.post(
    NOTIFICATIONS_API_PATHS.readAll,
    {
      ...auth,
      schema: { params: notificationsParamsSchema, response: { 200: notificationsReadAllSchema, ...errors } },
    },
    async (req) => markAllNotificationsRead(app.db, ownId(currentUser(req).id, req.params.id)),
  );

  app.get(
    NOTIFICATIONS_API_PATHS.backlog,
    {
      onRequest: [app.authenticate, requireRoles('admin', 'customer_success')],
      schema: {
        querystring: notificationsBacklogQuerystringSchema,
        response: { 200: notificationsBacklogSchema, ...staffErrors },
      },
    },
    async (req) => notificationsBacklog(app.db, req.query.page),
  );
};
