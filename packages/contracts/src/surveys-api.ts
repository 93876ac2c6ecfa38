// Surveys and vouchers (spec admin §1, §2 "Modals", §3 "Survey" and "Voucher entry", §4, §7.2–§7.4, §8): a
// customer rates Prospecta from 0 to 10 with an optional comment; staff review the answers and may allow a
// reward voucher on a high rating, which the user rescues once as a grant of click credits.
import { z } from 'zod';
import { isoDaySchema } from './admin-api.ts';
import { emailSchema } from './auth.ts';
import { CLIENT_MARKERS } from './errors.ts';

export const SURVEY_PAGE_SIZE = 10;
export const SURVEY_COMMENT_MAX = 1000;
export const SURVEY_RATING_MIN = 0;
export const SURVEY_RATING_MAX = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SURVEY_TYPES = ['nps', 'relationship_tree'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];
export const SURVEY_TYPE_LABELS: Record<SurveyType, string> = {
  nps: 'Recomendação (NPS)',
  relationship_tree: 'Árvore de relacionamentos',
};

/** The questions, one place for the server's checks, the modal and the staff's panel. */
export const SURVEY_QUESTIONS = [
  {
    type: 'nps',
    id: 'nps_recommend',
    text: 'De 0 a 10, quanto você recomendaria o Prospecta a um colega?',
  },
  {
    type: 'relationship_tree',
    id: 'tree_useful',
    text: 'De 0 a 10, quanto a árvore de relacionamentos ajudou você a entender o grupo da empresa?',
  },
] as const satisfies readonly { type: SurveyType; id: string; text: string }[];
export type SurveyQuestion = (typeof SURVEY_QUESTIONS)[number];

export const questionOf = (type: SurveyType): SurveyQuestion =>
  SURVEY_QUESTIONS.find((q) => q.type === type) as SurveyQuestion;

/** The rules of the offer (see modules/surveys/README.md). */
export const SURVEY_RULES = {
  /** A user is not asked in their first days: they have not seen enough to rate. */
  minUserAgeMs: 7 * DAY_MS,
  /** One answer per type and period: after an answer, that survey waits this long. */
  periodMs: { nps: 90 * DAY_MS, relationship_tree: 180 * DAY_MS } satisfies Record<SurveyType, number>,
  /** "Agora não" (or closing the dialog) puts that survey off this long. */
  postponeMs: 7 * DAY_MS,
  /** A staff request ("Pedir avaliação") holds this long: the user is asked at their next landing. */
  staffRequestMs: 30 * DAY_MS,
} as const;

/** NPS: promoters rate 9–10, passives 7–8, detractors 0–6. Only promoters may be offered a voucher. */
export const VOUCHER_MIN_RATING = 9;

/** The reward a voucher gives (the spec's `voucher_action`; one kind today). */
export const VOUCHER_ACTIONS = ['click_credits'] as const;
export type VoucherAction = (typeof VOUCHER_ACTIONS)[number];
export const VOUCHER_REWARD = { type: 'click', amount: 100, validDays: 30 } as const;

export const SURVEY_MESSAGES = {
  /** Spec §8, verbatim. */
  saved: 'Avaliação salva com sucesso!',
  /** Spec §8, verbatim. */
  failed: 'Aconteceu algo inesperado e não foi possível salvar sua avaliação, por favor tente mais tarde',
  invalidRating: 'A nota vai de 0 a 10, em números inteiros.',
  unknownType: 'Tipo de pesquisa desconhecido.',
  unknownQuestion: 'Esta pergunta não faz parte desta pesquisa.',
  alreadyAnswered: 'Você já respondeu a esta pesquisa recentemente. Obrigado!',
  /** An answer to a survey the user is not being asked now (never offered, or put off with "agora não"). */
  notOffered: 'Esta pesquisa não está aberta para você no momento, então a resposta não foi registrada.',
  staffNoAnswer: 'A equipe interna não responde às pesquisas de satisfação.',
  commentTooLong: `O comentário pode ter até ${SURVEY_COMMENT_MAX} caracteres.`,
  postponed: 'Tudo bem, perguntamos outro dia.',
  invalidPage: 'Página inválida',
  invalidPeriod: 'A data final vem antes da inicial',
  invalidRatings: 'Notas inválidas: use números de 0 a 10 separados por vírgula.',
  requested: 'Pronto: a pesquisa será mostrada no próximo acesso do usuário.',
  customerNotFound: 'Nenhum usuário de cliente ativo com este e-mail.',
  answeredRecently:
    'Este usuário respondeu a esta pesquisa há pouco tempo: ela volta só depois do período entre respostas.',
  surveyNotFound: 'Avaliação não encontrada.',
  voucherLowRating: `Só avaliações com nota ${VOUCHER_MIN_RATING} ou 10 podem receber voucher.`,
  voucherAllowed: 'Voucher liberado: o usuário verá o presente no próximo acesso.',
  voucherRefused: 'Voucher recusado.',
  voucherAlreadyRescued: 'Este voucher já foi resgatado.',
  voucherNotFound: 'Voucher não encontrado.',
  voucherRescued: `Voucher resgatado: ${VOUCHER_REWARD.amount} consultas adicionadas à sua conta, válidas por ${VOUCHER_REWARD.validDays} dias.`,
  voucherRescueFailed: 'Não foi possível resgatar o voucher. Tente novamente mais tarde.',
} as const;

