import type { CalculateBody, CalculateResponse } from '@prospecta/contracts/exports-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /export/:id/calculate — companies and decision makers the export would carry (a read, so a query). */
export function calculateExport(listId: string, body: CalculateBody): Promise<CalculateResponse> {
  return api.post<CalculateResponse>(`/export/${encodeURIComponent(listId)}/calculate`, body);
}

export function calculateExportQueryOptions(listId: string, body: CalculateBody) {
  return queryOptions({
    queryKey: ['exports', 'calculate', listId, body] as const,
    queryFn: () => calculateExport(listId, body),
    placeholderData: keepPreviousData,
  });
}

export function useCalculateExport(listId: string, body: CalculateBody, enabled: boolean) {
  return useQuery({ ...calculateExportQueryOptions(listId, body), enabled });
}
