import type { NotificationsPage } from '@prospecta/contracts/notifications-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** New export outcomes show up on the bell without a reload. */
export const NOTIFICATIONS_POLL_MS = 30_000;
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

/** GET /user/:id/notifications?page — 10 a page, newest first, with the unread count. */
export function getNotifications(userId: string, page: number): Promise<NotificationsPage> {
  return api.get<NotificationsPage>(`/user/${encodeURIComponent(userId)}/notifications?page=${page}`);
}

export function notificationsQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: [...notificationsQueryKey(userId), page] as const,
    queryFn: () => getNotifications(userId, page),
    placeholderData: keepPreviousData,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

export function useNotifications(userId: string | null, page: number) {
  return useQuery({ ...notificationsQueryOptions(userId ?? '', page), enabled: userId !== null });
}
