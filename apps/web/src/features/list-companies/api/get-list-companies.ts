import type {
  ListSort,
  listCompaniesResponseSchema,
  ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { refetchOnReturn, watchedRefresh } from '@/features/list-companies/lib/list-sync';
import { api } from '@/lib/api-client';

export type ListCompaniesPage = z.infer<typeof listCompaniesResponseSchema>;
export const LIST_COMPANIES_KEY = ['list-companies'] as const;
/** Where a list query's kind ('table', 'one', 'kanban', …) stands in its key (`[...LIST_COMPANIES_KEY, listId, kind, …]`). */
export const LIST_QUERY_KIND_AT = LIST_COMPANIES_KEY.length + 1;
/** A company page's scope, as its key holds it. */
export type ScopeKey = ReturnType<typeof scopeKey>;

/**
 * The table's search and status filter: which companies it shows, and which the company page steps through;
 * `viewAs`, the user whose statuses are shown (an owner or a manager looking at a seller's; null: one's own).
 */
export type ListTableScope = {
  query: string;
  statuses: readonly ProspectingStatus[];
  viewAs?: string | null;
  /** A company's neighbours only: opened from a kanban column, they follow its order. */
  order?: 'kanban';
  /** The table's order (absent: the default, the companies added last first). */
  sort?: ListSort;
};

/** `query=&status=&view_as=&order=&sort=` of a scope (empty and default parts left out). */
export function scopeParams({ query, statuses, viewAs, order, sort }: ListTableScope): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim()) params.set('query', query.trim());
  if (statuses.length) params.set('status', statuses.join(','));
  if (viewAs) params.set('view_as', viewAs);
  if (order) params.set('order', order);
  if (sort && sort !== 'recent') params.set('sort', sort);
  return params;
}

/** A scope as a query key part. */
export const scopeKey = (scope: ListTableScope) => ({
  query: scope.query.trim(),
  statuses: scope.statuses.join(','),
  viewAs: scope.viewAs ?? null,
  order: scope.order ?? null,
  sort: scope.sort ?? 'recent',
});

/** GET /v4/info_sets/:id/companies?page=&query=&status=&sort= — 10 a page. */
export function getListCompanies(
  id: string,
  page: number,
  scope: ListTableScope,
): Promise<ListCompaniesPage> {
  const params = scopeParams(scope);
  params.set('page', String(page));
  return api.get<ListCompaniesPage>(`/v4/info_sets/${encodeURIComponent(id)}/companies?${params}`);
}

export function listCompaniesQueryOptions(id: string, page: number, scope: ListTableScope) {
  return queryOptions({
    queryKey: [...LIST_COMPANIES_KEY, id, 'table', { page, ...scopeKey(scope) }],
    queryFn: () => getListCompanies(id, page, scope),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: refetchOnReturn,
    refetchInterval: watchedRefresh(scope.viewAs),
  });
}

export function useListCompanies(id: string, page: number, scope: ListTableScope) {
  return useQuery(listCompaniesQueryOptions(id, page, scope));
}
