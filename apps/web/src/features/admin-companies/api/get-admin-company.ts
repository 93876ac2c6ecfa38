import type { AdminCompanyResponse } from '@prospecta/contracts/admin-companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminCompanyKey = (cnpj: string) => ['admin', 'company', cnpj] as const;

/**
 * GET /admin/search_company/:cnpj — the company as customers see it, its corrections and reports. A refusal
 * (an invalid CNPJ, none in the registry) is shown by the panel itself, never as a toast.
 */
export function getAdminCompany(cnpj: string, signal?: AbortSignal): Promise<AdminCompanyResponse> {
  return api.get<AdminCompanyResponse>(
    `/admin/search_company/${encodeURIComponent(cnpj)}?skip_handle_error=true`,
    { signal },
  );
}

export function adminCompanyQueryOptions(cnpj: string) {
  return queryOptions({
    queryKey: adminCompanyKey(cnpj),
    queryFn: ({ signal }) => getAdminCompany(cnpj, signal),
    staleTime: 0,
  });
}

export function useAdminCompany(cnpj: string | null) {
  return useQuery({ ...adminCompanyQueryOptions(cnpj ?? ''), enabled: cnpj !== null });
}
