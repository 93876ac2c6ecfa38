import type {
  RemoveListCompaniesResponse,
  RestoreListCompaniesResponse,
} from '@prospecta/contracts/lists-companies-api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { announceListChange } from '@/features/list-companies/lib/list-sync';
import { VALIDATION_KEY } from '@/features/validation/api/get-validation-status';
import { api } from '@/lib/api-client';
import { SKIP_HANDLE_ERROR } from '@/lib/api-errors';

const url = (listId: string, action: 'remove' | 'restore') =>
  `/v4/info_sets/${encodeURIComponent(listId)}/companies/${action}?${SKIP_HANDLE_ERROR}=true`;

/** POST /v4/info_sets/:id/companies/remove (ours): takes the companies out; the screen says a refusal itself. */
export const removeListCompanies = (listId: string, cnpjs: string[]) =>
  api.post<RemoveListCompaniesResponse>(url(listId, 'remove'), { cnpjs });

/** POST /v4/info_sets/:id/companies/restore (ours): puts back what a removal took out ("Desfazer"). */
export const restoreListCompanies = (listId: string, removalId: string) =>
  api.post<RestoreListCompaniesResponse>(url(listId, 'restore'), { removal_id: removalId });

/**
 * After a removal or its undo every screen of the list is stale (table, kanban, metrics, a company's page and
 * its steps, the lists' counts, the contacts the validation tab counts), in this tab and the others showing it.
 */
export function useRefreshList() {
  const queryClient = useQueryClient();
  return useCallback(
    (listId: string) => {
      announceListChange(listId);
      void queryClient.invalidateQueries({ queryKey: [...LIST_COMPANIES_KEY, listId] });
      void queryClient.invalidateQueries({ queryKey: ['lists'] });
      void queryClient.invalidateQueries({ queryKey: [...VALIDATION_KEY, listId] });
    },
    [queryClient],
  );
}
