import { useMe } from '@/features/auth/api/get-me';
import { useCredits } from '@/features/credits/api/get-credits';
import { PlansScreen } from '@/features/plans/components/plans-screen';
import { isStaffRole } from '@/lib/access-rules';

/** /upgrade_plans (spec commerce §2): the plans screen, with who is ordering and the account's credits. */
export function UpgradePlansRoute() {
  const me = useMe();
  const credits = useCredits();
  return (
    <PlansScreen
      isOwner={me.data ? me.data.role === 'owner' : null}
      isStaff={me.data ? isStaffRole(me.data.role) : false}
      credits={credits.data}
    />
  );
}
