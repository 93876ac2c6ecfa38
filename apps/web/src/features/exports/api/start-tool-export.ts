import type { ExportStarted, ExportTool, ToolExportBody } from '@prospecta/contracts/exports-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type StartToolExportInput = { listId: string; tool: ExportTool; body: ToolExportBody };

/** POST /export/:infosetId/:target — sends the list to a tool with the tool's extras in `options`. */
export function startToolExport(input: StartToolExportInput): Promise<ExportStarted> {
  const { listId, tool, body } = input;
  return api.post<ExportStarted>(`/export/${encodeURIComponent(listId)}/${tool}`, body);
}

export function useStartToolExport() {
  return useMutation({ mutationFn: startToolExport });
}
