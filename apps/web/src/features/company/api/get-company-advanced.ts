import type { CompanyAdvancedResponse } from '@prospecta/contracts/companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /searches/companies/:cnpj/advanced — covered by the same consult as the company itself. */
export function getCompanyAdvanced(cnpj: string): Promise<CompanyAdvancedResponse> {
  return api.get<CompanyAdvancedResponse>(
    `/searches/companies/${encodeURIComponent(cnpj)}/advanced?skip_handle_error=true`,
  );
}

export function companyAdvancedQueryOptions(cnpj: string) {
  return queryOptions({
    queryKey: ['company', 'advanced', cnpj],
    queryFn: () => getCompanyAdvanced(cnpj),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useCompanyAdvanced(cnpj: string, enabled: boolean) {
  return useQuery({ ...companyAdvancedQueryOptions(cnpj), enabled });
}
