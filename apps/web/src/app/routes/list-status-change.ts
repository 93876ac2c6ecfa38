import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  changedElsewhereTo,
  type StatusChange,
  useUpdateProspectingStatus,
} from '@/features/list-companies/api/update-prospecting-status';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { ApiError, isMissing } from '@/lib/api-errors';
import { showToast } from '@/lib/notify';

/**
 * A prospecting status change for the list screens: optimistic; on failure rolled back with an error toast, or,
 * changed on another device meanwhile, shown where that device put it with the server's message.
 * Once settled the lists are read again, so the overview's progress of each list follows.
 */
export function useStatusChange() {
  const queryClient = useQueryClient();
  const { mutate } = useUpdateProspectingStatus(sayRefused);
  return useCallback(
    (change: StatusChange) =>
      mutate(change, { onSettled: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }) }),
    [mutate, queryClient],
  );
}

/** Tells a refused change, once it is undone on screen. */
function sayRefused(error: unknown, change: StatusChange): void {
  // Changed on another device meanwhile: the company is shown where it is now (the mutation put it there), and
  // the server's message says so.
  const now = changedElsewhereTo(error);
  change.kanban?.onRolledBack?.(now ?? change.company.status);
  change.onRolledBack?.();
  if (now) {
    showToast({ color: 'yellow', title: 'Status alterado em outro lugar', message: messageOf(error) });
    return;
  }
  // The company or the list no longer there for this user (removed, unshared or deleted meanwhile): both are
  // read again (onSettled) and the screen says which; trying again could not work.
  if (isMissing(error)) {
    showToast({
      color: 'red',
      title: 'Não foi possível mudar o status',
      message: 'A empresa não está mais nesta lista, ou a lista não está mais disponível para você.',
    });
    return;
  }
  // The server's reason when it gave one (the session ended…).
  const said = error instanceof ApiError && error.status < 500 ? error.message.trim() : '';
  const reason = said ? `${said}${/[.!?]$/.test(said) ? '' : '.'} ` : '';
  showToast({
    color: 'red',
    title: 'Não foi possível mudar o status',
    message: `${reason}A empresa voltou para onde estava. Tente novamente.`,
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
