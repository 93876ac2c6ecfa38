import {
  ActionIcon,
  Button,
  Center,
  Drawer,
  Group,
  Indicator,
  Loader,
  Pagination,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { badgeCount } from '@/features/notifications/lib/notification-view';

/**
 * The header's bell with the unread count; it opens the notifications, 10 a page. Opening one marks it read
 * (the spec's call, one at a time); "Marcar todas como lidas" marks them all (ours).
 */
export function NotificationsBell({ userId }: { userId: string | null }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [page, setPage] = useState(1);
  const list = useNotifications(userId, page);
  const markRead = useMarkNotificationRead(userId ?? '');
  const markAll = useMarkAllNotificationsRead(userId ?? '');
  const unread = list.data?.unread ?? 0;
  const label =
    unread > 0 ? `Notificações (${unread} ${unread === 1 ? 'não lida' : 'não lidas'})` : 'Notificações';
  return (
    <>
      <Tooltip label={label}>
        <Indicator
          label={badgeCount(unread)}
          size={18}
          color="red"
          disabled={unread === 0}
          offset={4}
          data-testid="notifications-unread"
        >
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} onClick={open}>
            <IconBell size={22} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="md"
        title="Notificações"
        styles={{ title: { fontWeight: 700 } }}
      >
        {!list.data && list.isError ? (
          <RetryAlert
            title="Não foi possível carregar as notificações"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : !list.data ? (
          <Center h={160}>
            <Loader />
          </Center>
        ) : list.data.notifications.length === 0 ? (
          <Stack align="center" gap="xs" py="xl" c="dimmed">
            <IconBellOff size={36} stroke={1.5} />
            <Text c="dimmed">Nenhuma notificação por aqui.</Text>
          </Stack>
        ) : (
          <Stack gap="xs" data-testid="notifications-list">
            <Group justify="space-between">
              <Text fz="sm" c="dimmed" data-testid="notifications-unread-text">
                {unread === 0
                  ? 'Todas lidas.'
                  : unread === 1
                    ? '1 não lida: abra-a para marcá-la como lida.'
                    : `${unread.toLocaleString('pt-BR')} não lidas: abra uma para marcá-la como lida.`}
              </Text>
              {unread > 0 ? (
                <Button size="compact-sm" variant="subtle" onClick={() => markAll.mutate()}>
                  Marcar todas como lidas
                </Button>
              ) : null}
            </Group>
            {list.data.notifications.map((n) => (
              <NotificationItem
                key={n._id}
                notification={n}
                onOpen={() => (n.read ? undefined : markRead.mutate(n._id))}
                onNavigate={close}
              />
            ))}
            {list.data.total_pages > 1 ? (
              <Center mt="sm">
                <Pagination size="sm" total={list.data.total_pages} value={page} onChange={setPage} />
              </Center>
            ) : null}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
