import type { CreditsTotalsResponse } from '@prospecta/contracts/admin-credits-api';
import { useQuery } from '@tanstack/react-query';
import { creditsTotalsKey } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/**
 * GET /accounts/:accountId/credits_totals — granted, spent, remaining and the soonest expiry by type. Under the
 * account's key: any credit change of the account refreshes it.
 */
export function useCreditsTotals(accountId: string) {
  return useQuery({
    queryKey: creditsTotalsKey(accountId),
    queryFn: ({ signal }) =>
      api.get<CreditsTotalsResponse>(`/accounts/${encodeURIComponent(accountId)}/credits_totals`, { signal }),
  });
}
