import type { ListCompany } from '@prospecta/contracts/lists-companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { api } from '@/lib/api-client';

/**
 * GET /v4/info_sets/:id/companies/:companyId?query= — registry data, group, partners and decision makers;
 * `query`, the table's search, decides the company's neighbours.
 */
export function getListCompany(id: string, companyId: string, query = ''): Promise<ListCompany> {
  const search = query.trim() ? `?${new URLSearchParams({ query: query.trim() })}` : '';
  return api.get<ListCompany>(
    `/v4/info_sets/${encodeURIComponent(id)}/companies/${encodeURIComponent(companyId)}${search}`,
  );
}

export function listCompanyQueryOptions(id: string, companyId: string, query = '') {
  return queryOptions({
    queryKey: [...LIST_COMPANIES_KEY, id, 'one', companyId, query.trim()],
    queryFn: () => getListCompany(id, companyId, query),
  });
}

export function useListCompany(id: string, companyId: string, query = '') {
  return useQuery(listCompanyQueryOptions(id, companyId, query));
}
