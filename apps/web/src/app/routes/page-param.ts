import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The address's `pagina` (1-based; absent, 0 or not a number is 1). */
function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
}

/**
 * A screen's page kept in its address as `pagina` (page 1 leaves it out), replaced rather than pushed so the
 * back button leaves the screen instead of walking its pages.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) =>
      setParams(
        (p) => {
          if (page === 1) p.delete('pagina');
          else p.set('pagina', String(page));
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [pageOf(params), setPage];
}
