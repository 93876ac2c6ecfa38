// The staff's reports beyond the churn sheet (spec 2 §7.3): customer success's effectiveness report
// (GET ddcs/effectiveness_report/{from}/{to}, "shapes not shown": ours, one row per CS owner) and one user's
// consumption of an account's credits (GET credit_histories/{accountId} with user_id).
import { z } from 'zod';
import { ADMIN_MESSAGES, isoDaySchema } from './admin-api.ts';
import { CLIENT_MARKERS } from './errors.ts';
import { ACCOUNT_TYPES } from './user.ts';

export const ADMIN_REPORTS_API_PATHS = {
  effectiveness: '/api/ddcs/effectiveness_report/:from/:to',
  userConsumption: '/api/credit_histories/:accountId',
} as const;

/** An account with no sign-in and no page view in this many days (up to the period's end) is "em risco". */
export const AT_RISK_DAYS = 30;
/** The account types of a CS portfolio: every one but Prospecta's own (`internal`) and the cancelled. */
export const PORTFOLIO_ACCOUNT_TYPES = ACCOUNT_TYPES.filter(
  (type) => type !== 'internal' && type !== 'canceled',
);
/** The report's longest period: a year (from 2025-03-10 to 2026-03-09 at most). */
export const EFFECTIVENESS_MAX_YEARS = 1;

export const ADMIN_REPORT_MESSAGES = {
  invalidFrom: 'Data inicial inválida: use AAAA-MM-DD, uma data que existe',
  invalidTo: 'Data final inválida: use AAAA-MM-DD, uma data que existe',
  invalidPeriod: ADMIN_MESSAGES.invalidPeriod,
  periodTooLong: 'O período tem no máximo um ano: escolha datas mais próximas',
  userRequired: 'Informe o usuário (user_id)',
  invalidType: 'Escolha o tipo: consulta (click) ou exportação (export)',
  invalidGrouping: 'Agrupe por dia ou por mês, ou não agrupe',
} as const;

/** The last day a period starting on `from` may end on: a year later, less a day (29/02 → 28/02 next year). */
export function lastDayWithin(from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29/02 of a common year over to 01/03, and the day before is 28/02.
  return new Date(Date.UTC(year + EFFECTIVENESS_MAX_YEARS, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** Why a report's period is refused (the API's 422 and the panel's own check), or null when it is fine. */
export function effectivenessPeriodError(from: string, to: string): string | null {
  if (!isoDaySchema.safeParse(from).success) return ADMIN_REPORT_MESSAGES.invalidFrom;
  if (!isoDaySchema.safeParse(to).success) return ADMIN_REPORT_MESSAGES.invalidTo;
  if (from > to) return ADMIN_REPORT_MESSAGES.invalidPeriod;
  if (to > lastDayWithin(from)) return ADMIN_REPORT_MESSAGES.periodTooLong;
  return null;
}

export const effectivenessParamsSchema = z.object({ from: z.string(), to: z.string() });

/** What one CS owner's portfolio did in the period (and the portfolio as it is now). */
export const effectivenessFiguresSchema = z.object({
  /** Customer accounts (not Prospecta's own, not cancelled) the owner has. */
  accounts: z.number().int(),
  /** Accounts with a user who signed in or opened a page in the period. */
  active_accounts: z.number().int(),
  /** Customers' users who signed in or opened a page in the period (staff never count). */
  active_users: z.number().int(),
  /** Companies in exports to a file or a tool that succeeded (fully or partly) in the period. */
  exported_companies: z.number().int(),
  /** Click (consultation) credits the accounts' users spent in the period (staff withdrawals left out). */
  click_credits_spent: z.number().int(),
  /** Onboardings asked for in the period, by their status now. */
  onboardings_done: z.number().int(),
  onboardings_scheduled: z.number().int(),
  onboardings_waiting: z.number().int(),
  /** NPS answers given in the period, their average (0–10, one decimal) and NPS; null without answers. */
  nps_answers: z.number().int(),
  nps_average: z.number().nullable(),
  nps: z.number().int().nullable(),
  /** Plan orders sent to the sales team, and shop orders, in the period. */
  plan_orders: z.number().int(),
  shop_orders: z.number().int(),
  /** Accounts without a sign-in or a page view in the AT_RISK_DAYS days up to the period's end (or today). */
  at_risk_accounts: z.number().int(),
});
export type EffectivenessFigures = z.infer<typeof effectivenessFiguresSchema>;

export const effectivenessRowSchema = effectivenessFiguresSchema.extend({
  /** The CS owner; null: the accounts without one ("Sem responsável"). */
  cs: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      /** false: the owner was disabled or left the staff, and still has accounts. */
      active: z.boolean(),
    })
    .nullable(),
});
export type EffectivenessRow = z.infer<typeof effectivenessRowSchema>;

export const effectivenessResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The last day of the "em risco" window (the period's end, or today when it ends later). */
  at_risk_until: z.string(),
  rows: z.array(effectivenessRowSchema),
  totals: effectivenessFiguresSchema,
});
export type EffectivenessResponse = z.infer<typeof effectivenessResponseSchema>;

