import { Anchor, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_STATUS_LABELS } from '@prospecta/contracts/support-api';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import {
  useAdminSupportConversation,
  useCloseSupportConversation,
  useReplySupport,
} from '@/features/support/api/admin-conversations';
import { CloseConversationModal } from '@/features/support/components/close-conversation-modal';
import { SupportComposer } from '@/features/support/components/support-composer';
import { SupportThread } from '@/features/support/components/support-thread';
import { bodyProblem, replyKeySends } from '@/features/support/lib/compose';
import { failureMessage, isMissing } from '@/lib/api-errors';
import { showToast } from '@/lib/notify';

type Props = {
  id: string;
  /** The address that opens the conversation's account in its drawer (over the panel). */
  accountSearch: (accountId: string) => string;
  onDismiss: () => void;
};

/**
 * One conversation beside the staff's list: who wrote and from which account (a link to its drawer), the
 * messages with the screen each was written from, the reply box (Ctrl+Enter or "Responder" sends) and
 * "Encerrar conversa" after a confirmation. Read again every `SUPPORT_POLL_OPEN_MS` while open.
 */
export function AdminConversationView({ id, accountSearch, onDismiss }: Props) {
  const conversation = useAdminSupportConversation(id);
  const reply = useReplySupport(id);
  const closeConversation = useCloseSupportConversation(id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const sending = useRef(false);
  const data = conversation.data;
  const section = useRef<HTMLElement>(null);
  const replyBox = useRef<HTMLTextAreaElement>(null);

  // Opened (a click in the list, the e-mail's link): the keyboard goes to the reply box, and the window shows
  // the conversation's end, the newest message (the thread scrolls itself to it) above the box, at 1280x720 too.
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    replyBox.current?.focus({ preventScroll: true });
    const box = section.current?.getBoundingClientRect();
    if (box && box.bottom > window.innerHeight) section.current?.scrollIntoView({ block: 'end' });
  }, [loaded]);

  const send = () => {
    if (sending.current) return;
    const problem = bodyProblem(text);
    if (problem) return setError(problem);
    sending.current = true;
    setError(null);
    reply.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (failure) =>
        setError(failureMessage(failure, 'Não foi possível enviar a resposta. Tente de novo.')),
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  const confirmClose = () =>
    closeConversation.mutate(undefined, {
      onSuccess: (answer) => {
        showToast({ color: 'green', message: answer.message });
        setAsking(false);
      },
      onError: (failure) => {
        showToast({ color: 'red', message: failureMessage(failure) ?? 'Não foi possível encerrar.' });
        setAsking(false);
      },
    });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      ref={section}
      aria-labelledby="suporte-conversa-titulo"
      data-testid="support-admin-conversation"
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}
    >
      {!data && conversation.isError ? (
        <Stack>
          <Title order={3} fz="lg" id="suporte-conversa-titulo">
            Conversa
          </Title>
          {isMissing(conversation.error) ? (
            <Text>Conversa não encontrada.</Text>
          ) : (
            <RetryAlert
              title="Não foi possível carregar a conversa"
              error={conversation.error}
              onRetry={() => void conversation.refetch()}
              retrying={conversation.isFetching}
            />
          )}
          <Button variant="default" onClick={onDismiss} w="fit-content">
            Voltar à lista
          </Button>
        </Stack>
      ) : !data ? (
        <Center style={{ flex: 1 }} role="status" aria-label="Carregando a conversa">
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Box style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Title order={3} fz="lg" id="suporte-conversa-titulo">
                  {data.user.name}
                </Title>
                <Badge color={data.status === 'open' ? 'green' : 'gray'} variant="light">
                  {SUPPORT_STATUS_LABELS[data.status]}
                </Badge>
              </Group>
              <Text fz="sm">
                <Anchor href={`mailto:${data.user.email}`} fz="sm">
                  {data.user.email}
                </Anchor>
                {' · '}
                <Anchor component={Link} to={{ search: accountSearch(data.account.id) }} fz="sm">
                  {data.account.name}
                </Anchor>
              </Text>
              <Text fz="xs" c="dimmed">
                {data.cs ? `CS da conta: ${data.cs.name}` : 'Conta sem CS'}
              </Text>
            </Box>
            <Group gap="xs" wrap="nowrap">
              {data.status === 'open' ? (
                <Button size="xs" variant="light" color="red" onClick={() => setAsking(true)}>
                  Encerrar conversa
                </Button>
              ) : null}
              <Button size="xs" variant="default" onClick={onDismiss}>
                Fechar
              </Button>
            </Group>
          </Group>
          {/* As tall as the messages need, up to what leaves its head and the reply box in the window. */}
          <Box
            mih={160}
            mah="clamp(160px, calc(100vh - 400px), 640px)"
            style={{
              display: 'flex',
              flexDirection: 'column',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <SupportThread messages={data.messages} viewer="staff" showPage label="Mensagens da conversa" />
          </Box>
          {data.status === 'closed' ? (
            <Text fz="xs" c="dimmed">
              Encerrada: uma resposta sua ou uma nova mensagem da pessoa abre a conversa de novo.
            </Text>
          ) : null}
          <SupportComposer
            textareaRef={replyBox}
            label="Sua resposta"
            description={`${data.user.name.split(' ')[0]} vê a resposta no chat e um aviso no sino. Ctrl+Enter envia.`}
            value={text}
            onChange={(value) => {
              setText(value);
              if (error) setError(null);
            }}
            keySends={replyKeySends}
            onSend={send}
            sending={reply.isPending}
            error={error}
            buttonLabel="Responder"
            minRows={3}
          />
          <CloseConversationModal
            userName={asking ? data.user.name : null}
            pending={closeConversation.isPending}
            onClose={() => setAsking(false)}
            onConfirm={confirmClose}
          />
        </>
      )}
    </Paper>
  );
}
