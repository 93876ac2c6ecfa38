import type { ExportStarted, SheetBody } from '@prospecta/contracts/exports-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /export/:id/sheet — starts a CSV or Excel file; the dialog then follows its eventId. */
export function startSheetExport(input: { listId: string; body: SheetBody }): Promise<ExportStarted> {
  return api.post<ExportStarted>(`/export/${encodeURIComponent(input.listId)}/sheet`, input.body);
}

export function useStartSheetExport() {
  return useMutation({ mutationFn: startSheetExport });
}
