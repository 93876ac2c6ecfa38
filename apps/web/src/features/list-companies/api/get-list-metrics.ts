import type { CompanyMetrics } from '@prospecta/contracts/lists-companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
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

/** GET /info_sets/:id/metrics — a 404 gives zeroed metrics marked "No found" (spec §8). */
export async function getListMetrics(id: string): Promise<MetricsAnswer> {
  try {
    const metrics = await api.get<CompanyMetrics>(
      `/info_sets/${encodeURIComponent(id)}/metrics?skip_handle_error=true`,
    );
    return { metrics, notFound: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { metrics: ZERO_METRICS, notFound: true };
    throw error;
  }
}

export function listMetricsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...LIST_COMPANIES_KEY, id, 'metrics'],
    queryFn: () => getListMetrics(id),
  });
}

export function useListMetrics(id: string) {
  return useQuery(listMetricsQueryOptions(id));
}
