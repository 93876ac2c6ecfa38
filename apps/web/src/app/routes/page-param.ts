import { useCallback } from 'react';
import { useSearchParams } from '@/lib/use-search-params';

/** The address's `pagina` (1-based; absent, 0 or not a number is 1). */
function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
}

export type PageChange = { replace?: boolean };

/**
 * A screen's page kept in its address as `pagina` (page 1 leaves it out). A page the user turns is a new
 * history entry, so Back goes to the page before (as it does in a search engine's results); a page the
 * screen corrects by itself (`replace`: one past the end stepping back) replaces the entry.
 */
export function usePageParam(): [number, (page: number, change?: PageChange) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number, change?: PageChange) =>
      setParams(
        (p) => {
          if (page === 1) p.delete('pagina');
          else p.set('pagina', String(page));
          return p;
        },
        { replace: change?.replace ?? false },
      ),
    [setParams],
  );
  return [pageOf(params), setPage];
}
