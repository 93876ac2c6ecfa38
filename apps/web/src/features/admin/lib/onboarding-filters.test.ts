import { ONBOARDING_PERIOD_LABELS } from '@prospecta/contracts/onboarding-api';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_NO_ONBOARDING_FILTERS,
  EMPTY_ONBOARDING_FILTERS,
  noOnboardingQueryString,
  onboardingsQueryString,
  preferenceText,
} from '@/features/admin/lib/onboarding-filters';

describe('onboarding panels’ query strings', () => {
  it('leave empty filters out', () => {
    expect(onboardingsQueryString(EMPTY_ONBOARDING_FILTERS)).toBe('page=1');
    expect(noOnboardingQueryString(EMPTY_NO_ONBOARDING_FILTERS)).toBe('page=1');
  });

  it('name every filter as the API does', () => {
    expect(
      onboardingsQueryString({
        from: '2026-11-01',
        to: '2026-11-30',
        nameOrEmail: 'ana silva',
        option: 'schedule',
        status: 'initial',
        page: 2,
      }),
    ).toBe(
      'init_date=2026-11-01&end_date=2026-11-30&name_or_email=ana+silva&user_selected_option=schedule&status=initial&page=2',
    );
    expect(noOnboardingQueryString({ nameOrEmail: 'bia', which: 'remember_me', page: 3 })).toBe(
      'name_or_email=bia&users_without_onboardings=remember_me&page=3',
    );
  });
});

describe('preferenceText', () => {
  it('shows the day with slashes and the period', () => {
    expect(preferenceText('03.12.2026', 'afternoon', ONBOARDING_PERIOD_LABELS)).toBe('03/12/2026 · Tarde');
    expect(preferenceText('03.12.2026', null, ONBOARDING_PERIOD_LABELS)).toBe('03/12/2026');
    expect(preferenceText(null, null, ONBOARDING_PERIOD_LABELS)).toBe('—');
  });
});
