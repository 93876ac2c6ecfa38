import type { EffectivenessResponse } from '@prospecta/contracts/admin-reports-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY, SKIP_GLOBAL_ERROR } from '@/features/admin/api/admin-query-keys';
import type { Period } from '@/features/admin/lib/effectiveness';
import { api } from '@/lib/api-client';

/** GET /ddcs/effectiveness_report/:from/:to — each CS owner's portfolio in the period (the panel shows refusals). */
export function useEffectivenessReport(period: Period, enabled = true) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'effectiveness', period],
    queryFn: ({ signal }) =>
      api.get<EffectivenessResponse>(
        `/ddcs/effectiveness_report/${encodeURIComponent(period.from)}/${encodeURIComponent(period.to)}?${SKIP_GLOBAL_ERROR}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
