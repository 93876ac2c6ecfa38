// Sales signals (spec core §7 tracking posts, admin §7.3 `ddcs/recent_events`, §7.4 the contact-and-sales
// modal): the walls a customer ran into and the interest they showed, kept in `user_events` (kinds:
// ./user-events.ts), for the sales and customer-success teams, and the one-time offer of a consultant.
import { z } from 'zod';
import { isoDaySchema } from './admin-api.ts';
import { CLIENT_MARKERS } from './errors.ts';
import { USER_EVENT_KINDS, type UserEventKind, userEventKindSchema } from './user-events.ts';

export const SALES_SIGNALS_API_PATHS = {
  /** The spec's tracking posts, `ddcs/ka/<kind>`: only what the browser alone knows. */
  track: '/api/ddcs/ka/:event',
  showModal: '/api/contact_and_sales_info/show_modal',
  recentEvents: '/api/ddcs/recent_events',
} as const;

/**
 * The kinds the browser may post: an upgrade link followed, a demonstration asked for, the modal shown and its
 * "Agora não", and "Novo usuário" pressed with the plan full (the screen refuses it before the server could:
 * the server records the same kind when an add reaches it with the seats taken). The credits' wall is recorded
 * by the server at its own refusal, `contact_sales_requested` by the plans service when the message is sent,
 * the automatic list's kinds by its own routes.
 */
export const BROWSER_EVENT_KINDS = [
  'clicked_on_upgrade',
  'tried_to_register_new_additional_user',
  'scheduled_demo',
  'contact_sales_modal_shown',
  'contact_sales_modal_dismissed',
] as const satisfies readonly UserEventKind[];
export type BrowserEventKind = (typeof BROWSER_EVENT_KINDS)[number];

/** Ours: one event of a kind per user per hour; a user clicking again and again records it once. */
export const USER_EVENT_THROTTLE_MINUTES = 60;
/** Ours: a wall or an upgrade click makes the modal's offer for this many days. */
export const CONTACT_SALES_SIGNAL_DAYS = 7;
/**
 * Ours: a consultant asked for or a plan order sent by anyone of the account, or this user's "Agora não",
 * quiets the offer for this many days.
 */
export const CONTACT_SALES_QUIET_DAYS = 7;
/** Ours: once shown, not shown again to the user for this many hours (a visit, other tabs and reloads included). */
export const CONTACT_SALES_VISIT_HOURS = 12;
/** Ours: the staff's panel opens on the last 30 days. */
export const RECENT_EVENTS_DEFAULT_DAYS = 30;
export const RECENT_EVENTS_PAGE_SIZES = [10, 20] as const;
/** Ours: the most a browser's `detail` says (the screen the user came from). */
export const EVENT_DETAIL_MAX_LENGTH = 200;

export const SALES_SIGNALS_MESSAGES = {
  unknownEvent: 'Evento desconhecido',
  serverEvent: 'Este evento é registrado pelo próprio Prospecta, não pelo navegador',
  staffNotTracked: 'A equipe interna não é registrada nos sinais de venda',
  detailTooLong: `O detalhe deve ter no máximo ${EVENT_DETAIL_MAX_LENGTH} caracteres`,
  invalidPage: 'Página inválida',
  invalidPageSize: 'Escolha 10 ou 20 eventos por página',
  invalidPeriod: 'O fim do período deve ser depois do início',
  invalidKind: 'Tipo de evento desconhecido',
} as const;

const M = SALES_SIGNALS_MESSAGES;

const clientMarkers = Object.fromEntries(CLIENT_MARKERS.map((key) => [key, z.string().optional()])) as Record<
  (typeof CLIENT_MARKERS)[number],
  z.ZodOptional<z.ZodString>
>;

// ---------------------------------------------------------------------------------------------------
// POST /api/ddcs/ka/:event

export const trackEventParamsSchema = z.object({ event: z.string().max(80, M.unknownEvent) });

export const trackEventBodySchema = z
  .strictObject({
    /** Where it happened, in the screen's words ("Busca", "Usuários"): shown to staff as is. */
    detail: z.string().trim().max(EVENT_DETAIL_MAX_LENGTH, M.detailTooLong).optional(),
  })
  .nullish();
export type TrackEventBody = z.input<typeof trackEventBodySchema>;

/** `recorded` is false when the same kind was recorded for the user within the hour. */
export const trackEventResponseSchema = z.object({ recorded: z.boolean() });
export type TrackEventResponse = z.infer<typeof trackEventResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/contact_and_sales_info/show_modal

/** Why the modal is offered: export credits short, seats full, or an upgrade link followed. */
export const CONTACT_SALES_REASONS = ['export_credits', 'seats', 'upgrade'] as const;
export type ContactSalesReason = (typeof CONTACT_SALES_REASONS)[number];

export const showContactSalesModalResponseSchema = z.object({
  show: z.boolean(),
  reason: z.enum(CONTACT_SALES_REASONS).nullable(),
});
export type ShowContactSalesModalResponse = z.infer<typeof showContactSalesModalResponseSchema>;

/** The kinds that make the offer, and the reason each gives. */
export const CONTACT_SALES_TRIGGERS = {
  tried_to_import_without_credits: 'export_credits',
  tried_to_register_new_additional_user: 'seats',
  clicked_on_upgrade: 'upgrade',
} as const satisfies Partial<Record<UserEventKind, ContactSalesReason>>;

// ---------------------------------------------------------------------------------------------------
// GET /api/ddcs/recent_events (staff)

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .max(100_000, M.invalidPage)
  .default(1);

export const recentEventsQuerySchema = z
  .object({
    kind: z.enum(USER_EVENT_KINDS, { error: M.invalidKind }).optional(),
    /** Brasília days; none given: the last RECENT_EVENTS_DEFAULT_DAYS days. */
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    /** `true`: only the accounts whose customer-success owner is the signed-in staff member. */
    mine: z.enum(['true', 'false']).optional(),
    page,
    page_size: z.coerce
      .number({ error: M.invalidPageSize })
      .refine((n) => n === 10 || n === 20, M.invalidPageSize)
      .default(10),
    ...clientMarkers,
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: M.invalidPeriod, path: ['to'] });
export type RecentEventsQuery = z.input<typeof recentEventsQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const recentEventSchema = z.object({
  id: z.string(),
  kind: userEventKindSchema,
  detail: z.string().nullable(),
  created_at: z.string(),
  user: personSchema,
  account: z.object({ id: z.string(), name: z.string() }),
  /** The account's customer-success owner (`ddcs/assign_cs_to_account`), when it has one. */
  cs: personSchema.nullable(),
});
export type RecentEvent = z.infer<typeof recentEventSchema>;

export const recentEventsResponseSchema = z.object({
  events: z.array(recentEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The period read (Brasília days), the default one when none was asked. */
  from: z.string(),
  to: z.string(),
});
export type RecentEventsResponse = z.infer<typeof recentEventsResponseSchema>;
