import type { RememberMeResponse, ShowOnboardingResponse } from '@prospecta/contracts/onboarding-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_OFFER_QUERY_KEY } from '@/features/onboarding/api/get-onboarding-offer';
import { api } from '@/lib/api-client';

/** PUT /user/:id/onboarding_update_remember_me — "agora não, lembrar depois": offered again in 12 hours. */
export function rememberOnboardingLater(userId: string): Promise<RememberMeResponse> {
  return api.put<RememberMeResponse>(
    `/user/${encodeURIComponent(userId)}/onboarding_update_remember_me?skip_handle_error=true`,
    { onboarding_remember_me: true },
  );
}

export function useRememberOnboardingLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rememberOnboardingLater,
    // Put off at once, whatever the answer: a failure only means the offer may come back sooner.
    onMutate: () => {
      queryClient.setQueryData<ShowOnboardingResponse>(ONBOARDING_OFFER_QUERY_KEY, (old) => ({
        cs: old?.cs ?? null,
        show: false,
      }));
    },
  });
}
