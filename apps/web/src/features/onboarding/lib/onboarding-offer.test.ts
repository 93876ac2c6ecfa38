import { ONBOARDING_MESSAGES } from '@prospecta/contracts/onboarding-api';
import { describe, expect, it } from 'vitest';
import {
  dayBounds,
  EMPTY_SCHEDULE,
  isWeekend,
  mayBeOffered,
  offersOnboardingAt,
  scheduleErrors,
  scheduleRequest,
} from '@/features/onboarding/lib/onboarding-offer';

describe('offersOnboardingAt', () => {
  it.each([
    ['/', true],
    ['/user/overview', false],
    ['/search', false],
    ['/welcome_screen', false],
    ['/infosets/abc', false],
    ['/user/password', false],
    ['/admin', false],
  ])('%s → %s', (path, offered) => {
    expect(offersOnboardingAt(path)).toBe(offered);
  });
});

describe('mayBeOffered', () => {
  it('asks the server only for a customer user not known to have answered', () => {
    expect(mayBeOffered(undefined)).toBe(false);
    expect(mayBeOffered({ is_staff: true, has_onboarding: false })).toBe(false);
    expect(mayBeOffered({ is_staff: false, has_onboarding: true })).toBe(false);
    expect(mayBeOffered({ is_staff: false, has_onboarding: false })).toBe(true);
  });
});

describe('the schedule form (today is Monday 2026-11-30)', () => {
  const today = '2026-11-30';

  it('asks for a day and a period', () => {
    expect(scheduleErrors(EMPTY_SCHEDULE, today)).toEqual({
      day: ONBOARDING_MESSAGES.dayRequired,
      period: ONBOARDING_MESSAGES.periodRequired,
    });
  });

  it('refuses today, a weekend and a long comment; takes a weekday ahead', () => {
    expect(scheduleErrors({ day: today, period: 'any', comment: '' }, today).day).toBe(
      ONBOARDING_MESSAGES.pastDay,
    );
    expect(scheduleErrors({ day: '2026-12-05', period: 'any', comment: '' }, today).day).toBe(
      ONBOARDING_MESSAGES.weekend,
    );
    expect(scheduleErrors({ day: '2026-12-01', period: 'morning', comment: 'x'.repeat(501) }, today)).toEqual(
      {
        comment: ONBOARDING_MESSAGES.commentTooLong,
      },
    );
    expect(scheduleErrors({ day: '2026-12-01', period: 'morning', comment: '' }, today)).toEqual({});
  });

  it('sends the day with dots and the comment trimmed', () => {
    expect(
      scheduleRequest({ day: '2026-12-01', period: 'afternoon', comment: '  Exportar para o CRM ' }),
    ).toEqual({
      onboarding: {
        user_selected_option: 'schedule',
        user_selected_option_at: '01.12.2026',
        preferred_period: 'afternoon',
        comment: 'Exportar para o CRM',
      },
    });
  });

  it('bounds the calendar from tomorrow to 60 days ahead and greys out weekends', () => {
    expect(dayBounds(today)).toEqual({ min: '2026-12-01', max: '2027-01-29' });
    expect([isWeekend('2026-12-05'), isWeekend('2026-12-06'), isWeekend('2026-12-07')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
