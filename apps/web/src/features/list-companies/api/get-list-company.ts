import type { ListCompany } from '@prospecta/contracts/lists-companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { api } from '@/lib/api-client';

/** GET /v4/info_sets/:id/companies/:companyId — registry data, group, partners and decision makers. */
export function getListCompany(id: string, companyId: string): Promise<ListCompany> {
  return api.get<ListCompany>(
    `/v4/info_sets/${encodeURIComponent(id)}/companies/${encodeURIComponent(companyId)}`,
  );
}

export function listCompanyQueryOptions(id: string, companyId: string) {
  return queryOptions({
    queryKey: [...LIST_COMPANIES_KEY, id, 'one', companyId],
    queryFn: () => getListCompany(id, companyId),
  });
}

export function useListCompany(id: string, companyId: string) {
  return useQuery(listCompanyQueryOptions(id, companyId));
}