/** The label of the row without a CS owner. */
export const NO_CS_LABEL = 'Sem responsável';

// ---------------------------------------------------------------------------------------------------
// GET /api/credit_histories/:accountId?user_id=&init_date=&end_date=&type=&group_by_format=&page= — one user's
// spends of the account's credits: each spend, or summed by day or month; 20 a page, newest first.

export const USER_CONSUMPTION_PAGE_SIZE = 20;
export const USER_CONSUMPTION_GROUPINGS = ['day', 'month'] as const;
export type UserConsumptionGrouping = (typeof USER_CONSUMPTION_GROUPINGS)[number];

const clientMarkers = Object.fromEntries(CLIENT_MARKERS.map((key) => [key, z.string().optional()])) as Record<
  (typeof CLIENT_MARKERS)[number],
  z.ZodOptional<z.ZodString>
>;

export const userConsumptionQuerySchema = z
  .object({
    user_id: z
      .string({ error: ADMIN_REPORT_MESSAGES.userRequired })
      .min(1, ADMIN_REPORT_MESSAGES.userRequired),
    init_date: isoDaySchema.optional(),
    end_date: isoDaySchema.optional(),
    type: z.enum(['click', 'export'], { error: ADMIN_REPORT_MESSAGES.invalidType }).optional(),
    group_by_format: z
      .enum(USER_CONSUMPTION_GROUPINGS, { error: ADMIN_REPORT_MESSAGES.invalidGrouping })
      .optional(),
    page: z.coerce
      .number({ error: ADMIN_MESSAGES.invalidPage })
      .int(ADMIN_MESSAGES.invalidPage)
      .min(1, ADMIN_MESSAGES.invalidPage)
      .max(100_000, ADMIN_MESSAGES.invalidPage)
      .default(1),
    ...clientMarkers,
  })
  .strict()
  .refine((q) => !q.init_date || !q.end_date || q.init_date <= q.end_date, {
    error: ADMIN_MESSAGES.invalidPeriod,
    path: ['end_date'],
  });
export type UserConsumptionQuery = z.input<typeof userConsumptionQuerySchema>;

const spentSchema = z.object({ click: z.number().int(), export: z.number().int() });

/** One spend: its moment, type, amount, reason (as stored: `creditReasonLabel` reads it) and what it bought. */
export const consumptionLineSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  type: z.enum(['click', 'export']),
  amount: z.number().int(),
  reason: z.string(),
  subject: z.string().nullable(),
  /** The list a spend's subject names (adding to a list, an autoplay, an export), even a deleted one. */
  list_name: z.string().nullable(),
  list_deleted: z.boolean().nullable(),
});
export type ConsumptionLine = z.infer<typeof consumptionLineSchema>;

export const userConsumptionResponseSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** lines: each spend (no group_by_format); groups: summed by day ("2026-11-28") or month ("2026-11"). */
  kind: z.enum(['lines', 'groups']),
  lines: z.array(consumptionLineSchema),
  groups: z.array(spentSchema.extend({ period: z.string() })),
  /** The sums of every spend the filters keep, not only the page's. */
  totals: spentSchema,
  /** Lines or groups the filters keep. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type UserConsumptionResponse = z.infer<typeof userConsumptionResponseSchema>;
