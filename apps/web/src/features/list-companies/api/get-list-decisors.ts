import type { ListDecisorsResponse } from '@prospecta/contracts/lists-companies-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { api } from '@/lib/api-client';

/** GET /v4/info_sets/:id/decisors?page= — 10 companies a page, each with its decision makers. */
export function getListDecisors(id: string, page: number): Promise<ListDecisorsResponse> {
  return api.get<ListDecisorsResponse>(`/v4/info_sets/${encodeURIComponent(id)}/decisors?page=${page}`);
}

export function listDecisorsQueryOptions(id: string, page: number) {
  return queryOptions({
    // Under the list's companies key: a status change anywhere in the list reads it again.
    queryKey: [...LIST_COMPANIES_KEY, id, 'decisors', page],
    queryFn: () => getListDecisors(id, page),
    placeholderData: keepPreviousData,
  });
}

export function useListDecisors(id: string, page: number) {
  return useQuery(listDecisorsQueryOptions(id, page));
}
