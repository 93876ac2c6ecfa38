import { useState } from 'react';
import {
  removeListCompanies,
  restoreListCompanies,
  useRefreshList,
} from '@/features/list-companies/api/remove-list-companies';
import { NOTHING_REMOVED, removedToast, restoredToast } from '@/features/list-companies/lib/removal-text';
import { ApiError } from '@/lib/api-errors';
import { showToast } from '@/lib/notify';
import { showUndoToast } from '@/lib/undo-toast';

/** The toast's "Desfazer" stays twice the usual 5 s: a removal of many companies is the one to regret. */
const UNDO_MS = 10_000;

/** The server's reason for a refusal (a 4xx says what), else a plain "try again". */
const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : 'Tente novamente em instantes.';

/**
 * Takes companies out of a list (`remove(cnpjs)`), says so with "Desfazer" (the same rows come back, statuses
 * and notes with them) and refreshes every screen of the list. `onRemoved` runs once they are out (the table
 * clears its ticks, a company's page moves on), `onRestored` once "Desfazer" put them back.
 */
export function useRemoveFromList(listId: string) {
  const refresh = useRefreshList();
  const [pending, setPending] = useState(false);

  const undo = async (removalId: string, removed: number, onRestored?: () => void) => {
    try {
      const { restored } = await restoreListCompanies(listId, removalId);
      refresh(listId);
      showToast({ color: 'green', message: restoredToast(restored, removed) });
      if (restored > 0) onRestored?.();
    } catch (error) {
      showToast({ color: 'red', title: 'Não foi possível desfazer', message: reasonOf(error) });
    }
  };

  const remove = async (cnpjs: string[], done: { onRemoved?: () => void; onRestored?: () => void } = {}) => {
    setPending(true);
    let answer: Awaited<ReturnType<typeof removeListCompanies>>;
    try {
      answer = await removeListCompanies(listId, cnpjs);
    } catch (error) {
      showToast({ color: 'red', title: 'Não foi possível remover', message: reasonOf(error) });
      return;
    } finally {
      setPending(false);
    }
    refresh(listId);
    done.onRemoved?.();
    const { removed, removal_id: removalId } = answer;
    if (removed === 0 || !removalId) {
      showToast({ color: 'yellow', message: NOTHING_REMOVED });
      return;
    }
    showUndoToast({
      id: `list-removal-${listId}`,
      ...removedToast(removed),
      durationMs: UNDO_MS,
      onUndo: () => void undo(removalId, removed, done.onRestored),
    });
  };

  return { remove, pending };
}
