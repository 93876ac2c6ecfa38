import type { NotificationsPage } from '@prospecta/contracts/notifications-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import { api } from '@/lib/api-client';

/** POST /user/:id/notifications/read_all (ours) — every notification of the user marked read. */
export function markAllNotificationsRead(userId: string): Promise<{ marked: number; unread: number }> {
  return api.post(`/user/${encodeURIComponent(userId)}/notifications/read_all`);
}

/** Read at once on every cached page (no unread left), then confirmed by the server; undone if it refuses. */
export function useMarkAllNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(userId);
  return useMutation({
    mutationFn: () => markAllNotificationsRead(userId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueriesData<NotificationsPage>({ queryKey: key });
      queryClient.setQueriesData<NotificationsPage>({ queryKey: key }, (page) =>
        page
          ? { ...page, unread: 0, notifications: page.notifications.map((n) => ({ ...n, read: true })) }
          : page,
      );
      return snapshot;
    },
    onError: (_error, _input, snapshot) => {
      for (const [k, page] of snapshot ?? []) queryClient.setQueryData(k, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
