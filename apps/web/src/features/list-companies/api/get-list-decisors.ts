import type { ListDecisorsResponse } from '@prospecta/contracts/lists-companies-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  LIST_COMPANIES_KEY,
  type ListTableScope,
  scopeKey,
  scopeParams,
} from '@/features/list-companies/api/get-list-companies';
import { refetchOnReturn } from '@/features/list-companies/lib/list-sync';
import { api } from '@/lib/api-client';

/**
 * GET /v4/info_sets/:id/decisors?page=&query=&status= — 10 companies a page (those the table's search and
 * status filter show), each with its decision makers.
 */
export function getListDecisors(
  id: string,
  page: number,
  scope: ListTableScope,
): Promise<ListDecisorsResponse> {
  const params = scopeParams(scope);
  params.set('page', String(page));
  return api.get<ListDecisorsResponse>(`/v4/info_sets/${encodeURIComponent(id)}/decisors?${params}`);
}

export function listDecisorsQueryOptions(id: string, page: number, scope: ListTableScope) {
  return queryOptions({
    // Under the list's companies key: a status change anywhere in the list reads it again.
    queryKey: [...LIST_COMPANIES_KEY, id, 'decisors', { page, ...scopeKey(scope) }],
    queryFn: () => getListDecisors(id, page, scope),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: refetchOnReturn,
  });
}

export function useListDecisors(id: string, page: number, scope: ListTableScope) {
  return useQuery(listDecisorsQueryOptions(id, page, scope));
}
