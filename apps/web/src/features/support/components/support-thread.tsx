import { Box, Stack, Text } from '@mantine/core';
import type { SupportAuthorKind, SupportMessage } from '@prospecta/contracts/support-api';
import { useEffect, useRef } from 'react';
import { messageTime } from '@/features/support/lib/message-time';
import { pageLine } from '@/features/support/lib/page-label';

type Props = {
  messages: readonly SupportMessage[];
  /** Whose messages are "mine" (on the right): the user's in the widget, staff's in the admin panel. */
  viewer: SupportAuthorKind;
  /** The admin panel shows the screen each message of the user was written from ("Escrita na tela Busca"). */
  showPage?: boolean;
  /** The scroll box's name for screen readers ("Mensagens da conversa"). */
  label: string;
};

function authorLine(message: SupportMessage, viewer: SupportAuthorKind): string {
  if (message.author_kind === 'staff') return `${message.author_name} · Prospecta`;
  return viewer === 'customer' ? 'Você' : message.author_name;
}

/**
 * A conversation's messages, oldest first: the viewer's own on the right, the other side's on the left, each
 * with who wrote it and when ("hoje 14:32"); the box scrolls to the newest whenever one comes.
 */
export function SupportThread({ messages, viewer, showPage = false, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    if (newest === undefined) return;
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);
  const now = new Date();
  return (
    // Focusable so its messages scroll from the keyboard too (WCAG 2.1.1).
    <Box
      ref={box}
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{ overflowY: 'auto', flex: 1, minHeight: 0 }}
      px="sm"
      py="xs"
      data-testid="support-thread"
    >
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {messages.map((message) => {
          const mine = message.author_kind === viewer;
          return (
            <Box
              component="li"
              key={message.id}
              data-testid="support-message"
              data-author={message.author_kind}
              style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
            >
              <Text fz="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                {authorLine(message, viewer)} ·{' '}
                <time dateTime={message.created_at}>{messageTime(message.created_at, now)}</time>
              </Text>
              <Box
                px="sm"
                py={6}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  background: mine ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-1)',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                <Text fz="sm">{message.body}</Text>
              </Box>
              {showPage && message.page ? (
                // The screen in words; its address (a list's or a search's id) on hover.
                <Text
                  fz="xs"
                  c="dimmed"
                  ta={mine ? 'right' : 'left'}
                  title={message.page}
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="support-message-page"
                >
                  {pageLine(message.page)}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
