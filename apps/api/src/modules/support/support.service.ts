// The user's side of the support chat: read the conversation (all of it, or what came since a message), write
// (the conversation made on the first message, opened again when closed, held to a rate, staff e-mailed at most
// once in a quiet window), and say staff's answers were read. Staff have the admin panel instead: 403.
import {
  SUPPORT_EMAIL_QUIET_MINUTES,
  SUPPORT_MESSAGES,
  SUPPORT_RATE_LIMIT,
  SUPPORT_RATE_WINDOW_MINUTES,
  SUPPORT_THREAD_LIMIT,
  type SupportConversationResponse,
  type supportMessageBodySchema,
  type supportMessageResponseSchema,
} from '@prospecta/contracts/support-api';
import type { z } from 'zod';
import type { AppConfig } from '@/config.ts';
import type { Db, Executor } from '@/db/client.ts';
import type { SupportConversationRow } from '@/db/schema/support.ts';
import { forbidden, HttpError } from '@/lib/http-error.ts';
import { hasStaffRole } from '@/lib/staff.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { supportMessageMail } from './support.mail.ts';
import { SUPPORT_REPLY_TYPE } from './support.notifications.ts';
import * as repo from './support.repository.ts';
import { toSupportMessage } from './support-view.ts';

type Deps = { db: Db; config: AppConfig; mail: MailService };
type MessageBody = z.output<typeof supportMessageBodySchema>;
type MessageResponse = z.output<typeof supportMessageResponseSchema>;

const M = SUPPORT_MESSAGES;

/** Staff answer in the admin panel; the widget is the customers'. */
export function refuseStaff(user: Pick<AuthUser, 'role'>): void {
  if (hasStaffRole(user)) throw forbidden(M.staffNoWidget);
}

/** Where staff open a conversation in the admin area (the web's "Suporte" panel). */
export const adminConversationLink = (appUrl: string, id: string) => `${appUrl}/admin/suporte?conversa=${id}`;

/**
 * Staff's answers read, and the bell's notification of them with them: the next answer rings again (a bell left
 * unread after the widget showed the answers would keep every later answer silent).
 */
async function readAnswers(db: Executor, userId: string, conversationId: string) {
  await repo.markRead(db, conversationId, 'staff');
  await repo.markNotificationsRead(db, userId, SUPPORT_REPLY_TYPE);
}

export function createSupportService({ db, config, mail }: Deps) {
  async function emailStaff(user: AuthUser, conversation: SupportConversationRow, body: MessageBody) {
    if (!(await repo.claimEmail(db, conversation.id, SUPPORT_EMAIL_QUIET_MINUTES))) return;
    const found = await repo.findAccountAndSuccess(db, conversation.accountId);
    await mail.send({
      accountId: conversation.accountId,
      to: found?.cs?.email ?? config.supportEmail,
      ...supportMessageMail({
        recipientName: found?.cs?.name ?? null,
        user: { name: user.name, email: user.email },
        account: found?.account ?? '',
        page: body.page ?? null,
        body: body.body,
        link: adminConversationLink(config.appUrl, conversation.id),
      }),
    });
  }

  return {
    /** The newest messages, or those after `after` (a message of the caller's own conversation). */
    async get(user: AuthUser, after?: string): Promise<SupportConversationResponse> {
      refuseStaff(user);
      const conversation = await repo.findConversationOfUser(db, user.id);
      if (!conversation) {
        if (after) throw new HttpError(400, M.invalidAfter);
        return { id: null, status: null, messages: [], unread: 0 };
      }
      let messages: repo.MessageWithAuthor[];
      if (after) {
        const from = await repo.findMessageIn(db, conversation.id, after);
        if (!from) throw new HttpError(400, M.invalidAfter);
        messages = await repo.messagesAfter(db, from, SUPPORT_THREAD_LIMIT);
      } else {
        messages = await repo.latestMessages(db, conversation.id, SUPPORT_THREAD_LIMIT);
      }
      const unread = await repo.countUnread(db, [conversation.id], 'staff');
      return {
        id: conversation.id,
        status: conversation.status,
        messages: messages.map(toSupportMessage),
        unread: unread.get(conversation.id) ?? 0,
      };
    },

    async send(user: AuthUser, body: MessageBody): Promise<MessageResponse> {
      refuseStaff(user);
      const { conversation, message } = await db.transaction(async (tx) => {
        // Locks the conversation: the rate count and the write below are one at a time per user.
        const conversation = await repo.openConversationFor(tx, user.id, user.accountId);
        const recent = await repo.countRecentCustomerMessages(
          tx,
          conversation.id,
          SUPPORT_RATE_WINDOW_MINUTES,
        );
        if (recent >= SUPPORT_RATE_LIMIT) throw new HttpError(429, M.rateLimited);
        const message = await repo.insertMessage(tx, {
          conversationId: conversation.id,
          authorKind: 'customer',
          authorUserId: user.id,
          body: body.body,
          page: body.page ?? null,
        });
        // The user wrote with staff's answers on screen.
        await readAnswers(tx, user.id, conversation.id);
        return { conversation, message };
      });
      await emailStaff(user, conversation, body);
      return {
        message: toSupportMessage({ ...message, authorName: user.name }),
        conversation_id: conversation.id,
      };
    },

    /** The user read staff's answers (nothing to do without a conversation). */
    async markRead(user: AuthUser): Promise<void> {
      refuseStaff(user);
      const conversation = await repo.findConversationOfUser(db, user.id);
      if (conversation) await readAnswers(db, user.id, conversation.id);
    },
  };
}
