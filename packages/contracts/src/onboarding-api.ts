// Onboarding (spec admin §3 "Onboarding entry", §4, §7.3, §7.4): a new customer user is offered, once, a guided
// onboarding with the account's customer-success person — scheduled (a preferred day and period, a comment),
// postponed ("lembrar depois", offered again after 12 hours) or declined. Staff follow the requests.
import { z } from 'zod';
import { isoDaySchema } from './admin-api.ts';
import { emailSchema } from './auth.ts';
import { CLIENT_MARKERS } from './errors.ts';

export const ONBOARDING_PAGE_SIZE = 10;
/** Spec §9: a user who chose "lembrar depois" is asked again after 12 hours. */
export const ONBOARDING_REMIND_AFTER_MS = 12 * 60 * 60 * 1000;
/** How far ahead a preferred day may be (ours: the CS plans a few weeks ahead). */
export const ONBOARDING_MAX_DAYS_AHEAD = 60;
export const ONBOARDING_COMMENT_MAX = 500;

/** What the user chose (`user_selected_option`); "lembrar depois" is not an answer (see remember_me). */
export const ONBOARDING_OPTIONS = ['schedule', 'not_needed'] as const;
export type OnboardingOption = (typeof ONBOARDING_OPTIONS)[number];
export const ONBOARDING_OPTION_LABELS: Record<OnboardingOption, string> = {
  schedule: 'Quer agendar',
  not_needed: 'Não precisa',
};

export const ONBOARDING_PERIODS = ['morning', 'afternoon', 'any'] as const;
export type OnboardingPeriod = (typeof ONBOARDING_PERIODS)[number];
export const ONBOARDING_PERIOD_LABELS: Record<OnboardingPeriod, string> = {
  morning: 'Manhã',
  afternoon: 'Tarde',
  any: 'Qualquer horário',
};

/**
 * Spec's onboarding statuses, as the confirmation staff follow: a request waits for the CS (`initial`), who
 * agrees a time with the user (`scheduled`) and holds it (`confirmed`); `refused` is a user who needs none
 * (their own answer) or an onboarding that will not happen.
 */
export const ONBOARDING_STATUSES = ['initial', 'scheduled', 'confirmed', 'refused'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];
export const ONBOARDING_STATUS_LABELS: Record<OnboardingStatus, string> = {
  initial: 'Aguardando o CS',
  scheduled: 'Agendado',
  confirmed: 'Realizado',
  refused: 'Recusado',
};

export const ONBOARDING_MESSAGES = {
  /** Spec §8, verbatim (its spelling too). */
  registered: 'Onboarding resgistrado com sucesso!',
  declined: 'Tudo bem! Se mudar de ideia, é só falar com a nossa equipe.',
  remembered: 'Combinado: perguntamos de novo mais tarde.',
  /** Spec §8 "Update". */
  updated: 'Atualização feita com sucesso!',
  /** Spec §8 "Onboarding confirmation 422". */
  badParameters: 'Os parametros estão incorretos por favor tente novamente!',
  alreadyAnswered: 'Você já respondeu ao convite de onboarding.',
  staffOnly: 'Apenas a equipe interna registra um onboarding por outra pessoa.',
  userNotFound: 'Nenhum usuário de cliente com este e-mail.',
  dayRequired: 'Escolha o dia de sua preferência',
  periodRequired: 'Escolha o período de sua preferência',
  invalidDay: 'Data inválida: use DD.MM.AAAA',
  pastDay: 'Escolha um dia a partir de amanhã',
  farDay: `Escolha um dia nos próximos ${ONBOARDING_MAX_DAYS_AHEAD} dias`,
  weekend: 'Escolha um dia útil (segunda a sexta)',
  commentTooLong: `No máximo ${ONBOARDING_COMMENT_MAX} caracteres`,
  invalidPeriod: 'A data final vem antes da inicial',
  invalidPage: 'Página inválida',
} as const;

// ---------------------------------------------------------------------------------------------------
// Days written with dots (spec: `user_selected_option_at`, "a date written with dots"): DD.MM.AAAA.

/** "2026-12-03" → "03.12.2026". */
export const toDottedDay = (isoDay: string): string => isoDay.split('-').reverse().join('.');

/** "03.12.2026" → "2026-12-03", or null when it names no calendar day. */
export function fromDottedDay(dotted: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(dotted);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isoDaySchema.safeParse(iso).success ? iso : null;
}

