import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { focusNewScreen } from '@/lib/focus-main';
import { trackInputModality } from '@/lib/input-modality';
import { routeTitleOf, screenOf } from '@/lib/page-title';
import { setRouteTitle } from '@/lib/use-page-title';

/**
 * What every screen shares, signed in or not: the skip link (first Tab stop), the route's name in the
 * browser's title, and the focus moved to a new screen's heading when the screen changes (not when only the
 * query string changes, nor on the first load).
 */
export function AppFrame() {
  const { pathname } = useLocation();
  const screen = screenOf(pathname);
  const shownScreen = useRef<string | null>(null);

  useEffect(() => {
    setRouteTitle(routeTitleOf(pathname));
  }, [pathname]);

  // How the user last acted decides whether a new screen's heading shows the focus ring (lib/focus-main.ts).
  useEffect(() => trackInputModality(), []);

  useEffect(() => {
    const before = shownScreen.current;
    shownScreen.current = screen;
    if (before === null || before === screen) return;
    return focusNewScreen();
  }, [screen]);

  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