// ---------------------------------------------------------------------------------------------------
// When a survey is offered: a pure rule, the server's (and the tests').

export type SurveyOfferFacts = {
  staff: boolean;
  userCreatedAt: Date;
  /** The user created a list or started an export (the NPS waits for real use). */
  usedProduct: boolean;
  lastAnsweredAt: Date | null;
  lastPostponedAt: Date | null;
  staffRequestedAt: Date | null;
};

export function surveyOffered(type: SurveyType, facts: SurveyOfferFacts, now: Date): boolean {
  if (facts.staff) return false;
  const since = (at: Date | null) => (at ? now.getTime() - at.getTime() : Number.POSITIVE_INFINITY);
  if (since(facts.lastAnsweredAt) < SURVEY_RULES.periodMs[type]) return false;
  // A staff request is deliberate (CS asked the customer): it wins over an earlier "agora não", and is spent by
  // a later answer or a later "agora não" (the user saw it and said no).
  const after = (at: Date | null) => !at || (facts.staffRequestedAt as Date) > at;
  const requested =
    since(facts.staffRequestedAt) < SURVEY_RULES.staffRequestMs &&
    after(facts.lastAnsweredAt) &&
    after(facts.lastPostponedAt);
  if (requested) return true;
  if (since(facts.lastPostponedAt) < SURVEY_RULES.postponeMs) return false;
  if (since(facts.userCreatedAt) < SURVEY_RULES.minUserAgeMs) return false;
  return type === 'nps' ? facts.usedProduct : true;
}

/** NPS of a set of ratings: % promoters − % detractors, rounded; null without ratings. */
export function npsOf(counts: { promoters: number; passives: number; detractors: number }): number | null {
  const total = counts.promoters + counts.passives + counts.detractors;
  if (total === 0) return null;
  return Math.round(((counts.promoters - counts.detractors) / total) * 100);
}

/** "9,10" → [9, 10]; null when any part is not a whole number from 0 to 10. */
export function parseRatings(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const ratings = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : Number.NaN));
  if (ratings.some((r) => !(r >= SURVEY_RATING_MIN && r <= SURVEY_RATING_MAX))) return null;
  return [...new Set(ratings)].sort((a, b) => a - b);
}

