import type { KanbanResponse, ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { refetchOnReturn, watchedRefresh } from '@/features/list-companies/lib/list-sync';
import { api } from '@/lib/api-client';
import { SKIP_HANDLE_ERROR } from '@/lib/api-errors';

export type KanbanColumn = KanbanResponse['columns'][number];

export const kanbanColumnKey = (
  id: string,
  status: ProspectingStatus,
  page: number,
  query: string,
  viewAs: string | null = null,
) => [...LIST_COMPANIES_KEY, id, 'kanban', status, { page, query, viewAs }] as const;

/** GET /v4/info_sets/:id/kanbam?status=&page=&query=&view_as= — one column, paged on its own; errors are the column's. */
export async function getKanbanColumn(
  id: string,
  status: ProspectingStatus,
  page: number,
  query: string,
  viewAs: string | null = null,
): Promise<KanbanColumn> {
  // A failure shows in the column itself (with "Tentar de novo"), not as one toast per column.
  const params = new URLSearchParams({ page: String(page), status, [SKIP_HANDLE_ERROR]: 'true' });
  if (query.trim()) params.set('query', query.trim());
  if (viewAs) params.set('view_as', viewAs);
  const answer = await api.get<KanbanResponse>(`/v4/info_sets/${encodeURIComponent(id)}/kanbam?${params}`);
  const column = answer.columns.find((c) => c.status === status);
  if (!column) throw new Error(`Coluna ${status} ausente`);
  return column;
}

export function kanbanColumnQueryOptions(
  id: string,
  status: ProspectingStatus,
  page: number,
  query: string,
  viewAs: string | null = null,
) {
  return queryOptions({
    queryKey: kanbanColumnKey(id, status, page, query, viewAs),
    queryFn: () => getKanbanColumn(id, status, page, query, viewAs),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: refetchOnReturn,
    refetchInterval: watchedRefresh(viewAs),
  });
}

export function useKanbanColumn(
  id: string,
  status: ProspectingStatus,
  page: number,
  query: string,
  viewAs: string | null = null,
) {
  return useQuery(kanbanColumnQueryOptions(id, status, page, query, viewAs));
}
