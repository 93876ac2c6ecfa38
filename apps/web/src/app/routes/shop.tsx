import type { ShopCodeName } from '@prospecta/contracts/shop-api';
import { useMe } from '@/features/auth/api/get-me';
import { AppPage } from '@/features/shop/components/app-page';
import { ManageSubscriptionsScreen } from '@/features/shop/components/manage-subscriptions-screen';

/** /shop/manage-subscriptions (also /shop and /shop/overview): the apps and the account's subscriptions. */
export function ManageSubscriptionsRoute() {
  return <ManageSubscriptionsScreen />;
}

/** /shop/config/<app>: one app's page; only the owner gets its buttons (spec §1). */
export function ShopAppRoute({ codeName }: { codeName: ShopCodeName }) {
  const me = useMe();
  return <AppPage key={codeName} codeName={codeName} isOwner={me.data ? me.data.role === 'owner' : null} />;
}
