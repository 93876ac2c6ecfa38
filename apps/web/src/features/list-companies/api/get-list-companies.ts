import type { listCompaniesResponseSchema } from '@prospecta/contracts/lists-companies-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ListCompaniesPage = z.infer<typeof listCompaniesResponseSchema>;
export const LIST_COMPANIES_KEY = ['list-companies'] as const;

/** GET /v4/info_sets/:id/companies?page=&query= — 10 a page. */
export function getListCompanies(id: string, page: number, query: string): Promise<ListCompaniesPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (query.trim()) params.set('query', query.trim());
  return api.get<ListCompaniesPage>(`/v4/info_sets/${encodeURIComponent(id)}/companies?${params}`);
}

export function listCompaniesQueryOptions(id: string, page: number, query: string) {
  return queryOptions({
    queryKey: [...LIST_COMPANIES_KEY, id, 'table', { page, query }],
    queryFn: () => getListCompanies(id, page, query),
    placeholderData: keepPreviousData,
  });
}

export function useListCompanies(id: string, page: number, query: string) {
  return useQuery(listCompaniesQueryOptions(id, page, query));
}
