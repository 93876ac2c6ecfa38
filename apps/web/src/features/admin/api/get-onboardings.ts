import type { OnboardingsResponse, StatusValidationResponse } from '@prospecta/contracts/onboarding-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OnboardingFilters, onboardingsQueryString } from '@/features/admin/lib/onboarding-filters';
import { api } from '@/lib/api-client';

export const ONBOARDINGS_KEY = ['admin', 'onboardings'] as const;

/** GET /user/onboardings — the requests, newest first, 10 a page (spec: a failure is an empty list). */
export function useOnboardings(filters: OnboardingFilters, enabled = true) {
  return useQuery({
    queryKey: [...ONBOARDINGS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      api.get<OnboardingsResponse>(
        `/user/onboardings?${onboardingsQueryString(filters)}&skip_handle_error=true`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /user/status_validation — how many requests each status holds. */
export function useOnboardingCounts() {
  return useQuery({
    queryKey: [...ONBOARDINGS_KEY, 'counts'],
    queryFn: () => api.post<StatusValidationResponse>('/user/status_validation?skip_handle_error=true', {}),
  });
}
