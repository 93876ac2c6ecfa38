import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@prospecta/contracts/notifications-api';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notificationView, timeAgo } from '@/features/notifications/lib/notification-view';

type Props = { notification: Notification; onOpen: () => void; onNavigate: () => void };

/** One notification: its type, title, message and when; unread ones stand out; opening marks it read. */
export function NotificationItem({ notification: n, onOpen, onNavigate }: Props) {
  const view = notificationView(n);
  const listId = typeof n.data.listId === 'string' ? n.data.listId : null;
  return (
    <UnstyledButton
      onClick={onOpen}
      data-testid="notification-item"
      data-read={n.read}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: n.read ? undefined : 'var(--mantine-color-brand-0)',
        borderLeft: `3px solid var(--mantine-color-${view.color}-6)`,
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Badge size="xs" color={view.color} variant="light">
            {view.label}
          </Badge>
          <Text c="dimmed" fz="xs">
            {timeAgo(n.created_at, new Date())}
          </Text>
        </Group>
        <Text fw={n.read ? 500 : 700} fz="sm">
          {n.title}
        </Text>
        <Text fz="sm" c="dark.4" style={{ whiteSpace: 'pre-line' }}>
          {n.message}
        </Text>
        <Group gap="md">
          {view.reconnect ? (
            <Anchor
              component={Link}
              to={paths.user.apiTokenExport.getHref()}
              fz="sm"
              fw={600}
              onClick={onNavigate}
            >
              Reconectar
            </Anchor>
          ) : null}
          {listId ? (
            <Anchor component={Link} to={paths.infoset.getHref(listId)} fz="sm" onClick={onNavigate}>
              Ver lista
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
