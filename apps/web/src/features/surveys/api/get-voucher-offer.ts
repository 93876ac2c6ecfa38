import type { ShowVoucherResponse } from '@prospecta/contracts/surveys-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const VOUCHER_OFFER_QUERY_KEY = ['surveys', 'voucher'] as const;

/** GET /user/check_permission_to_show_voucher → an allowed voucher not yet rescued. Silent on failure. */
export function getVoucherOffer(signal?: AbortSignal): Promise<ShowVoucherResponse> {
  return api.get<ShowVoucherResponse>('/user/check_permission_to_show_voucher?skip_handle_error=true', {
    signal,
  });
}

export function voucherOfferQueryOptions() {
  return queryOptions({
    queryKey: VOUCHER_OFFER_QUERY_KEY,
    queryFn: ({ signal }) => getVoucherOffer(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useVoucherOffer(enabled: boolean) {
  return useQuery({ ...voucherOfferQueryOptions(), enabled });
}
