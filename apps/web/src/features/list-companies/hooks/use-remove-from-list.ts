import { useState } from 'react';
import {
  removeListCompanies,
  restoreListCompanies,
  useRefreshList,
} from '@/features/list-companies/api/remove-list-companies';
import { NOTHING_REMOVED, removedToast, restoredToast } from '@/features/list-companies/lib/removal-text';
import { ApiError } from '@/lib/api-errors';
import { focusMainRegion } from '@/lib/focus-main';
import { lastInputModality } from '@/lib/input-modality';
import { showToast } from '@/lib/notify';
import { LONG_UNDO_MS, showUndoToast } from '@/lib/undo-toast';

/** The server's reason for a refusal (a 4xx says what), else a plain "try again". */
const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : 'Tente novamente em instantes.';

type Done = {
  /** The company's name, said by the toast when one is taken out. */
  name?: string;
  /** Once they are out (the table clears its ticks, a company's page moves on). */
  onRemoved?: () => void;
  /** Once "Desfazer" put them back (a company's page opens it again). */
  onRestored?: () => void;
};

/**
 * Takes companies out of a list (`remove(cnpjs)`), says so with "Desfazer" (the same rows come back, statuses
 * and notes with them) and refreshes every screen of the list. Each removal has its own toast, so one made
 * within the seconds of another does not take the other's "Desfazer" away.
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
    // The toast's button is gone: a keyboard user goes on from the page's main region.
    if (lastInputModality() === 'keyboard' && document.activeElement === document.body) focusMainRegion();
  };

  const remove = async (cnpjs: string[], done: Done = {}) => {
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
      id: `list-removal-${removalId}`,
      ...removedToast(removed, done.name),
      durationMs: LONG_UNDO_MS,
      focusAction: true,
      onUndo: () => void undo(removalId, removed, done.onRestored),
    });
  };

  return { remove, pending };
}
