import type {
  AdminReferralsResponse,
  DecideReferralRequest,
  DecideReferralResponse,
} from '@prospecta/contracts/referral-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_REFERRALS_QUERY_KEY, OWN_ERRORS } from '@/features/referral/api/referral-query-keys';
import type { Decision } from '@/features/referral/lib/decision-text';
import { type ReferralFilters, referralQueryString } from '@/features/referral/lib/referral-filters';
import { api } from '@/lib/api-client';

/** GET /admin/referrals (staff): the leads, pending first, then newest first, 10 a page. */
export function useAdminReferrals(filters: ReferralFilters) {
  return useQuery({
    queryKey: [...ADMIN_REFERRALS_QUERY_KEY, filters],
    queryFn: ({ signal }) =>
      api.get<AdminReferralsResponse>(`/admin/referrals?${referralQueryString(filters)}&${OWN_ERRORS}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /admin/referrals/:id/convert (the referrer's account gets the reward, once) or …/decline. The server's
 * message is the screen's toast.
 */
export function useDecideReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, body }: { id: string; decision: Decision; body: DecideReferralRequest }) =>
      api.post<DecideReferralResponse>(
        `/admin/referrals/${encodeURIComponent(id)}/${decision}?${OWN_ERRORS}`,
        body ?? {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_REFERRALS_QUERY_KEY }),
  });
}
