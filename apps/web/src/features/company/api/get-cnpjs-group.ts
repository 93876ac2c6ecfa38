import type { BranchesPage } from '@prospecta/contracts/search-company';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §8: a failed page of the group's CNPJs. */
export const GROUP_PAGE_ERROR = 'Erro na paginação de cnpjs';

/** GET /v4/companies/:cnpj/cnpjs_group?page= — the establishments (head office and branches) of the company. */
export function getCnpjsGroup(cnpj: string, page: number): Promise<BranchesPage> {
  return api.get<BranchesPage>(
    `/v4/companies/${encodeURIComponent(cnpj)}/cnpjs_group?page=${page}&skip_handle_error=true`,
  );
}

export function cnpjsGroupQueryOptions(cnpj: string, page: number) {
  return queryOptions({
    queryKey: ['company', 'cnpjs-group', cnpj, page],
    queryFn: () => getCnpjsGroup(cnpj, page),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useCnpjsGroup(cnpj: string, page: number, enabled: boolean) {
  return useQuery({ ...cnpjsGroupQueryOptions(cnpj, page), enabled });
}
