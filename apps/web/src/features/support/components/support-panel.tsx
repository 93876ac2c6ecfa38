import {
  Box,
  Center,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { SUPPORT_HOURS_TEXT, type SupportMessage } from '@prospecta/contracts/support-api';
import { useEffect, useRef, useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { useSupportConversation } from '@/features/support/api/get-conversation';
import { useMarkSupportRead } from '@/features/support/api/mark-read';
import type { useSendSupportMessage } from '@/features/support/api/send-message';
import { SupportComposer } from '@/features/support/components/support-composer';
import { SupportThread } from '@/features/support/components/support-thread';
import { bodyProblem, pageOf, widgetKeySends } from '@/features/support/lib/compose';
import { arrivalAnnouncement } from '@/features/support/lib/thread';
import { failureMessage } from '@/lib/api-errors';

export const EMPTY_THREAD_TEXT =
  'Conte o que aconteceu ou o que você precisa: respondemos por aqui e avisamos no sino.';

type Props = {
  id: string;
  pathname: string;
  /** The widget's query of the conversation (polled every `SUPPORT_POLL_OPEN_MS` while open). */
  conversation: ReturnType<typeof useSupportConversation>;
  /** The widget's send: its answer clears the draft even when the panel closed meanwhile. */
  send: ReturnType<typeof useSendSupportMessage>;
  /** The message being typed: kept by the widget, so closing the panel does not lose it. */
  text: string;
  onTextChange: (text: string) => void;
  onClose: () => void;
};

/** Announces politely the staff's messages that arrive while the panel is open (not the thread it opened on). */
function useArrivals(messages: readonly SupportMessage[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!messages) return;
    if (seen.current === null) {
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    const known = seen.current;
    const arrived = messages.filter((m) => !known.has(m.id));
    for (const m of arrived) known.add(m.id);
    if (arrived.length > 0) setAnnouncement(arrivalAnnouncement(arrived));
  }, [messages]);
  return announcement;
}

/**
 * The open widget, beside the page (the page stays usable): "Fale com o Prospecta", when the team answers,
 * the thread (or the invitation to write), and the message box — Enter sends, Shift+Enter breaks the line,
 * one request whatever the presses, the text kept with the server's words when the send fails (and by the widget
 * when the panel closes unsent). It polls while open and marks staff's answers read once they are on screen.
 * Escape closes it.
 */
export function SupportPanel({ id, pathname, conversation, send, text, onTextChange, onClose }: Props) {
  const markRead = useMarkSupportRead();
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const data = conversation.data;
  const announcement = useArrivals(data?.messages);

  // The keyboard goes to the message box on opening.
  useEffect(() => {
    textarea.current?.focus();
  }, []);

  // Staff's answers on screen are read (the badge and the server's count go): once per answer of the server,
  // so a failed post waits for the next poll instead of being sent again at once.
  const unread = data?.unread ?? 0;
  const answeredAt = conversation.dataUpdatedAt;
  const markedAt = useRef(0);
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unread === 0 || markedAt.current === answeredAt) return;
    markedAt.current = answeredAt;
    markAsRead();
  }, [unread, answeredAt, markAsRead]);

  const submit = () => {
    if (sending.current || send.isPending) return;
    const problem = bodyProblem(text);
    if (problem) {
      setError(problem);
      textarea.current?.focus();
      return;
    }
    sending.current = true;
    setError(null);
    send.mutate(
      { body: text.trim(), page: pageOf(pathname) },
      {
        onError: (failure) =>
          setError(failureMessage(failure, 'Não foi possível enviar a mensagem. Tente de novo.')),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Paper
      id={id}
      component="section"
      aria-labelledby={`${id}-titulo`}
      withBorder
      shadow="xl"
      radius="lg"
      pos="fixed"
      // Beside the "Ajuda" tab on the window's edge, level with its foot; under the header, with air.
      right="calc(var(--mantine-spacing-lg) + 8px)"
      bottom={24}
      w={380}
      maw="calc(100vw - 64px)"
      h="min(560px, calc(100vh - 64px - 48px))"
      style={{ zIndex: 190, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      data-testid="support-panel"
      data-support-widget
    >
      <Box px="md" pt="sm" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="md" id={`${id}-titulo`}>
            Fale com o Prospecta
          </Title>
          <CloseButton aria-label="Fechar conversa" onClick={onClose} />
        </Group>
        <Text fz="xs" c="dimmed">
          {SUPPORT_HOURS_TEXT}
        </Text>
      </Box>
      {!data && conversation.isError ? (
        <Box p="sm" style={{ flex: 1 }}>
          <RetryAlert
            title="Não foi possível carregar a conversa"
            error={conversation.error}
            onRetry={() => void conversation.refetch()}
            retrying={conversation.isFetching}
          />
        </Box>
      ) : !data ? (
        <Center style={{ flex: 1 }} role="status" aria-label="Carregando a conversa">
          <Loader size="sm" />
        </Center>
      ) : data.messages.length === 0 ? (
        <Center style={{ flex: 1 }} px="lg">
          <Text c="dimmed" fz="sm" ta="center" data-testid="support-empty">
            {EMPTY_THREAD_TEXT}
          </Text>
        </Center>
      ) : (
        <SupportThread messages={data.messages} viewer="customer" label="Mensagens da conversa" />
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic data-testid="support-announcement">
        {announcement}
      </VisuallyHidden>
      <Stack px="md" pb="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <SupportComposer
          textareaRef={textarea}
          label="Sua mensagem"
          description="Enter envia; Shift+Enter pula uma linha."
          value={text}
          onChange={(value) => {
            onTextChange(value);
            if (error) setError(null);
          }}
          keySends={widgetKeySends}
          onSend={submit}
          sending={send.isPending}
          error={error}
          buttonLabel="Enviar"
        />
      </Stack>
    </Paper>
  );
}
