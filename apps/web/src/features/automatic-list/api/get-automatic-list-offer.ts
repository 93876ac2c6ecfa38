import type { AutomaticListOffer } from '@prospecta/contracts/automatic-list-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const AUTOMATIC_LIST_OFFER_QUERY_KEY = ['automatic-list', 'offer'] as const;

/**
 * GET /user/get_create_list_automatic_event → { show, export_credits_remaining, list_size }. Every rule is the
 * server's; a failure is silent (the offer is an invitation, not a gate).
 */
export function getAutomaticListOffer(signal?: AbortSignal): Promise<AutomaticListOffer> {
  return api.get<AutomaticListOffer>('/user/get_create_list_automatic_event?skip_handle_error=true', {
    signal,
  });
}

export function useAutomaticListOffer(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: AUTOMATIC_LIST_OFFER_QUERY_KEY,
      queryFn: ({ signal }) => getAutomaticListOffer(signal),
      // Asked once a visit: made once, the offer is never made again.
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      enabled,
    }),
  );
}