/** What is wrong with an answer (a 422 message), or null. */
export function surveyAnswerProblem(answer: {
  type: string;
  question_id: string;
  rating: number;
}): string | null {
  if (!(SURVEY_TYPES as readonly string[]).includes(answer.type)) return SURVEY_MESSAGES.unknownType;
  if (questionOf(answer.type as SurveyType).id !== answer.question_id) return SURVEY_MESSAGES.unknownQuestion;
  if (
    !Number.isInteger(answer.rating) ||
    answer.rating < SURVEY_RATING_MIN ||
    answer.rating > SURVEY_RATING_MAX
  )
    return SURVEY_MESSAGES.invalidRating;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The user's side.

const clientMarkers = Object.fromEntries(CLIENT_MARKERS.map((key) => [key, z.string().optional()])) as Record<
  (typeof CLIENT_MARKERS)[number],
  z.ZodOptional<z.ZodString>
>;

/** GET /api/user/survey_questions */
export const surveyQuestionsResponseSchema = z.object({
  questions: z.array(z.object({ type: z.enum(SURVEY_TYPES), id: z.string(), text: z.string() })),
});
export type SurveyQuestionsResponse = z.infer<typeof surveyQuestionsResponseSchema>;

/** GET /api/user/check_permission_to_show_survey (?type=, nps by default) and show_hyperbolic_tree_survey. */
export const showSurveyQuerySchema = z
  .object({ type: z.enum(SURVEY_TYPES).default('nps'), ...clientMarkers })
  .strict();
export const showSurveyResponseSchema = z.object({
  show: z.boolean(),
  type: z.enum(SURVEY_TYPES),
  question: z.object({ type: z.enum(SURVEY_TYPES), id: z.string(), text: z.string() }),
});
export type ShowSurveyResponse = z.infer<typeof showSurveyResponseSchema>;

/**
 * POST /api/user/survey. Type, question and rating are checked by the service (a 422 in Portuguese, as the
 * brief of a bad answer asks), not by the schema (which would answer 400).
 */
export const createSurveyRequestSchema = z
  .object({
    type: z.string().max(50),
    question_id: z.string().max(50),
    rating: z.number(),
    comment: z.string().trim().max(SURVEY_COMMENT_MAX, SURVEY_MESSAGES.commentTooLong).default(''),
  })
  .strict();
export type CreateSurveyRequest = z.input<typeof createSurveyRequestSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() });

