import type { ReferralLinkResponse } from '@prospecta/contracts/referral-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWN_ERRORS, REFERRAL_LINK_QUERY_KEY } from '@/features/referral/api/referral-query-keys';
import { api } from '@/lib/api-client';
import { isRetryUseless } from '@/lib/api-errors';

/**
 * POST /referral/find_or_create: the user's one link, created on the first call and the same ever after, so it
 * is read as a query (a reload or a second tab asks again and gets the same code). Staff get a 403.
 */
export function getReferralLink(signal?: AbortSignal): Promise<ReferralLinkResponse> {
  return api.post<ReferralLinkResponse>(`/referral/find_or_create?${OWN_ERRORS}`, undefined, { signal });
}

export function referralLinkQueryOptions() {
  return queryOptions({
    queryKey: REFERRAL_LINK_QUERY_KEY,
    queryFn: ({ signal }) => getReferralLink(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !isRetryUseless(error) && count < 2,
  });
}

export function useReferralLink() {
  return useQuery(referralLinkQueryOptions());
}
