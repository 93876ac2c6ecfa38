import type { ListCompany } from '@prospecta/contracts/lists-companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LIST_COMPANIES_KEY,
  type ListTableScope,
  scopeKey,
  scopeParams,
} from '@/features/list-companies/api/get-list-companies';
import { refetchOnReturn, statusChangePending } from '@/features/list-companies/lib/list-sync';
import { LIST_REFRESH_MS } from '@/features/lists/api/get-list';
import { api } from '@/lib/api-client';
import { SKIP_HANDLE_ERROR } from '@/lib/api-errors';

const NO_SCOPE: ListTableScope = { query: '', statuses: [] };

/**
 * GET /v4/info_sets/:id/companies/:companyId?query=&status= — registry data, group, partners and decision
 * makers; the table's search and status filter (`scope`) decide the company's neighbours.
 */
export function getListCompany(id: string, companyId: string, scope = NO_SCOPE): Promise<ListCompany> {
  const params = scopeParams(scope);
  // The company's page draws its own error (not in the list, or not loaded): no toast beside it.
  params.set(SKIP_HANDLE_ERROR, 'true');
  return api.get<ListCompany>(
    `/v4/info_sets/${encodeURIComponent(id)}/companies/${encodeURIComponent(companyId)}?${params}`,
  );
}

export function listCompanyQueryOptions(id: string, companyId: string, scope = NO_SCOPE) {
  return queryOptions({
    queryKey: [...LIST_COMPANIES_KEY, id, 'one', companyId, scopeKey(scope)],
    queryFn: () => getListCompany(id, companyId, scope),
    refetchOnWindowFocus: refetchOnReturn,
    // Read again while in view, as its notes and the list's record are: a company someone took out of the list
    // meanwhile shows as such (its detail says it left the list) instead of taking notes that would be refused.
    refetchInterval: () => (statusChangePending() ? false : LIST_REFRESH_MS),
    refetchIntervalInBackground: false,
  });
}

export function useListCompany(id: string, companyId: string, scope = NO_SCOPE) {
  return useQuery(listCompanyQueryOptions(id, companyId, scope));
}
