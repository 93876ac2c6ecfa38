import type { ExportStatus } from '@prospecta/contracts/exports-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /export/:account/:id/exportations_in_progress — a dialog opened again picks up a running export. */
export function getExportsInProgress(accountId: string, listId: string): Promise<ExportStatus[]> {
  return api
    .get<{ exportations: ExportStatus[] }>(
      `/export/${encodeURIComponent(accountId)}/${encodeURIComponent(listId)}/exportations_in_progress`,
    )
    .then((r) => r.exportations);
}

export function exportsInProgressQueryOptions(accountId: string, listId: string) {
  return queryOptions({
    queryKey: ['exports', 'in-progress', accountId, listId] as const,
    queryFn: () => getExportsInProgress(accountId, listId),
    staleTime: 0,
  });
}

export function useExportsInProgress(accountId: string | null, listId: string, enabled: boolean) {
  return useQuery({
    ...exportsInProgressQueryOptions(accountId ?? '', listId),
    enabled: enabled && accountId !== null,
  });
}
