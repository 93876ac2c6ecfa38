import type { CompanyListsResponse } from '@prospecta/contracts/lists-companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under `['lists']`: whatever changes lists (an add, a removal, a list archived or deleted) refreshes it too. */
export const COMPANY_LISTS_KEY = ['lists', 'holding'] as const;

/**
 * POST /v4/companies/lists — which of the user's lists hold these companies (deleted ones left out). A mark
 * beside the results, not a screen of its own: a failure leaves it out without a toast.
 */
export function getCompanyLists(cnpjs: readonly string[]): Promise<CompanyListsResponse> {
  return api.post<CompanyListsResponse>('/v4/companies/lists?skip_handle_error=true', { cnpjs });
}

export function companyListsQueryOptions(cnpjs: readonly string[]) {
  // One request for a page of results whatever order its rows come in.
  const sorted = [...new Set(cnpjs)].sort();
  return queryOptions({
    queryKey: [...COMPANY_LISTS_KEY, sorted],
    queryFn: () => getCompanyLists(sorted),
    retry: false,
  });
}

/** The lists holding `cnpj`, asked with the other `cnpjs` of its page (one request for all of them). */
export function useCompanyLists(cnpj: string, cnpjs: readonly string[] = [cnpj]) {
  return useQuery({
    ...companyListsQueryOptions(cnpjs.includes(cnpj) ? cnpjs : [cnpj]),
    select: (answer) => answer.companies.find((c) => c.cnpj === cnpj)?.lists ?? [],
  });
}
