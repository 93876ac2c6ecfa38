// Support chat (spec core §1 "a floating chat button that opens a support messaging window (hidden for internal
// staff)", §2 "each route change … closes the chat widget"; admin §2 "chat widget hidden" for staff). The spec's
// widget is a third party's; ours is our own, since nothing leaves this machine: each customer's user has one
// conversation with Prospecta's team, written from a floating button on every signed-in screen; staff (admin,
// customer_success) answer it in the admin area ("Suporte"), and the user reads the answer in the widget and in
// the bell. A conversation staff close opens again when the user writes.
import { z } from 'zod';

export const SUPPORT_API_PATHS = {
  /** The caller's conversation (GET; `?after=<message id>` for only what came since). */
  conversation: '/api/support/conversation',
  /** The caller writes (POST). */
  messages: '/api/support/messages',
  /** The caller has read staff's messages (POST). */
  read: '/api/support/conversation/read',
  /** Staff: the conversations (GET). */
  adminList: '/api/admin/support/conversations',
  /** Staff: one conversation with its messages (GET); reading it marks the user's messages read by staff. */
  adminConversation: '/api/admin/support/conversations/:id',
  /** Staff: answer (POST). */
  adminReply: '/api/admin/support/conversations/:id/messages',
  /** Staff: close (POST) — the user's next message opens it again. */
  adminClose: '/api/admin/support/conversations/:id/close',
} as const;

export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
/** Messages a user may send in `SUPPORT_RATE_WINDOW_MINUTES` before waiting. */
export const SUPPORT_RATE_LIMIT = 20;
export const SUPPORT_RATE_WINDOW_MINUTES = 10;
/** The newest messages a conversation read returns (older ones are not shown in the widget). */
export const SUPPORT_THREAD_LIMIT = 200;
export const SUPPORT_ADMIN_PAGE_SIZE = 20;
/** How often the open widget asks for new messages, and the closed one for its unread count. */
export const SUPPORT_POLL_OPEN_MS = 10_000;
export const SUPPORT_POLL_CLOSED_MS = 60_000;
/** Staff are e-mailed of a user's message at most once per conversation in this many minutes. */
export const SUPPORT_EMAIL_QUIET_MINUTES = 15;
/** What the widget says of when the team answers. */
export const SUPPORT_HOURS_TEXT = 'Respondemos de segunda a sexta, das 9h às 18h (horário de Brasília).';

export const SUPPORT_MESSAGES = {
  bodyRequired: 'Escreva sua mensagem',
  bodyTooLong: `Mensagem longa demais: no máximo ${SUPPORT_MESSAGE_MAX_LENGTH.toLocaleString('pt-BR')} caracteres`,
  rateLimited: 'Muitas mensagens seguidas: aguarde alguns minutos e escreva de novo',
  staffNoWidget: 'A equipe interna responde pelo painel Suporte da área administrativa',
  conversationNotFound: 'Conversa não encontrada',
  closed: 'Conversa encerrada',
  alreadyClosed: 'Esta conversa já está encerrada',
  invalidPage: 'Página inválida',
  invalidAfter: 'Mensagem de referência inválida',
} as const;
const M = SUPPORT_MESSAGES;

/** Who wrote: the user, or someone of Prospecta's team (named by first name to the user). */
export const SUPPORT_AUTHOR_KINDS = ['customer', 'staff'] as const;
export type SupportAuthorKind = (typeof SUPPORT_AUTHOR_KINDS)[number];

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = { open: 'Aberta', closed: 'Encerrada' };

export const supportMessageSchema = z.object({
  id: z.string(),
  author_kind: z.enum(SUPPORT_AUTHOR_KINDS),
  /** The author's name as shown: the user's, or a staff member's first name. */
  author_name: z.string(),
  body: z.string(),
  /** The screen the user wrote from (their messages only), e.g. "/lists/…". */
  page: z.string().nullable(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** GET conversation. No conversation yet: `id` null and no messages. */
export const supportConversationResponseSchema = z.object({
  id: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES).nullable(),
  messages: z.array(supportMessageSchema),
  /** Staff messages the user has not read. */
  unread: z.number().int(),
});
export type SupportConversationResponse = z.infer<typeof supportConversationResponseSchema>;

export const supportConversationQuerySchema = z.object({
  after: z.uuid({ error: M.invalidAfter }).optional(),
});

/** POST messages (and staff's reply, without `page`). */
export const supportMessageBodySchema = z.strictObject({
  body: z
    .string({ error: M.bodyRequired })
    .trim()
    .min(1, { error: M.bodyRequired })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: M.bodyTooLong }),
  /** The path the user is on (no query string kept); at most 300 characters. */
  page: z
    .string()
    .max(300)
    .regex(/^\/[^\s?#]*$/, { error: 'Página inválida' })
    .optional(),
});
export type SupportMessageBody = z.input<typeof supportMessageBodySchema>;
export const staffReplyBodySchema = supportMessageBodySchema.omit({ page: true });

export const supportMessageResponseSchema = z.object({
  message: supportMessageSchema,
  conversation_id: z.string(),
});

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .max(100_000, M.invalidPage)
  .default(1);

const flag = z
  .enum(['true', 'false'], { error: 'Filtro inválido' })
  .transform((value) => value === 'true')
  .optional();

/**
 * GET admin list: open first by default; `mine` = accounts whose CS is the caller; `awaiting` = only those
 * awaiting an answer (`awaiting_reply`); `q` = user, e-mail or account.
 */
export const adminSupportListQuerySchema = z.object({
  status: z.enum([...SUPPORT_STATUSES, 'all'], { error: 'Situação inválida' }).default('open'),
  mine: flag,
  awaiting: flag,
  q: z.string().trim().max(200).default(''),
  page,
});
export type AdminSupportListQuery = z.input<typeof adminSupportListQuerySchema>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminSupportConversationSummarySchema = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  user: person,
  account: z.object({ id: z.string(), name: z.string() }),
  /** The account's CS owner, if any. */
  cs: z.object({ id: z.string(), name: z.string() }).nullable(),
  last_message: supportMessageSchema,
  /** The user's messages staff have not read. */
  unread: z.number().int(),
  /** Open, and the last message is the user's: waiting for staff's answer ("Aguardando resposta"). */
  awaiting_reply: z.boolean(),
  updated_at: z.string(),
});
export type AdminSupportConversationSummary = z.infer<typeof adminSupportConversationSummarySchema>;

/**
 * Those awaiting an answer first, the longest waiting first (since the user's first message after staff's last
 * one); then the others, newest activity first; within the status asked for. `unread_total` over every open
 * conversation.
 */
export const adminSupportListResponseSchema = z.object({
  conversations: z.array(adminSupportConversationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  unread_total: z.number().int(),
});
export type AdminSupportListResponse = z.infer<typeof adminSupportListResponseSchema>;

export const adminSupportConversationSchema = adminSupportConversationSummarySchema
  .omit({ last_message: true })
  .extend({ messages: z.array(supportMessageSchema) });
export type AdminSupportConversation = z.infer<typeof adminSupportConversationSchema>;

export const supportIdParamsSchema = z.object({ id: z.uuid({ error: M.conversationNotFound }) });
