import { useMe } from '@/features/auth/api/get-me';
import { useCredits } from '@/features/credits/api/get-credits';
import { PlansScreen } from '@/features/plans/components/plans-screen';

/** /upgrade_plans (spec commerce §2): the plans screen, with who is ordering and the account's credits. */
export function UpgradePlansRoute() {
  const me = useMe();
  const credits = useCredits();
  return <PlansScreen isOwner={me.data ? me.data.role === 'owner' : null} credits={credits.data} />;
}
