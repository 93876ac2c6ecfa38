// When the onboarding offer may open, and the schedule form's rules (the contract's own).
import {
  type CreateOnboardingRequest,
  ONBOARDING_COMMENT_MAX,
  ONBOARDING_MAX_DAYS_AHEAD,
  ONBOARDING_MESSAGES,
  type OnboardingPeriod,
  preferredDayProblem,
  toDottedDay,
} from '@prospecta/contracts/onboarding-api';

/**
 * The lists root, where signing in lands. The offer never opens over a search, a list being worked, the
 * welcome questions or the control panel: it waits for the user's next landing there.
 */
export function offersOnboardingAt(pathname: string): boolean {
  return pathname === '/';
}

/** Whether to ask the server at all: a customer's user not known to have answered. */
export function mayBeOffered(user: { is_staff: boolean; has_onboarding: boolean } | undefined): boolean {
  return user !== undefined && !user.is_staff && !user.has_onboarding;
}

export type ScheduleForm = { day: string | null; period: OnboardingPeriod | null; comment: string };
export const EMPTY_SCHEDULE: ScheduleForm = { day: null, period: null, comment: '' };

export type ScheduleErrors = Partial<Record<keyof ScheduleForm, string>>;

export function scheduleErrors(form: ScheduleForm, today: string): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const dayProblem = form.day ? preferredDayProblem(form.day, today) : ONBOARDING_MESSAGES.dayRequired;
  if (dayProblem) errors.day = dayProblem;
  if (!form.period) errors.period = ONBOARDING_MESSAGES.periodRequired;
  if (form.comment.trim().length > ONBOARDING_COMMENT_MAX)
    errors.comment = ONBOARDING_MESSAGES.commentTooLong;
  return errors;
}

export function scheduleRequest(form: ScheduleForm): CreateOnboardingRequest {
  return {
    onboarding: {
      user_selected_option: 'schedule',
      user_selected_option_at: form.day ? toDottedDay(form.day) : null,
      preferred_period: form.period,
      comment: form.comment.trim(),
    },
  };
}

export const NOT_NEEDED_REQUEST: CreateOnboardingRequest = {
  onboarding: { user_selected_option: 'not_needed' },
};

const shift = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The calendar's bounds: from tomorrow to 60 days ahead; weekends are greyed out. */
export function dayBounds(today: string): { min: string; max: string } {
  return { min: shift(today, 1), max: shift(today, ONBOARDING_MAX_DAYS_AHEAD) };
}

export const isWeekend = (isoDay: string): boolean =>
  [0, 6].includes(new Date(`${isoDay}T12:00:00Z`).getUTCDay());
