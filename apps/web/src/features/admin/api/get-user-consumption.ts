import type {
  UserConsumptionGrouping,
  UserConsumptionResponse,
} from '@prospecta/contracts/admin-reports-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminAccountKey } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

export type UserConsumptionFilters = {
  userId: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  type: 'click' | 'export' | '';
  /** '' : each spend. */
  grouping: UserConsumptionGrouping | '';
  page: number;
};

/** "user_id=…&init_date=…&end_date=…&type=…&group_by_format=…&page=…" (empty filters left out). */
export function userConsumptionQueryString(filters: UserConsumptionFilters): string {
  const params = new URLSearchParams({ user_id: filters.userId });
  if (filters.from) params.set('init_date', filters.from);
  if (filters.to) params.set('end_date', filters.to);
  if (filters.type) params.set('type', filters.type);
  if (filters.grouping) params.set('group_by_format', filters.grouping);
  params.set('page', String(filters.page));
  return params.toString();
}

/** GET /credit_histories/:accountId?user_id= — one user's spends (each, or by day or month), 20 a page. */
export function useUserConsumption(accountId: string, filters: UserConsumptionFilters, enabled = true) {
  return useQuery({
    queryKey: [...adminAccountKey(accountId), 'user-consumption', filters],
    queryFn: ({ signal }) =>
      api.get<UserConsumptionResponse>(
        `/credit_histories/${encodeURIComponent(accountId)}?${userConsumptionQueryString(filters)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
