import { Anchor, Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@prospecta/contracts/notifications-api';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useDownloadExportFile } from '@/features/exports/api/download-export-file';
import {
  labelRepeatsTitle,
  linkTarget,
  notificationView,
  timeAgo,
} from '@/features/notifications/lib/notification-view';
import { showToast } from '@/lib/notify';

type Props = { notification: Notification; onOpen: () => void; onNavigate: () => void };

/** One notification: its type, title, message and when; unread ones stand out; opening marks it read. */
export function NotificationItem({ notification: n, onOpen, onNavigate }: Props) {
  const view = notificationView(n);
  const listId = typeof n.data.listId === 'string' ? n.data.listId : null;
  const eventId = typeof n.data.eventId === 'string' ? n.data.eventId : null;
  // A finished spreadsheet can be downloaded again from here (until its retention ends: then the refusal shows).
  const isFile = n.data.service === 'csv' || n.data.service === 'excel';
  const download = useDownloadExportFile();
  const here = useLocation();
  return (
    // An article, not a button: its links and the download are controls of their own. A click anywhere marks
    // it read; from the keyboard, its title does.
    <Box
      component="article"
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
        {/* The type's label only when the title does not already say it ("Exportação concluída" twice). */}
        {labelRepeatsTitle(view.label, n.title) ? null : (
          <Badge size="xs" color={view.color} variant="light">
            {view.label}
          </Badge>
        )}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {/* No handler of its own: its click (Enter, Space) reaches the article, which marks it read once. */}
          <UnstyledButton aria-label={n.read ? n.title : `${n.title} (não lida)`}>
            <Text fw={n.read ? 500 : 700} fz="sm">
              {n.title}
            </Text>
          </UnstyledButton>
          <Text c="dimmed" fz="xs" style={{ flexShrink: 0 }}>
            {timeAgo(n.created_at, new Date())}
          </Text>
        </Group>
        <Text fz="sm" c="dark.4" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
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
          {isFile && view.kind === 'success' && listId && eventId ? (
            <Anchor
              component="button"
              type="button"
              fz="sm"
              fw={600}
              // The click reaches the article too, which marks the notification read.
              onClick={() => {
                download.mutate(
                  { listId, eventId },
                  { onError: (e) => showToast({ color: 'red', message: e.message }) },
                );
              }}
            >
              {download.isPending ? 'Baixando…' : 'Baixar planilha'}
            </Anchor>
          ) : null}
          {/* An export that did not go through whole: its details (each failure and why) in the list's dialog. */}
          {listId &&
          eventId &&
          n.type.startsWith('export_') &&
          (view.kind === 'partial' || view.kind === 'error') ? (
            <Anchor
              component={Link}
              to={`${paths.infoset.getHref(listId)}?exportacao=${encodeURIComponent(eventId)}`}
              fz="sm"
              fw={600}
              onClick={onNavigate}
            >
              Ver detalhes
            </Anchor>
          ) : null}
          {view.link ? (
            <Anchor component={Link} to={linkTarget(view.link.href, here)} fz="sm" onClick={onNavigate}>
              {view.link.label}
            </Anchor>
          ) : null}
          {listId ? (
            <Anchor
              component={Link}
              to={paths.infoset.getHref(listId) + (view.listTab ? `?aba=${view.listTab}` : '')}
              fz="sm"
              onClick={onNavigate}
            >
              {view.listTab === 'validacao' ? 'Ver validação' : 'Ver lista'}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Box>
  );
}