export const VOUCHER_STATUSES = ['not_eligible', 'pending', 'allowed', 'refused', 'rescued'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export const VOUCHER_STATUS_LABELS: Record<VoucherStatus, string> = {
  not_eligible: '—',
  pending: 'Aguardando decisão',
  allowed: 'Liberado (não resgatado)',
  refused: 'Recusado',
  rescued: 'Resgatado',
};

export const surveyEntrySchema = z.object({
  id: z.string(),
  type: z.enum(SURVEY_TYPES),
  question_id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  user: personSchema,
  account: z.object({ id: z.string(), name: z.string() }),
  voucher_status: z.enum(VOUCHER_STATUSES),
});
export type SurveyEntry = z.infer<typeof surveyEntrySchema>;

export const createSurveyResponseSchema = z.object({ message: z.string(), survey: surveyEntrySchema });
export type CreateSurveyResponse = z.infer<typeof createSurveyResponseSchema>;

/** POST /api/user/register_survey_user_action: "agora não". */
export const SURVEY_USER_ACTIONS = ['postponed'] as const;
/** Both named: a bare call records nothing (the spec shows no payload). */
export const surveyUserActionRequestSchema = z
  .object({ type: z.enum(SURVEY_TYPES), action: z.enum(SURVEY_USER_ACTIONS) })
  .strict();
export type SurveyUserActionRequest = z.input<typeof surveyUserActionRequestSchema>;
export const surveyUserActionResponseSchema = z.object({
  message: z.string(),
  /** When the survey may be offered again (ISO). */
  offer_again_at: z.string(),
});
export type SurveyUserActionResponse = z.infer<typeof surveyUserActionResponseSchema>;

/** GET /api/user/made_survey_greater_than_seven: whether the user ever rated above 7 (8–10). */
export const madeSurveyGreaterThanSevenResponseSchema = z.object({ made: z.boolean() });

/** GET /api/user/check_permission_to_show_voucher: an allowed voucher not yet rescued. */
export const showVoucherResponseSchema = z.object({
  show: z.boolean(),
  voucher: z
    .object({
      survey_id: z.string(),
      action: z.enum(VOUCHER_ACTIONS),
      amount: z.number().int(),
      valid_days: z.number().int(),
    })
    .nullable(),
});
export type ShowVoucherResponse = z.infer<typeof showVoucherResponseSchema>;

/** POST /api/user/survey/rescue_voucher (ours: the spec names the states, not the call). */
export const rescueVoucherRequestSchema = z
  .object({ survey_id: z.uuid({ error: SURVEY_MESSAGES.voucherNotFound }) })
  .strict();
export const rescueVoucherResponseSchema = z.object({
  message: z.string(),
  amount: z.number().int(),
  /** The last day the credits count (YYYY-MM-DD, Brasília). */
  expires_on: z.string(),
});
export type RescueVoucherResponse = z.infer<typeof rescueVoucherResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Staff (admin and customer_success).

const page = z.coerce
  .number({ error: SURVEY_MESSAGES.invalidPage })
  .int(SURVEY_MESSAGES.invalidPage)
  .min(1, SURVEY_MESSAGES.invalidPage)
  .max(100_000, SURVEY_MESSAGES.invalidPage)
  .default(1);

/** GET /api/user/surveys */
export const surveysQuerySchema = z
  .object({
    init_date: isoDaySchema.optional(),
    end_date: isoDaySchema.optional(),
    type: z.enum(SURVEY_TYPES).optional(),
    /** Comma list of ratings, "9,10". */
    ratings: z
      .string()
      .max(40)
      .optional()
      .refine((v) => v === undefined || parseRatings(v) !== null, SURVEY_MESSAGES.invalidRatings),
    name_or_email: z.string().trim().max(200).optional(),
    page,
    ...clientMarkers,
  })
  .strict()
  .refine((q) => !q.init_date || !q.end_date || q.init_date <= q.end_date, {
    error: SURVEY_MESSAGES.invalidPeriod,
    path: ['end_date'],
  });
export type SurveysQuery = z.input<typeof surveysQuerySchema>;

export const surveySummarySchema = z.object({
  count: z.number().int(),
  /** Average rating of the filtered answers, one decimal; null without answers. */
  average: z.number().nullable(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  nps: z.number().int().nullable(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

export const surveysResponseSchema = z.object({
  surveys: z.array(surveyEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  summary: surveySummarySchema,
});
export type SurveysResponse = z.infer<typeof surveysResponseSchema>;

/** POST /api/user/survey/request (ours): staff ask one customer user to answer at their next landing. */
export const requestSurveyRequestSchema = z
  .object({ email: emailSchema, type: z.enum(SURVEY_TYPES).default('nps') })
  .strict();
export const requestSurveyResponseSchema = z.object({ message: z.string() });

/** GET /api/user/survey/list_user_with_voucher: the answers rated 9 or 10, newest first. */
export const VOUCHER_FILTERS = ['all', 'pending', 'allowed', 'refused', 'rescued'] as const;
export type VoucherFilter = (typeof VOUCHER_FILTERS)[number];
export const vouchersQuerySchema = z
  .object({ page, status: z.enum(VOUCHER_FILTERS).default('all'), ...clientMarkers })
  .strict();
export type VouchersQuery = z.input<typeof vouchersQuerySchema>;

/** Spec §3 "Voucher entry", with our own additions (account, comment, status, dates). */
export const voucherEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  rating: z.number().int(),
  allowed_voucher: z.boolean().nullable(),
  user: personSchema,
  account: z.object({ id: z.string(), name: z.string() }),
  comment: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  decided_at: z.string().nullable(),
  decided_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  rescued_at: z.string().nullable(),
});
export type VoucherEntry = z.infer<typeof voucherEntrySchema>;

export const vouchersResponseSchema = z.object({
  vouchers: z.array(voucherEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type VouchersResponse = z.infer<typeof vouchersResponseSchema>;

/** PUT /api/user/survey/update_user_voucher_permission */
export const updateVoucherPermissionRequestSchema = z
  .object({
    allowed_voucher: z.boolean(),
    voucher_action: z.enum(VOUCHER_ACTIONS).default('click_credits'),
    survey_id: z.uuid({ error: SURVEY_MESSAGES.surveyNotFound }),
  })
  .strict();
export type UpdateVoucherPermissionRequest = z.input<typeof updateVoucherPermissionRequestSchema>;
export const updateVoucherPermissionResponseSchema = z.object({
  message: z.string(),
  voucher: voucherEntrySchema,
});
export type UpdateVoucherPermissionResponse = z.infer<typeof updateVoucherPermissionResponseSchema>;

/** The status a survey row's voucher columns mean. */
export function voucherStatusOf(row: {
  type: string;
  rating: number;
  allowedVoucher: boolean | null;
  rescuedAt: Date | string | null;
}): VoucherStatus {
  if (row.type !== 'nps' || row.rating < VOUCHER_MIN_RATING) return 'not_eligible';
  if (row.rescuedAt) return 'rescued';
  if (row.allowedVoucher === true) return 'allowed';
  if (row.allowedVoucher === false) return 'refused';
  return 'pending';
}
