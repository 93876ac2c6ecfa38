import type { ReactivationModalResponse } from '@prospecta/contracts/reactivation-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWN_ERRORS, WELCOME_BACK_QUERY_KEY } from '@/features/reactivation/api/reactivation-query-keys';
import { api } from '@/lib/api-client';

/**
 * GET /accounts/show_reactivation_and_reengagement_modal → { show, engage_type, deal_owner, event }. A failure
 * is silent: the gift waits for the next route change.
 */
export function getWelcomeBack(signal?: AbortSignal): Promise<ReactivationModalResponse> {
  return api.get<ReactivationModalResponse>(
    `/accounts/show_reactivation_and_reengagement_modal?${OWN_ERRORS}`,
    {
      signal,
    },
  );
}

export function welcomeBackQueryOptions() {
  return queryOptions({
    queryKey: WELCOME_BACK_QUERY_KEY,
    queryFn: ({ signal }) => getWelcomeBack(signal),
    retry: false,
  });
}

export function useWelcomeBack(enabled: boolean) {
  return useQuery({ ...welcomeBackQueryOptions(), enabled });
}
