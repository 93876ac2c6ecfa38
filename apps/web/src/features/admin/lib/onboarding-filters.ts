// The filters of the "Onboardings" and "Sem onboarding" panels: kept in the URL (a reload, Back or a shared link
// keeps them; one conversion each way) and sent as the API's query strings.
import {
  NO_ONBOARDING_FILTERS,
  type NoOnboardingFilter,
  ONBOARDING_OPTIONS,
  ONBOARDING_STATUSES,
  type OnboardingOption,
  type OnboardingStatus,
} from '@prospecta/contracts/onboarding-api';
import { knownValue, readDay, readPage, readText, writeParams } from '@/lib/url-params';

export type OnboardingFilters = {
  from: string;
  to: string;
  nameOrEmail: string;
  option: OnboardingOption | '';
  status: OnboardingStatus | '';
  page: number;
};
export const EMPTY_ONBOARDING_FILTERS: OnboardingFilters = {
  from: '',
  to: '',
  nameOrEmail: '',
  option: '',
  status: '',
  page: 1,
};

/** "init_date=…&end_date=…&name_or_email=…&user_selected_option=…&status=…&page=…" (empty filters left out). */
export function onboardingsQueryString(filters: OnboardingFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('init_date', filters.from);
  if (filters.to) params.set('end_date', filters.to);
  if (filters.nameOrEmail) params.set('name_or_email', filters.nameOrEmail);
  if (filters.option) params.set('user_selected_option', filters.option);
  if (filters.status) params.set('status', filters.status);
  params.set('page', String(filters.page));
  return params.toString();
}

export type NoOnboardingFilters = { nameOrEmail: string; which: NoOnboardingFilter; page: number };
export const EMPTY_NO_ONBOARDING_FILTERS: NoOnboardingFilters = { nameOrEmail: '', which: 'all', page: 1 };

export function noOnboardingQueryString(filters: NoOnboardingFilters): string {
  const params = new URLSearchParams();
  if (filters.nameOrEmail) params.set('name_or_email', filters.nameOrEmail);
  if (filters.which !== 'all') params.set('users_without_onboardings', filters.which);
  params.set('page', String(filters.page));
  return params.toString();
}

/** `?from=&to=&q=&option=&status=&page=`; unknown or malformed values read as no filter. */
export function readOnboardingFilters(params: URLSearchParams): OnboardingFilters {
  return {
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    nameOrEmail: readText(params.get('q')),
    option: knownValue(params.get('option'), ONBOARDING_OPTIONS) ?? '',
    status: knownValue(params.get('status'), ONBOARDING_STATUSES) ?? '',
    page: readPage(params.get('page')),
  };
}

export function writeOnboardingFilters(params: URLSearchParams, f: OnboardingFilters): URLSearchParams {
  return writeParams(params, {
    from: f.from,
    to: f.to,
    q: f.nameOrEmail.trim(),
    option: f.option,
    status: f.status,
    page: f.page,
  });
}

/** `?q=&which=&page=`. */
export function readNoOnboardingFilters(params: URLSearchParams): NoOnboardingFilters {
  return {
    nameOrEmail: readText(params.get('q')),
    which: knownValue(params.get('which'), NO_ONBOARDING_FILTERS) ?? 'all',
    page: readPage(params.get('page')),
  };
}

export function writeNoOnboardingFilters(params: URLSearchParams, f: NoOnboardingFilters): URLSearchParams {
  return writeParams(params, {
    q: f.nameOrEmail.trim(),
    which: f.which === 'all' ? '' : f.which,
    page: f.page,
  });
}

/** A request's preference as "03/12/2026 · Tarde" ("—" when none). */
export function preferenceText(
  day: string | null,
  period: string | null,
  periodLabels: Record<string, string>,
) {
  if (!day) return '—';
  const text = day.replaceAll('.', '/');
  return period ? `${text} · ${periodLabels[period] ?? period}` : text;
}
