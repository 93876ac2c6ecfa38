import type { QueryContext } from '@prospecta/contracts/query-rules';
import { useMemo } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import { WelcomeScreen } from '@/features/welcome/components/welcome-screen';

/** /welcome_screen — the welcome screen with the guided first search (the search sends new users here). */
export function WelcomeRoute() {
  const me = useMe();
  const role = me.data?.role ?? 'user';
  const isStaff = me.data?.is_staff ?? false;
  // The search's own rules for this user, so the count shown is the one the search will show.
  const context: QueryContext = useMemo(() => ({ role, isStaff }), [role, isStaff]);
  return <WelcomeScreen userName={me.data?.name ?? null} context={context} />;
}
