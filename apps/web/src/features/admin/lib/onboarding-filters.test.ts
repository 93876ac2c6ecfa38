import { ONBOARDING_PERIOD_LABELS } from '@prospecta/contracts/onboarding-api';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_NO_ONBOARDING_FILTERS,
  EMPTY_ONBOARDING_FILTERS,
  noOnboardingQueryString,
  onboardingsQueryString,
  preferenceText,
  readNoOnboardingFilters,
  readOnboardingFilters,
  writeNoOnboardingFilters,
  writeOnboardingFilters,
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

describe('onboarding panels’ filters in the URL', () => {
  it('round-trip every filter, leaving the defaults and other parameters as they are', () => {
    const filters = {
      from: '2026-11-01',
      to: '2026-11-30',
      nameOrEmail: 'ana silva',
      option: 'schedule' as const,
      status: 'scheduled' as const,
      page: 3,
    };
    const written = writeOnboardingFilters(new URLSearchParams('tab=x'), filters);
    expect(written.toString()).toBe(
      'tab=x&from=2026-11-01&to=2026-11-30&q=ana+silva&option=schedule&status=scheduled&page=3',
    );
    expect(readOnboardingFilters(written)).toEqual(filters);
    expect(writeOnboardingFilters(written, EMPTY_ONBOARDING_FILTERS).toString()).toBe('tab=x');

    const none = { nameOrEmail: 'bia', which: 'remember_me' as const, page: 2 };
    const noneWritten = writeNoOnboardingFilters(new URLSearchParams(), none);
    expect(noneWritten.toString()).toBe('q=bia&which=remember_me&page=2');
    expect(readNoOnboardingFilters(noneWritten)).toEqual(none);
    expect(writeNoOnboardingFilters(noneWritten, EMPTY_NO_ONBOARDING_FILTERS).toString()).toBe('');
  });

  it('read an old or edited link’s unknown values as no filter', () => {
    expect(
      readOnboardingFilters(
        new URLSearchParams('from=01/11/2026&to=2026-13&option=talvez&status=x&page=-2&q=%20%20'),
      ),
    ).toEqual(EMPTY_ONBOARDING_FILTERS);
    expect(readNoOnboardingFilters(new URLSearchParams('which=todos&page=1.5'))).toEqual(
      EMPTY_NO_ONBOARDING_FILTERS,
    );
  });
});
