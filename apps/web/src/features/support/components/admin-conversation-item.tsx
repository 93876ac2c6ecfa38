import { Badge, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  type AdminSupportConversationSummary,
  SUPPORT_STATUS_LABELS,
} from '@prospecta/contracts/support-api';
import { Link } from 'react-router';
import { messageTime } from '@/features/support/lib/message-time';

type Props = { conversation: AdminSupportConversationSummary; search: string; selected: boolean; now: Date };

/**
 * One conversation of the staff's list: who, which account, the last message, when, its unread count and
 * "Aguardando resposta" while the user's message is the last one.
 */
export function AdminConversationItem({ conversation: c, search, selected, now }: Props) {
  const last = c.last_message;
  const lastBy = last.author_kind === 'staff' ? `${last.author_name} (Prospecta): ` : '';
  return (
    <UnstyledButton
      component={Link}
      to={{ search }}
      aria-current={selected ? 'true' : undefined}
      data-testid="support-conversation-item"
      data-unread={c.unread}
      data-awaiting={c.awaiting_reply}
      p="sm"
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid var(--mantine-color-${selected ? 'brand-6' : 'gray-3'})`,
        background: selected ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-white)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Box style={{ minWidth: 0 }}>
          <Text fz="sm" fw={c.unread > 0 ? 700 : 600} truncate>
            {c.user.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {c.account.name}
            {c.cs ? ` · CS: ${c.cs.name}` : ''}
          </Text>
        </Box>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {c.awaiting_reply ? (
            <Badge size="sm" color="orange" variant="light">
              Aguardando resposta
            </Badge>
          ) : null}
          {c.unread > 0 ? (
            <Badge size="sm" color="red" variant="filled">
              {c.unread}
              <VisuallyHidden>{c.unread === 1 ? ' não lida' : ' não lidas'}</VisuallyHidden>
            </Badge>
          ) : null}
          {c.status === 'closed' ? (
            <Badge size="sm" color="gray" variant="light">
              {SUPPORT_STATUS_LABELS.closed}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Text fz="sm" c="dark.4" lineClamp={2} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {lastBy}
        {last.body}
      </Text>
      <Text fz="xs" c="dimmed" mt={2}>
        <time dateTime={last.created_at}>{messageTime(last.created_at, now)}</time>
      </Text>
    </UnstyledButton>
  );
}
