// Notifications: other modules `notify(db, …)` (e.g. the export job on its outcome); users page and mark read.
import {
  NOTIFICATIONS_BACKLOG_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationsBacklog,
  type NotificationsPage,
  type NotificationType,
} from '@prospecta/contracts/notifications-api';
import type { Executor } from '@/db/client.ts';
import type { NotificationRow } from '@/db/schema/notifications.ts';
import { notFound } from '@/lib/http-error.ts';
import * as repo from './notifications.repository.ts';

export type NotifyInput = {
  userId: string;
  accountId: string;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
};

export const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  user_id: row.userId,
  account_id: row.accountId,
  created_at: row.createdAt.toISOString(),
  read: row.read,
  type: row.type,
  title: row.title,
  message: row.message,
  data: row.data,
});

export async function notify(db: Executor, input: NotifyInput): Promise<Notification> {
  return toNotification(await repo.insertNotification(db, { ...input, data: input.data ?? {} }));
}

export async function notificationsPage(
  db: Executor,
  userId: string,
  page: number,
): Promise<NotificationsPage> {
  const [rows, counts] = await Promise.all([
    repo.pageOf(db, userId, NOTIFICATIONS_PAGE_SIZE, (page - 1) * NOTIFICATIONS_PAGE_SIZE),
    repo.countsOf(db, userId),
  ]);
  return {
    notifications: rows.map(toNotification),
    page,
    total: counts.total,
    total_pages: Math.ceil(counts.total / NOTIFICATIONS_PAGE_SIZE),
    unread: counts.unread,
  };
}

/** The staff's backlog: every user's unread notifications, `NOTIFICATIONS_BACKLOG_PAGE_SIZE` a page. */
export async function notificationsBacklog(db: Executor, page: number): Promise<NotificationsBacklog> {
  const size = NOTIFICATIONS_BACKLOG_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    repo.backlogOf(db, size, (page - 1) * size),
    repo.backlogCount(db),
  ]);
  return {
    notifications: rows.map((row) => ({
      ...toNotification(row.notification),
      user_name: row.userName,
      user_email: row.userEmail,
      account_name: row.accountName,
    })),
    page,
    total,
    total_pages: Math.ceil(total / size),
  };
}

export async function markNotificationRead(db: Executor, userId: string, id: string): Promise<Notification> {
  const row = await repo.markRead(db, userId, id);
  if (!row) throw notFound();
  return toNotification(row);
}

/** "Marcar todas como lidas" (ours: the spec marks one at a time). */
export async function markAllNotificationsRead(db: Executor, userId: string) {
  return { marked: await repo.markAllRead(db, userId), unread: 0 };
}
