import type { SearchResultRow } from '@prospecta/contracts/search-result';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /v4/companies/find_by_cnpj — the registry's row of one CNPJ, free of credits (404 when no company of
 * the registry has it). Asked when a search of one CNPJ finds nothing, to say whether the filters hid the
 * company or it is not in the registry at all; its own error is shown there, so the global toast is skipped.
 */
export function findCompany(cnpj: string, signal?: AbortSignal): Promise<SearchResultRow> {
  const params = new URLSearchParams({ cnpj, skip_handle_error: 'true' });
  return api.get<SearchResultRow>(`/v4/companies/find_by_cnpj?${params}`, { signal });
}

export function findCompanyQueryOptions(cnpj: string) {
  return queryOptions({
    queryKey: ['search', 'find-company', cnpj],
    queryFn: ({ signal }) => findCompany(cnpj, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useFindCompany(cnpj: string | null) {
  return useQuery({ ...findCompanyQueryOptions(cnpj ?? ''), enabled: cnpj !== null });
}
