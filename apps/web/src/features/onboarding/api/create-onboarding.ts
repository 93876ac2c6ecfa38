import type {
  CreateOnboardingRequest,
  CreateOnboardingResponse,
  ShowOnboardingResponse,
} from '@prospecta/contracts/onboarding-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_OFFER_QUERY_KEY } from '@/features/onboarding/api/get-onboarding-offer';
import { api } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-client';

/** POST /user/onboarding — the user's answer; the dialog shows a refusal, the server's message is the toast. */
export function createOnboarding(body: CreateOnboardingRequest): Promise<CreateOnboardingResponse> {
  return api.post<CreateOnboardingResponse>(
    '/user/onboarding?skip_handle_error=true&allowed_success_notify=true',
    body,
  );
}

export function useCreateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOnboarding,
    onSuccess: () => {
      queryClient.setQueryData<ShowOnboardingResponse>(ONBOARDING_OFFER_QUERY_KEY, (old) => ({
        cs: old?.cs ?? null,
        show: false,
      }));
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
