// Route guards: they apply the pure decisions of lib/access-rules.ts.
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { type AccessRule, decideAccess, type UserState } from '@/lib/access-rules';
import { rememberPathForLogin } from '@/lib/session';
import { useSessionToken } from '@/lib/use-session';

export function useUserState(): UserState {
  const me = useMe();
  if (me.data) return { status: 'success', user: me.data };
  if (me.isError) return { status: 'error' };
  return { status: 'pending' };
}

/**
 * Whether the user may open the search (the same rule as the route's guard), for the links that lead there:
 * true until the user is known, so the navigation of most users does not flicker while it loads.
 */
export function useCanSearch(): boolean {
  return decideAccess('search', true, useUserState()) !== 'not_found';
}

export function RequireAccess({ rule }: { rule: AccessRule }) {
  const token = useSessionToken();
  const state = useUserState();
  const location = useLocation();
  const decision = decideAccess(rule, token !== null, state);
  if (decision === 'login') {
    rememberPathForLogin(location.pathname, location.search, location.hash);
    return <Navigate to={paths.login.getHref()} replace />;
  }
  if (decision === 'not_found') return <Navigate to={paths.notFound.getHref()} replace />;
  if (decision === 'wait') return <PageLoader />;
  return <Outlet />;
}
