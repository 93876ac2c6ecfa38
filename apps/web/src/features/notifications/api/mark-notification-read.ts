import type { Notification, NotificationsPage } from '@prospecta/contracts/notifications-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import { api } from '@/lib/api-client';

/** POST /user/:id/notifications/:notificationId — marks one notification as read. */
export function markNotificationRead(input: { userId: string; id: string }): Promise<Notification> {
  return api.post<Notification>(
    `/user/${encodeURIComponent(input.userId)}/notifications/${encodeURIComponent(input.id)}`,
  );
}

/** Read at once on every cached page (and one fewer unread), then confirmed by the server. */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(userId);
  return useMutation({
    mutationFn: (id: string) => markNotificationRead({ userId, id }),
    onMutate: (id) => {
      queryClient.setQueriesData<NotificationsPage>({ queryKey: key }, (page) => {
        if (!page?.notifications.some((n) => n._id === id && !n.read)) return page;
        return {
          ...page,
          unread: Math.max(0, page.unread - 1),
          notifications: page.notifications.map((n) => (n._id === id ? { ...n, read: true } : n)),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
