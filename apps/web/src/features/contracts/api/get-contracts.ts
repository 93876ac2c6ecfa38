import type { ContractListResponse } from '@prospecta/contracts/contract-api';
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_LIST_QUERY_KEY, OWN_ERRORS } from '@/features/contracts/api/contract-query-keys';
import { api } from '@/lib/api-client';
import { isRetryUseless } from '@/lib/api-errors';

/** GET /account_plan/contracts: the account's contracts, newest first, with its CS and owner. */
export function useContracts(enabled = true) {
  return useQuery({
    enabled,
    queryKey: CONTRACT_LIST_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<ContractListResponse>(`/account_plan/contracts?${OWN_ERRORS}`, { signal }),
    retry: (count, error) => !isRetryUseless(error) && count < 2,
  });
}
