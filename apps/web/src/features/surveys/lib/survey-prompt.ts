// When the survey and the voucher may open, what a failed answer says, and the staff panels' filters.
import { emailSchema } from '@prospecta/contracts/auth';
import {
  npsOf,
  SURVEY_MESSAGES,
  type SurveyType,
  type VoucherFilter,
} from '@prospecta/contracts/surveys-api';

/**
 * The lists root, where signing in lands: the survey never opens over a search, a list being worked or a
 * form; it waits for the user's next landing there (as the onboarding offer does).
 */
export function asksSurveyAt(pathname: string): boolean {
  return pathname === '/';
}

/** Whether to ask the server at all: a signed-in customer's user (staff are never asked). */
export function mayAskSurvey(user: { is_staff: boolean } | undefined): boolean {
  return user !== undefined && !user.is_staff;
}

/** Spec §4 "Survey answer": idle, creating, created, error. */
export type SurveyAnswerState = 'idle' | 'creating' | 'created' | 'error';
export function answerState(mutation: {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}): SurveyAnswerState {
  if (mutation.isPending) return 'creating';
  if (mutation.isSuccess) return 'created';
  if (mutation.isError) return 'error';
  return 'idle';
}

/**
 * What a refused answer says in the dialog: the server's own words for a 4xx it explains (a rating out of range,
 * answered already), the spec's failure message for anything else (the server down, no connection).
 */
export function answerFailureMessage(error: { status?: number; message?: string } | null): string {
  if (error?.status && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return SURVEY_MESSAGES.failed;
}

/** Spec §4 "Rescue voucher": finished or error (idle and loading before). */
export type VoucherState = 'idle' | 'loading' | 'finished' | 'error';
export function voucherState(mutation: {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}): VoucherState {
  if (mutation.isPending) return 'loading';
  if (mutation.isSuccess) return 'finished';
  if (mutation.isError) return 'error';
  return 'idle';
}

export const voucherFailureMessage = (error: { status?: number; message?: string } | null): string =>
  error?.status === 422 || error?.status === 404
    ? (error.message ?? SURVEY_MESSAGES.voucherRescueFailed)
    : SURVEY_MESSAGES.voucherRescueFailed;

/**
 * A rescue refused because it was already done (a second tab, a click that crossed the first): the credits are
 * in the account, so it is told calmly and the dialog closes instead of offering a retry that cannot work.
 */
export const isAlreadyRescued = (error: { status?: number; message?: string } | null): boolean =>
  error?.status === 422 && error.message === SURVEY_MESSAGES.voucherAlreadyRescued;
export const alreadyRescuedMessage = (amount: number): string =>
  `Este voucher já foi resgatado: as ${amount} consultas já estão na sua conta.`;

/**
 * How the survey's dialog may be dismissed. Untouched, Escape, a click outside and × are "agora não" (7 days).
 * With a rating chosen or a comment typed, Escape and a click outside do nothing (no answer lost by a slip),
 * and × closes without "agora não": the survey comes back at the next landing.
 */
export function surveyDismissal(touched: boolean): {
  escapeCloses: boolean;
  outsideCloses: boolean;
  closePostpones: boolean;
} {
  return { escapeCloses: !touched, outsideCloses: !touched, closePostpones: !touched };
}

/** The "0 = …, 10 = …" scale's words under the numbers, which answer each survey's question. */
export const SCALE_HINTS: Record<SurveyType, { low: string; high: string }> = {
  nps: { low: 'Nada provável', high: 'Muito provável' },
  relationship_tree: { low: 'Não ajudou', high: 'Ajudou muito' },
};
/** The dialog's inner width (px) from which the 11 cells fit one row; narrower, two rows. */
export const SCALE_WIDE_MIN = 420;

// --- staff panels ------------------------------------------------------------------------------------

/** The ratings filter, as groups a person reads (the API takes the numbers). */
export const RATING_GROUPS = {
  '': { label: 'Todas as notas', ratings: '' },
  promoters: { label: 'Promotores (9 e 10)', ratings: '9,10' },
  passives: { label: 'Neutros (7 e 8)', ratings: '7,8' },
  detractors: { label: 'Detratores (0 a 6)', ratings: '0,1,2,3,4,5,6' },
} as const;
export type RatingGroup = keyof typeof RATING_GROUPS;

export type SurveyFilters = {
  from: string;
  to: string;
  type: SurveyType | '';
  ratings: RatingGroup;
  nameOrEmail: string;
  page: number;
};
export const EMPTY_SURVEY_FILTERS: SurveyFilters = {
  from: '',
  to: '',
  type: '',
  ratings: '',
  nameOrEmail: '',
  page: 1,
};

/** "init_date=…&end_date=…&type=…&ratings=…&name_or_email=…&page=…" (empty filters left out). */
export function surveysQueryString(filters: SurveyFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('init_date', filters.from);
  if (filters.to) params.set('end_date', filters.to);
  if (filters.type) params.set('type', filters.type);
  if (filters.ratings) params.set('ratings', RATING_GROUPS[filters.ratings].ratings);
  if (filters.nameOrEmail) params.set('name_or_email', filters.nameOrEmail);
  params.set('page', String(filters.page));
  return params.toString();
}

export const periodProblem = (filters: { from: string; to: string }): string | null =>
  filters.from && filters.to && filters.from > filters.to ? SURVEY_MESSAGES.invalidPeriod : null;

/** The figures line: "12 respostas · média 8,3 · NPS +42" (NPS only when NPS answers are in the set). */
export function summaryText(summary: {
  count: number;
  average: number | null;
  promoters: number;
  passives: number;
  detractors: number;
}): string {
  if (summary.count === 0) return 'Nenhuma resposta';
  const parts = [`${summary.count} ${summary.count === 1 ? 'resposta' : 'respostas'}`];
  if (summary.average !== null)
    parts.push(
      `média ${summary.average.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`,
    );
  const nps = npsOf(summary);
  if (nps !== null) parts.push(`NPS ${nps > 0 ? '+' : ''}${nps}`);
  return parts.join(' · ');
}

export const voucherQueryString = (filter: VoucherFilter, page: number): string =>
  `${filter === 'all' ? '' : `status=${filter}&`}page=${page}`;

/** "Pedir avaliação": what is wrong with the typed e-mail (the app's own words), or null. */
export function requestEmailProblem(text: string): string | null {
  const result = emailSchema.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
