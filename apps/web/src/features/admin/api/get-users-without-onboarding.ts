import type { UsersWithoutOnboardingResponse } from '@prospecta/contracts/onboarding-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type NoOnboardingFilters, noOnboardingQueryString } from '@/features/admin/lib/onboarding-filters';
import { api } from '@/lib/api-client';

/** GET /user/users_without_onboardings — customer users with no request, newest first, 10 a page. */
export function useUsersWithoutOnboarding(filters: NoOnboardingFilters) {
  return useQuery({
    queryKey: ['admin', 'onboardings', 'without', filters],
    queryFn: ({ signal }) =>
      api.get<UsersWithoutOnboardingResponse>(
        `/user/users_without_onboardings?${noOnboardingQueryString(filters)}&skip_handle_error=true`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
