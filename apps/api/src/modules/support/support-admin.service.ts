// The staff's side of the support chat (admin, customer_success): the conversations, one with its messages (read
// by staff once opened), an answer (the conversation opened again if closed, the user told in the bell once
// until they read it) and closing.
import {
  type AdminSupportConversation,
  type AdminSupportListResponse,
  type adminSupportListQuerySchema,
  SUPPORT_ADMIN_PAGE_SIZE,
  SUPPORT_MESSAGES,
  SUPPORT_THREAD_LIMIT,
  type staffReplyBodySchema,
  supportIdParamsSchema,
  type supportMessageResponseSchema,
} from '@prospecta/contracts/support-api';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { notFound, unprocessable } from '@/lib/http-error.ts';
import { notify } from '@/modules/notifications/notifications.service.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { SUPPORT_REPLY_TYPE, supportReplyNotification } from './support.notifications.ts';
import * as repo from './support.repository.ts';
import * as adminRepo from './support-admin.repository.ts';
import { toSummaryBase, toSupportMessage } from './support-view.ts';

type ListQuery = z.output<typeof adminSupportListQuerySchema>;
type ReplyBody = z.output<typeof staffReplyBodySchema>;
type MessageResponse = z.output<typeof supportMessageResponseSchema>;

const M = SUPPORT_MESSAGES;
const conversationNotFound = () => notFound(M.conversationNotFound);

/** A malformed id names no conversation: the same 404 as an unknown one. */
function checkedId(id: string): string {
  if (!supportIdParamsSchema.safeParse({ id }).success) throw conversationNotFound();
  return id;
}

export function createSupportAdminService({ db }: { db: Db }) {
  return {
    async list(staff: AuthUser, query: ListQuery): Promise<AdminSupportListResponse> {
      const filter: adminRepo.ConversationFilter = {
        status: query.status,
        csUserId: query.mine ? staff.id : undefined,
        awaiting: query.awaiting,
        text: query.q,
      };
      const offset = (query.page - 1) * SUPPORT_ADMIN_PAGE_SIZE;
      const rows = await adminRepo.listConversations(db, filter, SUPPORT_ADMIN_PAGE_SIZE, offset);
      const ids = rows.map((row) => row.conversation.id);
      const [total, unread, last, unreadTotal] = await Promise.all([
        adminRepo.countConversations(db, filter),
        repo.countUnread(db, ids, 'customer'),
        adminRepo.lastMessages(db, ids),
        adminRepo.unreadTotal(db),
      ]);
      const conversations = rows.flatMap((row) => {
        const message = last.get(row.conversation.id);
        // A conversation is made with its first message, so every one has a last message.
        if (!message) return [];
        return [
          {
            ...toSummaryBase(row, unread.get(row.conversation.id) ?? 0),
            last_message: toSupportMessage(message),
          },
        ];
      });
      return {
        conversations,
        total,
        page: query.page,
        page_size: SUPPORT_ADMIN_PAGE_SIZE,
        unread_total: unreadTotal,
      };
    },

    /** One conversation with its newest messages; the user's messages count as read by staff from now. */
    async get(id: string): Promise<AdminSupportConversation> {
      checkedId(id);
      const row = await adminRepo.findConversationSummary(db, id);
      if (!row) throw conversationNotFound();
      await repo.markRead(db, id, 'customer');
      const messages = await repo.latestMessages(db, id, SUPPORT_THREAD_LIMIT);
      return { ...toSummaryBase(row, 0), messages: messages.map(toSupportMessage) };
    },

    async reply(staff: AuthUser, id: string, body: ReplyBody): Promise<MessageResponse> {
      checkedId(id);
      return db.transaction(async (tx) => {
        // Locked: replies at once are ordered, and the bell's one-unread check below holds.
        const conversation = await repo.lockConversation(tx, id);
        if (!conversation) throw conversationNotFound();
        if (conversation.status === 'closed') await repo.reopen(tx, id);
        const message = await repo.insertMessage(tx, {
          conversationId: id,
          authorKind: 'staff',
          authorUserId: staff.id,
          body: body.body,
          page: null,
        });
        // Answering is reading what the user wrote; the user's next message e-mails staff again.
        await repo.markRead(tx, id, 'customer');
        await repo.endQuietWindow(tx, id);
        if (!(await repo.hasUnreadNotification(tx, conversation.userId, SUPPORT_REPLY_TYPE))) {
          await notify(
            tx,
            supportReplyNotification({
              userId: conversation.userId,
              accountId: conversation.accountId,
              conversationId: id,
            }),
          );
        }
        return {
          message: toSupportMessage({ ...message, authorName: staff.name }),
          conversation_id: id,
        };
      });
    },

    async close(staff: AuthUser, id: string): Promise<{ message: string }> {
      checkedId(id);
      if (await adminRepo.closeConversation(db, id, staff.id)) return { message: M.closed };
      if (await adminRepo.findConversationSummary(db, id)) throw unprocessable(M.alreadyClosed);
      throw conversationNotFound();
    },
  };
}
