import type { OnboardingResponsiblesResponse } from '@prospecta/contracts/onboarding-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /user/all_list_onboarding_responsible — the active admins and CS. */
export function useOnboardingResponsibles() {
  return useQuery({
    queryKey: ['admin', 'onboarding-responsibles'],
    queryFn: ({ signal }) =>
      api.get<OnboardingResponsiblesResponse>('/user/all_list_onboarding_responsible', { signal }),
    staleTime: 5 * 60_000,
  });
}
