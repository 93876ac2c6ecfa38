// Notifications (spec exports §3 Notification, §7.2): paged 10 a page, newest first, marked read one by one
// (the spec's call) or all at once (ours, "Marcar todas como lidas").
import { z } from 'zod';

export const NOTIFICATIONS_API_PATHS = {
  list: '/api/user/:id/notifications',
  markRead: '/api/user/:id/notifications/:notificationId',
  readAll: '/api/user/:id/notifications/read_all',
  /** Staff: every user's notifications not read yet (the spec's "Admin: shape not shown"). */
  backlog: '/api/user/all_notifications_backlog',
} as const;

export const NOTIFICATIONS_PAGE_SIZE = 10;

/**
 * Export outcomes, the end of a list's phone or e-mail validation (ours: `data.kind` is `phones` or
 * `emails`, `data.listId` the list), a list shared with the user (ours: `data.listId`) and a company the user
 * reported corrected by staff, or checked and found right (ours: `data.cnpj`, `data.listId` when reported from a
 * list); other features may add their own types.
 */
export const NOTIFICATION_TYPES = [
  'export_success',
  'export_partial_success',
  'export_token_error',
  'export_error',
  'validation_success',
  'validation_error',
  'list_shared',
  'company_corrected',
  'company_checked',
  // "Indique e ganhe" (ours): someone registered through the user's link, and staff's decision on it
  // (`data.registerId`).
  'referral_registered',
  'referral_converted',
  'referral_declined',
  // The support chat (ours): staff answered the user's conversation (`data.conversationId`); one unread at a
  // time, however many answers.
  'support_reply',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number] | (string & {});

export const notificationSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  account_id: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsParamsSchema = z.object({ id: z.uuid({ error: 'Usuário inválido' }) });
export const notificationParamsSchema = z.object({
  id: z.uuid({ error: 'Usuário inválido' }),
  notificationId: z.uuid({ error: 'Notificação inválida' }),
});
export const notificationsQuerystringSchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(100_000)
    .default(1),
});
/** GET /api/user/all_notifications_backlog: 20 a page. */
export const NOTIFICATIONS_BACKLOG_PAGE_SIZE = 20;
export const notificationsBacklogQuerystringSchema = notificationsQuerystringSchema;
/**
 * The backlog (staff): the notifications no user has read yet, newest first, each with whom it waits for —
 * an export that failed or a list shared that nobody opened, seen across the customers.
 */
export const notificationsBacklogSchema = z.object({
  notifications: z.array(
    notificationSchema.extend({ user_name: z.string(), user_email: z.string(), account_name: z.string() }),
  ),
  page: z.number(),
  total: z.number(),
  total_pages: z.number(),
});
export type NotificationsBacklog = z.infer<typeof notificationsBacklogSchema>;

/** POST /api/user/:id/notifications/read_all (ours): every notification of the user marked read at once. */
export const notificationsReadAllSchema = z.object({ marked: z.number(), unread: z.number() });

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  page: z.number(),
  total: z.number(),
  total_pages: z.number(),
  unread: z.number(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
