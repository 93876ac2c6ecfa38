import { useEffect } from 'react';
import { formatPageTitle } from '@/lib/page-title';

// document.title = the page's own name (a list's, a company's) when a page gave one, else its route's name.
// Kept apart because React runs a page's effects before its frame's: whichever is set last, both are known.
let routeName: string | null = null;
let pageName: string | null = null;

function apply(): void {
  document.title = formatPageTitle(pageName ?? routeName);
}

/** Called by the router's frame on each path (the route's generic name). */
export function setRouteTitle(name: string | null): void {
  routeName = name;
  apply();
}

/**
 * Names the page more precisely than its route ("Clientes SP · Prospecta" on a list) while it is shown;
 * nothing while `name` is still unknown (the route's name stays). A page whose route's name would read as the
 * thing's own while it loads passes `LOADING_PAGE_NAME` meanwhile (a list's company).
 */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    const trimmed = name?.trim();
    if (!trimmed) return;
    pageName = trimmed;
    apply();
    return () => {
      if (pageName === trimmed) pageName = null;
      apply();
    };
  }, [name]);
}
