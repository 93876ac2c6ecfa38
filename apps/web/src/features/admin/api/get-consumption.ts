import type { ConsumptionResponse } from '@prospecta/contracts/admin-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminAccountKey } from '@/features/admin/api/admin-query-keys';
import { type ConsumptionFilters, consumptionQueryString } from '@/features/admin/lib/consumption';
import { api } from '@/lib/api-client';

/** GET /credit_histories/:accountId/grouped_by_users — who spent the credits, by day, month or year, 10 a page. */
export function useConsumption(accountId: string, filters: ConsumptionFilters, enabled = true) {
  return useQuery({
    queryKey: [...adminAccountKey(accountId), 'consumption', filters],
    queryFn: ({ signal }) =>
      api.get<ConsumptionResponse>(
        `/credit_histories/${encodeURIComponent(accountId)}/grouped_by_users?${consumptionQueryString(filters)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
