import { describe, expect, it } from 'vitest';
import {
  createOnboardingRequestSchema,
  fromDottedDay,
  isRemindLaterPending,
  ONBOARDING_MESSAGES,
  onboardingsQuerySchema,
  preferredDayProblem,
  toDottedDay,
} from '../src/onboarding-api.ts';

describe('days written with dots', () => {
  it.each([
    ['03.12.2026', '2026-12-03'],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2027', null],
    ['31.04.2026', null],
    ['2026-12-03', null],
    ['3.12.2026', null],
    ['', null],
  ])('%s reads as %s', (dotted, iso) => {
    expect(fromDottedDay(dotted)).toBe(iso);
  });

  it('writes a day back with dots', () => {
    expect(toDottedDay('2026-01-09')).toBe('09.01.2026');
  });
});

describe('preferredDayProblem (today is Monday 2026-11-30)', () => {
  const today = '2026-11-30';
  it.each([
    ['2026-11-30', ONBOARDING_MESSAGES.pastDay],
    ['2026-11-01', ONBOARDING_MESSAGES.pastDay],
    ['2026-12-01', null],
    ['2026-12-05', ONBOARDING_MESSAGES.weekend],
    ['2026-12-06', ONBOARDING_MESSAGES.weekend],
    ['2027-01-29', null],
    ['2027-02-01', ONBOARDING_MESSAGES.farDay],
  ])('%s → %s', (day, problem) => {
    expect(preferredDayProblem(day, today)).toBe(problem);
  });
});

describe('isRemindLaterPending', () => {
  const at = new Date('2026-11-30T10:00:00Z');
  it.each([
    [null, '2026-11-30T10:00:00Z', false],
    [at, '2026-11-30T21:59:59Z', true],
    [at, '2026-11-30T22:00:00Z', false],
    [at, '2026-12-02T10:00:00Z', false],
  ])('remembered at %s, now %s → %s', (remembered, now, pending) => {
    expect(isRemindLaterPending(remembered, new Date(now))).toBe(pending);
  });
});

describe('createOnboardingRequestSchema', () => {
  const parse = (onboarding: Record<string, unknown>) =>
    createOnboardingRequestSchema.safeParse({ onboarding });
  const messages = (onboarding: Record<string, unknown>) => {
    const result = parse(onboarding);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('takes a schedule with its day, period and comment', () => {
    const result = parse({
      user_selected_option: 'schedule',
      user_selected_option_at: '03.12.2026',
      preferred_period: 'morning',
      comment: '  Quero ver as exportações  ',
    });
    expect(result.success && result.data.onboarding).toMatchObject({
      comment: 'Quero ver as exportações',
      creation_of_onboarding_by_admin: false,
    });
  });

  it('asks a schedule for its day and period', () => {
    expect(messages({ user_selected_option: 'schedule' })).toEqual([
      ONBOARDING_MESSAGES.dayRequired,
      ONBOARDING_MESSAGES.periodRequired,
    ]);
    expect(
      messages({
        user_selected_option: 'schedule',
        user_selected_option_at: '2026-12-03',
        preferred_period: 'any',
      }),
    ).toEqual([ONBOARDING_MESSAGES.invalidDay]);
  });

  it('takes "não preciso" alone and refuses unknown fields and options', () => {
    expect(parse({ user_selected_option: 'not_needed' }).success).toBe(true);
    expect(parse({ user_selected_option: 'remember_me' }).success).toBe(false);
    expect(parse({ user_selected_option: 'not_needed', extra: 1 }).success).toBe(false);
    expect(messages({ user_selected_option: 'not_needed', comment: 'x'.repeat(501) })).toEqual([
      ONBOARDING_MESSAGES.commentTooLong,
    ]);
  });
});

describe('onboardingsQuerySchema', () => {
  it('reads the page from the query string and refuses a period that ends first', () => {
    expect(onboardingsQuerySchema.parse({ page: '3' }).page).toBe(3);
    const result = onboardingsQuerySchema.safeParse({ init_date: '2026-11-30', end_date: '2026-11-01' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(ONBOARDING_MESSAGES.invalidPeriod);
  });
});
