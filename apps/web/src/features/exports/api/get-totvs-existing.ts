import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TotvsExisting = {
  companiesMatchCount: number;
  companiesCNPJMatch: string[];
  source: 'totvs' | 'export_records';
};

/** GET /export/:id/calculate_existing_companies_on_totvs — companies of the list TOTVS already holds. */
export function getTotvsExisting(listId: string): Promise<TotvsExisting> {
  return api.get<TotvsExisting>(
    `/export/${encodeURIComponent(listId)}/calculate_existing_companies_on_totvs?skip_handle_error=true`,
  );
}

export function totvsExistingQueryOptions(listId: string) {
  return queryOptions({
    queryKey: ['exports', 'totvs-existing', listId] as const,
    queryFn: () => getTotvsExisting(listId),
    retry: false,
  });
}

export function useTotvsExisting(listId: string, enabled: boolean) {
  return useQuery({ ...totvsExistingQueryOptions(listId), enabled });
}
