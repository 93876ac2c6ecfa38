// What the user reads in the bell when staff answer: one notification at a time, however many answers (the
// widget shows them all).
import type { NotifyInput } from '@/modules/notifications/notifications.service.ts';

export const SUPPORT_REPLY_TYPE = 'support_reply';

export const supportReplyNotification = (input: {
  userId: string;
  accountId: string;
  conversationId: string;
}): NotifyInput => ({
  userId: input.userId,
  accountId: input.accountId,
  type: SUPPORT_REPLY_TYPE,
  title: 'Resposta do suporte',
  message: 'A equipe do Prospecta respondeu sua mensagem de suporte.',
  data: { conversationId: input.conversationId },
});
