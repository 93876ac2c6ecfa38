import type {
  ReactivationModalResponse,
  SawModalRequest,
  SawModalResponse,
} from '@prospecta/contracts/reactivation-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ERRORS, WELCOME_BACK_QUERY_KEY } from '@/features/reactivation/api/reactivation-query-keys';
import { api } from '@/lib/api-client';

/** PATCH /user/reactivation/saw_modal — the gift's button: the server grants the credits once and marks it seen. */
export function claimWelcomeBack(body: SawModalRequest): Promise<SawModalResponse> {
  return api.patch<SawModalResponse>(`/user/reactivation/saw_modal?${OWN_ERRORS}`, body ?? {});
}

export function useClaimWelcomeBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimWelcomeBack,
    // Claimed or refused (a colleague was first), the gift is gone: not shown again from the cache.
    onSettled: async () => {
      queryClient.setQueryData<ReactivationModalResponse>(WELCOME_BACK_QUERY_KEY, {
        show: false,
        engage_type: null,
        deal_owner: null,
        event: null,
      });
      // The credits (gauge, overview, plan) and the signed-in user (`can_reactivate`) read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['credits'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
      ]);
    },
  });
}
