// The screens a seller opens all day, fetched while the browser is idle after the signed-in frame shows, so
// the first visit of the day to each does not wait for its code: the search's ≈ 60 chunks (its graphs, 85 KB)
// took ≈ 200 ms to arrive on a quiet machine after the click, more on a busy laptop. The same modules as the
// router's lazy routes (router.tsx), which then resolve at once.
import { useEffect } from 'react';

const SELLER_SCREENS = [
  () => import('@/app/routes/list'),
  () => import('@/app/routes/list-company'),
] as const;
const SEARCH_SCREEN = () => import('@/app/routes/search');

let started = false;

/** Once per page load; `canSearch`: the search too (a prospector's account may not open it). */
export function usePrefetchScreens(enabled: boolean, canSearch: boolean): void {
  useEffect(() => {
    if (!enabled || started) return;
    started = true;
    const loads = canSearch ? [SEARCH_SCREEN, ...SELLER_SCREENS] : SELLER_SCREENS;
    // A failure here costs nothing: the route loads its code again when opened.
    const run = () => {
      for (const load of loads) void load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else window.setTimeout(run, 2000);
  }, [enabled, canSearch]);
}
