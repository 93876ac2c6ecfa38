import type { ExportStatus } from '@prospecta/contracts/exports-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often a running export is asked for its progress. */
export const STATUS_POLL_MS = 1000;

export const exportStatusQueryKey = (listId: string, eventId: string) =>
  ['exports', 'status', listId, eventId] as const;

/** GET /export/:id/exportation_status/:eventId — progress, counts, failures and, for files, the download. */
export function getExportStatus(listId: string, eventId: string): Promise<ExportStatus> {
  return api.get<ExportStatus>(
    `/export/${encodeURIComponent(listId)}/exportation_status/${encodeURIComponent(eventId)}`,
  );
}

export const isFinished = (status: ExportStatus | undefined) => status?.outcome != null;

export function exportStatusQueryOptions(listId: string, eventId: string) {
  return queryOptions({
    queryKey: exportStatusQueryKey(listId, eventId),
    queryFn: () => getExportStatus(listId, eventId),
    staleTime: 0,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : STATUS_POLL_MS),
  });
}

export function useExportStatus(listId: string, eventId: string | null) {
  return useQuery({ ...exportStatusQueryOptions(listId, eventId ?? ''), enabled: eventId !== null });
}
