import { SEARCH_PAGE_SIZE } from '@prospecta/contracts/query-rules';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StepNav, type StepTarget } from '@/components/ui/step-nav';
import { paths } from '@/config/paths';
import type { ShownPage } from '@/features/search/hooks/use-shown-answer';
import { INTERNAL_NAVIGATION } from '@/features/search/lib/url-state';

/** A step past the page's edge on its way: the page it goes to, the row to open there, the filters it was for. */
type EdgeStep = { page: number; pick: 'first' | 'last'; params: string };

/**
 * The drawer's steps through the search's results: row by row on the page on screen and, past its first or
 * last row, on to the previous or next page (the company stays open until that page's answer is in, then
 * its last or first row opens). A step past the edge is dropped when the drawer closes, the filters change or
 * that page's answer fails meanwhile.
 */
export function useResultSteps(searchId: string | null, cnpj: string | null) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [shown, setShown] = useState<ShownPage | null>(null);
  const [edge, setEdge] = useState<EdgeStep | null>(null);

  useEffect(() => {
    if (!edge) return;
    if (!cnpj) {
      setEdge(null);
      return;
    }
    if (shown?.page !== edge.page) return;
    setEdge(null);
    const params = new URLSearchParams(window.location.search);
    if (params.toString() !== edge.params) return;
    const target = edge.pick === 'first' ? shown.cnpjs[0] : shown.cnpjs.at(-1);
    if (!target) return;
    navigate(`${paths.searchCompany.getHref(shown.searchId, target)}${window.location.search}`, {
      replace: true,
      state: INTERNAL_NAVIGATION,
    });
  }, [edge, shown, cnpj, navigate]);

  const at = shown && cnpj ? shown.cnpjs.indexOf(cnpj) : -1;
  const stepTo = (index: number): StepTarget | null => {
    if (!shown || !searchId || !cnpj) return null;
    const inPage = shown.cnpjs[index];
    // A step replaces the company open (the results page stays the entry below, for Back and for closing).
    if (inPage) {
      return {
        to: `${paths.searchCompany.getHref(searchId, inPage)}${search}`,
        state: state ?? INTERNAL_NAVIGATION,
        replace: true,
      };
    }
    const page = index < 0 ? shown.page - 1 : shown.page + 1;
    if (page < 1 || page > shown.pages) return null;
    const params = new URLSearchParams(search);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const query = params.toString();
    return {
      to: `${paths.searchCompany.getHref(searchId, cnpj)}${query ? `?${query}` : ''}`,
      state: INTERNAL_NAVIGATION,
      replace: true,
      onGo: () => setEdge({ page, pick: index < 0 ? 'last' : 'first', params: query }),
    };
  };

  let steps: ReactNode = null;
  if (shown && edge) {
    steps = <StepNav label={LABEL} where="Carregando…" previous={null} next={null} />;
  } else if (shown && at >= 0 && shown.total > 1) {
    const position = (shown.page - 1) * SEARCH_PAGE_SIZE + at + 1;
    steps = (
      <StepNav
        label={LABEL}
        where={`${position.toLocaleString('pt-BR')} de ${shown.total.toLocaleString('pt-BR')}`}
        previous={stepTo(at - 1)}
        next={stepTo(at + 1)}
      />
    );
  }
  // A failed step goes back to the page on screen (its address too), so the next step asks again.
  const pending = useRef({ edge, shown });
  pending.current = { edge, shown };
  const onPageFailed = useCallback(() => {
    const { edge: failed, shown: page } = pending.current;
    if (!failed || !page) return;
    setEdge(null);
    const params = new URLSearchParams(window.location.search);
    if (page.page > 1) params.set('page', String(page.page));
    else params.delete('page');
    const query = params.toString();
    navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, {
      replace: true,
      state: INTERNAL_NAVIGATION,
    });
  }, [navigate]);
  return { onPageShown: setShown, onPageFailed, steps };
}

const LABEL = 'Navegar pelos resultados da busca';
