import type { ExportToListBody, ExportToListResponse } from '@prospecta/contracts/lists-companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { announceListChange } from '@/features/list-companies/lib/list-sync';
import { api } from '@/lib/api-client';

/** POST /searches/companies/export — one export credit per company new to the account. */
export function exportToList(body: ExportToListBody): Promise<ExportToListResponse> {
  return api.post<ExportToListResponse>('/searches/companies/export', body);
}

/** Afterwards every list and credit answer is stale; the caller refreshes its own (credits) too. */
export function useExportToList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportToList,
    onSuccess: (answer) => {
      announceListChange(answer.info_set_id);
      void queryClient.invalidateQueries({ queryKey: ['lists'] });
      void queryClient.invalidateQueries({ queryKey: LIST_COMPANIES_KEY });
    },
  });
}
