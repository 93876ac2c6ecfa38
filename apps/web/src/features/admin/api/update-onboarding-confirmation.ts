import type {
  CreateOnboardingResponse,
  UpdateOnboardingConfirmationRequest,
} from '@prospecta/contracts/onboarding-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ONBOARDINGS_KEY } from '@/features/admin/api/get-onboardings';
import { api } from '@/lib/api-client';

/**
 * POST /user/update_onboarding_confirmation — the responsible and the status. The server's message is the
 * toast; a 422 shows its "Os parametros estão incorretos…" through the global handling.
 */
export function useUpdateOnboardingConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOnboardingConfirmationRequest) =>
      api.post<CreateOnboardingResponse>(
        '/user/update_onboarding_confirmation?allowed_success_notify=true',
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ONBOARDINGS_KEY }),
  });
}
