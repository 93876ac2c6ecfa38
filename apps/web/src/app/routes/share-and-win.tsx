import { useMe } from '@/features/auth/api/get-me';
import { ShareAndWinPanel } from '@/features/referral/components/share-and-win-panel';

/** /user/share-and-win — "Indique e ganhe", a tab of the control panel (staff read that they do not take part). */
export function ShareAndWinRoute() {
  const me = useMe();
  return <ShareAndWinPanel isStaff={me.data ? me.data.is_staff === true : null} />;
}
