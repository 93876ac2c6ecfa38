import { notifications } from '@mantine/notifications';
import { clearAllFilters, type FilterState } from '@prospecta/contracts/filter-state';
import { useCallback, useEffect, useRef } from 'react';
import type { FilterStateApi } from '@/features/search/hooks/use-filter-state';
import { LONG_UNDO_MS, showUndoToast } from '@/lib/undo-toast';

const FILTERS_CLEARED_TOAST = 'filters-cleared';

/**
 * "Limpar filtros" can be taken back (for 10 s): a detailed search not saved was lost in one click. Only on the search
 * screen: its toast goes when the screen does (pressed elsewhere, it wrote the filters into that screen's
 * address).
 */
export function useClearFilters(state: FilterState, setState: FilterStateApi['setState']): () => void {
  useEffect(
    () => () => {
      notifications.hide(FILTERS_CLEARED_TOAST);
    },
    [],
  );
  // The same function while the screen lives (the filter panel is memoised): it reads the filters of the moment.
  const stateRef = useRef(state);
  stateRef.current = state;
  return useCallback(() => {
    const before = stateRef.current;
    setState(clearAllFilters());
    showUndoToast({
      id: FILTERS_CLEARED_TOAST,
      title: 'Filtros limpos',
      message: 'A busca voltou aos filtros padrão.',
      onUndo: () => setState(before),
      // A detailed search is costly to set again: "Desfazer" stays 10 s, as for companies removed from a list.
      durationMs: LONG_UNDO_MS,
    });
  }, [setState]);
}