const addDays = (isoDay: string, days: number): string => {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The days a user may prefer, given today's (Brasília) day: from tomorrow, weekdays, 60 days ahead. */
export function preferredDayProblem(isoDay: string, today: string): string | null {
  if (isoDay <= today) return ONBOARDING_MESSAGES.pastDay;
  if (isoDay > addDays(today, ONBOARDING_MAX_DAYS_AHEAD)) return ONBOARDING_MESSAGES.farDay;
  const weekday = new Date(`${isoDay}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return ONBOARDING_MESSAGES.weekend;
  return null;
}

/** Whether "lembrar depois", chosen at `rememberedAt`, still holds the offer back at `now`. */
export function isRemindLaterPending(rememberedAt: Date | null, now: Date): boolean {
  return rememberedAt !== null && now.getTime() - rememberedAt.getTime() < ONBOARDING_REMIND_AFTER_MS;
}

// ---------------------------------------------------------------------------------------------------
// The user's side: GET /api/user/check_permission_to_show_onboarding, POST /api/user/onboarding,
// PUT /api/user/:id/onboarding_update_remember_me.

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const showOnboardingResponseSchema = z.object({
  show: z.boolean(),
  /** The account's customer-success person, named in the invitation (ours); null: the team in general. */
  cs: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type ShowOnboardingResponse = z.infer<typeof showOnboardingResponseSchema>;

export const onboardingInputSchema = z
  .object({
    comment: z.string().trim().max(ONBOARDING_COMMENT_MAX, ONBOARDING_MESSAGES.commentTooLong).default(''),
    user_selected_option: z.enum(ONBOARDING_OPTIONS),
    /** The preferred day of a `schedule` (DD.MM.AAAA); the server checks it against its own today. */
    user_selected_option_at: z.string().max(10).nullish(),
    /** Ours: the preferred part of that day. */
    preferred_period: z.enum(ONBOARDING_PERIODS).nullish(),
    /** Staff registering an onboarding for a customer user name them by e-mail; a user's own is theirs. */
    email_user: emailSchema.nullish(),
    responsible_id: z.uuid({ error: ONBOARDING_MESSAGES.badParameters }).nullish(),
    creation_of_onboarding_by_admin: z.boolean().default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.user_selected_option !== 'schedule') return;
    if (!value.user_selected_option_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['user_selected_option_at'],
        message: ONBOARDING_MESSAGES.dayRequired,
      });
    } else if (!fromDottedDay(value.user_selected_option_at)) {
      ctx.addIssue({
        code: 'custom',
        path: ['user_selected_option_at'],
        message: ONBOARDING_MESSAGES.invalidDay,
      });
    }
    if (!value.preferred_period) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferred_period'],
        message: ONBOARDING_MESSAGES.periodRequired,
      });
    }
  });
export type OnboardingInput = z.input<typeof onboardingInputSchema>;

export const createOnboardingRequestSchema = z.object({ onboarding: onboardingInputSchema }).strict();
export type CreateOnboardingRequest = z.input<typeof createOnboardingRequestSchema>;

export const onboardingEntrySchema = z.object({
  id: z.string(),
  comment: z.string(),
  user_selected_option: z.enum(ONBOARDING_OPTIONS),
  user_selected_option_at: z.string().nullable(),
  preferred_period: z.enum(ONBOARDING_PERIODS).nullable(),
  email_user: z.string(),
  user: personSchema,
  account: z.object({ id: z.string(), name: z.string() }),
  responsible_id: z.string().nullable(),
  responsible: personSchema.nullable(),
  creation_of_onboarding_by_admin: z.boolean(),
  status: z.enum(ONBOARDING_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OnboardingEntry = z.infer<typeof onboardingEntrySchema>;

export const createOnboardingResponseSchema = z.object({
  message: z.string(),
  onboarding: onboardingEntrySchema,
});
export type CreateOnboardingResponse = z.infer<typeof createOnboardingResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.string() });
/** The body is optional (the spec's call sends none): no body turns the reminder on. */
export const rememberMeRequestSchema = z
  .object({ onboarding_remember_me: z.boolean().default(true) })
  .strict()
  .nullish();
export const rememberMeResponseSchema = z.object({
  message: z.string(),
  onboarding_remember_me: z.boolean(),
  /** When the offer comes back (ISO), or null when the flag is off. */
  remind_at: z.string().nullable(),
});
export type RememberMeResponse = z.infer<typeof rememberMeResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Staff (spec §7.3): GET /api/user/onboardings, POST /api/user/status_validation,
// GET /api/user/all_list_onboarding_responsible, POST /api/user/update_onboarding_confirmation,
// GET /api/user/users_without_onboardings.

const page = z.coerce
  .number({ error: ONBOARDING_MESSAGES.invalidPage })
  .int(ONBOARDING_MESSAGES.invalidPage)
  .min(1, ONBOARDING_MESSAGES.invalidPage)
  .max(100_000, ONBOARDING_MESSAGES.invalidPage)
  .default(1);
const nameOrEmail = z.string().trim().max(200).optional();
/** The web client's markers (`skip_handle_error`, `allowed_success_notify`) are accepted and ignored. */
const clientMarkers = Object.fromEntries(CLIENT_MARKERS.map((key) => [key, z.string().optional()])) as Record<
  (typeof CLIENT_MARKERS)[number],
  z.ZodOptional<z.ZodString>
>;
const periodValid = (q: { init_date?: string; end_date?: string }) =>
  !q.init_date || !q.end_date || q.init_date <= q.end_date;

export const onboardingsQuerySchema = z
  .object({
    init_date: isoDaySchema.optional(),
    end_date: isoDaySchema.optional(),
    name_or_email: nameOrEmail,
    user_selected_option: z.enum(ONBOARDING_OPTIONS).optional(),
    /** Ours: one confirmation status. */
    status: z.enum(ONBOARDING_STATUSES).optional(),
    page,
    ...clientMarkers,
  })
  .strict()
  .refine(periodValid, { error: ONBOARDING_MESSAGES.invalidPeriod, path: ['end_date'] });
export type OnboardingsQuery = z.input<typeof onboardingsQuerySchema>;

export const onboardingsResponseSchema = z.object({
  onboardings: z.array(onboardingEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type OnboardingsResponse = z.infer<typeof onboardingsResponseSchema>;

/** POST /api/user/status_validation: how many onboardings each status holds (`total`: the one asked, or all). */
export const statusValidationRequestSchema = z
  .object({ status_onboarding: z.enum(ONBOARDING_STATUSES).optional() })
  .strict()
  .nullish();
export const statusValidationResponseSchema = z.object({
  counts: z.record(z.enum(ONBOARDING_STATUSES), z.number().int()),
  total: z.number().int(),
});
export type StatusValidationResponse = z.infer<typeof statusValidationResponseSchema>;

export const onboardingResponsiblesResponseSchema = z.object({
  responsibles: z.array(personSchema.extend({ role: z.enum(['admin', 'customer_success']) })),
});
export type OnboardingResponsiblesResponse = z.infer<typeof onboardingResponsiblesResponseSchema>;

export const updateOnboardingConfirmationRequestSchema = z
  .object({
    onboarding_id: z.uuid({ error: ONBOARDING_MESSAGES.badParameters }),
    /** null takes the responsible away. */
    responsible_id: z.uuid({ error: ONBOARDING_MESSAGES.badParameters }).nullable(),
    status_confirmation: z.enum(ONBOARDING_STATUSES, { error: ONBOARDING_MESSAGES.badParameters }),
  })
  .strict();
export type UpdateOnboardingConfirmationRequest = z.input<typeof updateOnboardingConfirmationRequestSchema>;
export const updateOnboardingConfirmationResponseSchema = createOnboardingResponseSchema;

/** Which users "Sem onboarding" lists (the spec's `users_without_onboardings`). */
export const NO_ONBOARDING_FILTERS = ['all', 'never_answered', 'remember_me', 'before_onboarding'] as const;
export type NoOnboardingFilter = (typeof NO_ONBOARDING_FILTERS)[number];
export const NO_ONBOARDING_STATES = ['never_answered', 'remember_me', 'before_onboarding'] as const;
export type NoOnboardingState = (typeof NO_ONBOARDING_STATES)[number];
export const NO_ONBOARDING_STATE_LABELS: Record<NoOnboardingState, string> = {
  never_answered: 'Ainda não respondeu',
  remember_me: 'Pediu para lembrar depois',
  before_onboarding: 'Já usava antes do convite',
};

export const usersWithoutOnboardingQuerySchema = z
  .object({
    page,
    name_or_email: nameOrEmail,
    users_without_onboardings: z.enum(NO_ONBOARDING_FILTERS).default('all'),
    ...clientMarkers,
  })
  .strict();
export type UsersWithoutOnboardingQuery = z.input<typeof usersWithoutOnboardingQuerySchema>;

export const userWithoutOnboardingSchema = personSchema.extend({
  role: z.string(),
  account: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  state: z.enum(NO_ONBOARDING_STATES),
  /** When a postponed offer comes back (ISO); null otherwise. */
  remind_at: z.string().nullable(),
});
export type UserWithoutOnboarding = z.infer<typeof userWithoutOnboardingSchema>;
export const usersWithoutOnboardingResponseSchema = z.object({
  users: z.array(userWithoutOnboardingSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type UsersWithoutOnboardingResponse = z.infer<typeof usersWithoutOnboardingResponseSchema>;
