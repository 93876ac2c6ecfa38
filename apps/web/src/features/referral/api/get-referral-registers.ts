import type { ReferralRegistersResponse } from '@prospecta/contracts/referral-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OWN_ERRORS, REFERRAL_REGISTERS_QUERY_KEY } from '@/features/referral/api/referral-query-keys';
import { api } from '@/lib/api-client';
import { isRetryUseless } from '@/lib/api-errors';

/** GET /referral/list_registers_by_referral?page=: who came through the user's link, newest first, with totals. */
export function getReferralRegisters(page: number, signal?: AbortSignal) {
  return api.get<ReferralRegistersResponse>(
    `/referral/list_registers_by_referral?page=${page}&${OWN_ERRORS}`,
    { signal },
  );
}

export function useReferralRegisters(page: number) {
  return useQuery({
    queryKey: [...REFERRAL_REGISTERS_QUERY_KEY, page],
    queryFn: ({ signal }) => getReferralRegisters(page, signal),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isRetryUseless(error) && count < 2,
  });
}
