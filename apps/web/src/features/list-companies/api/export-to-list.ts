import type { ExportToListBody, ExportToListResponse } from '@prospecta/contracts/lists-companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { announceListChange } from '@/features/list-companies/lib/list-sync';
import { api } from '@/lib/api-client';

/**
 * POST /searches/companies/export — one export credit per company new to the account. Its dialog says a
 * refusal itself (a list name taken on the name field, the rest above its buttons), so no global toast.
 */
export function exportToList(body: ExportToListBody): Promise<ExportToListResponse> {
  return api.post<ExportToListResponse>('/searches/companies/export?skip_handle_error=true', body);
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
