import { useCallback, useMemo } from 'react';
import type { ListsView } from '@/features/lists/api/get-lists';
import type { ListsAddress } from '@/features/lists/components/lists-overview';
import { useSearchParams } from '@/lib/use-search-params';

const VIEW_PARAM: Record<ListsView, string | null> = {
  active: null,
  archived: 'arquivadas',
  deleted: 'lixeira',
};

function viewOf(value: string | null): ListsView {
  if (value === VIEW_PARAM.archived) return 'archived';
  if (value === VIEW_PARAM.deleted) return 'deleted';
  return 'active';
}

/** Only the page changes: the user turned it. */
export const isPageTurn = (patch: Partial<ListsAddress>): boolean =>
  patch.page !== undefined &&
  patch.query === undefined &&
  patch.view === undefined &&
  patch.author === undefined;

/**
 * The lists root as its address holds it: `busca`, `ver` (arquivadas, lixeira), `autor` (a user's id) and
 * `pagina`, so a list opened and left with the back button, or a reload, finds the lists as they were. A page
 * the user turns is a new history entry (Back goes to the page before); a search typed, a view or an author
 * chosen or a page the screen corrects (`replace`) replaces the entry.
 */
export function useListsAddress(): [
  ListsAddress,
  (patch: Partial<ListsAddress>, change?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const query = params.get('busca') ?? '';
  const view = viewOf(params.get('ver'));
  const author = params.get('autor') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const address = useMemo(() => ({ query, view, author, page }), [query, view, author, page]);
  const setAddress = useCallback(
    (patch: Partial<ListsAddress>, change?: { replace?: boolean }) =>
      setParams(
        (p) => {
          const set = (name: string, value: string | null) => {
            if (value) p.set(name, value);
            else p.delete(name);
          };
          if (patch.query !== undefined) set('busca', patch.query.trim() ? patch.query : null);
          if (patch.view !== undefined) set('ver', VIEW_PARAM[patch.view]);
          if (patch.author !== undefined) set('autor', patch.author || null);
          if (patch.page !== undefined) set('pagina', patch.page > 1 ? String(patch.page) : null);
          return p;
        },
        { replace: change?.replace ?? !isPageTurn(patch) },
      ),
    [setParams],
  );
  return [address, setAddress];
}
