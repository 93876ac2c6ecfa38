import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { onListChanges, statusChangePending } from '@/features/list-companies/lib/list-sync';
import { VALIDATION_KEY } from '@/features/validation/api/get-validation-status';

/**
 * Reads the list's companies (table, kanban, metrics, decision makers, a company's page, the contacts the
 * validation tab counts) and the lists again
 * when another tab of this browser changes the list (`lib/list-sync.ts`).
 */
export function useListSync(listId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onListChanges(listId, () => {
        if (statusChangePending()) return;
        void queryClient.invalidateQueries({ queryKey: [...LIST_COMPANIES_KEY, listId] });
        void queryClient.invalidateQueries({ queryKey: ['lists'] });
        void queryClient.invalidateQueries({ queryKey: [...VALIDATION_KEY, listId] });
      }),
    [listId, queryClient],
  );
}
