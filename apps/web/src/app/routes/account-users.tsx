import { PageLoader } from '@/components/ui/page-loader';
import { AccountUsersPanel } from '@/features/account-users/components/account-users-panel';
import { useMe } from '@/features/auth/api/get-me';

/** /user/adminpanel — the account's users, a tab of the control panel. */
export function AccountUsersRoute() {
  const me = useMe();
  if (!me.data) return <PageLoader />;
  return <AccountUsersPanel me={me.data} />;
}
