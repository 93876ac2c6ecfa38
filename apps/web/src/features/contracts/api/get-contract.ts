import type { ContractView } from '@prospecta/contracts/contract-api';
import { useQuery } from '@tanstack/react-query';
import { contractQueryKey, OWN_ERRORS } from '@/features/contracts/api/contract-query-keys';
import { api } from '@/lib/api-client';
import { isRetryUseless } from '@/lib/api-errors';

/** GET /account_plan/contract/:id: one contract as its page shows it (404 for another account's or none). */
export function useContract(id: string) {
  return useQuery({
    queryKey: contractQueryKey(id),
    queryFn: ({ signal }) =>
      api.get<ContractView>(`/account_plan/contract/${encodeURIComponent(id)}?${OWN_ERRORS}`, { signal }),
    retry: (count, error) => !isRetryUseless(error) && count < 2,
  });
}
