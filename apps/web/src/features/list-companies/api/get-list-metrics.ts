import type { CompanyMetrics } from '@prospecta/contracts/lists-companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { refetchOnReturn, watchedRefresh } from '@/features/list-companies/lib/list-sync';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';

export const ZERO_METRICS: CompanyMetrics = {
  contacts: 0,
  prospectings: 0,
  contacted: 0,
  interested: 0,
  future_interest: 0,
  successes: 0,
  discarded: 0,
};

export type MetricsAnswer = { metrics: CompanyMetrics; notFound: boolean };

/**
 * GET /info_sets/:id/metrics?view_as= — the signed-in user's, or `viewAs`'s; a 404 gives zeroed metrics marked
 * "No found" (spec §8).
 */
export async function getListMetrics(id: string, viewAs: string | null = null): Promise<MetricsAnswer> {
  const params = new URLSearchParams({ skip_handle_error: 'true' });
  if (viewAs) params.set('view_as', viewAs);
  try {
    const metrics = await api.get<CompanyMetrics>(`/info_sets/${encodeURIComponent(id)}/metrics?${params}`);
    return { metrics, notFound: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { metrics: ZERO_METRICS, notFound: true };
    throw error;
  }
}

export function listMetricsQueryOptions(id: string, viewAs: string | null = null) {
  return queryOptions({
    queryKey: [...LIST_COMPANIES_KEY, id, 'metrics', viewAs],
    queryFn: () => getListMetrics(id, viewAs),
    refetchOnWindowFocus: refetchOnReturn,
    refetchInterval: watchedRefresh(viewAs),
  });
}

export function useListMetrics(id: string, viewAs: string | null = null) {
  return useQuery(listMetricsQueryOptions(id, viewAs));
}
