import type { ShowOnboardingResponse } from '@prospecta/contracts/onboarding-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ONBOARDING_OFFER_QUERY_KEY = ['onboarding', 'offer'] as const;

/**
 * GET /user/check_permission_to_show_onboarding → { show, cs }. A failure is silent: the offer is an
 * invitation, not a gate.
 */
export function getOnboardingOffer(signal?: AbortSignal): Promise<ShowOnboardingResponse> {
  return api.get<ShowOnboardingResponse>('/user/check_permission_to_show_onboarding?skip_handle_error=true', {
    signal,
  });
}

export function onboardingOfferQueryOptions() {
  return queryOptions({
    queryKey: ONBOARDING_OFFER_QUERY_KEY,
    queryFn: ({ signal }) => getOnboardingOffer(signal),
    // Asked again after "lembrar depois" runs out (a page opened the next day asks the server again).
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useOnboardingOffer(enabled: boolean) {
  return useQuery({ ...onboardingOfferQueryOptions(), enabled });
}
