import { useMe } from '@/features/auth/api/get-me';
import { useHandoff } from '@/features/contracts/api/handoff';
import { useCredits } from '@/features/credits/api/get-credits';
import { PlansScreen } from '@/features/plans/components/plans-screen';
import { isStaffRole } from '@/lib/access-rules';

/**
 * /upgrade_plans (spec commerce §2): the plans screen, with who is ordering, the account's credits, and whether
 * the user may tell the CS what the team needs while nobody has (a signed order's banner then asks for it).
 */
export function UpgradePlansRoute() {
  const me = useMe();
  const credits = useCredits();
  const isStaff = me.data ? isStaffRole(me.data.role) : false;
  // Staff have no handoff of their own (the API answers 403): not asked.
  const handoff = useHandoff(me.data !== undefined && !isStaff);
  return (
    <PlansScreen
      isOwner={me.data ? me.data.role === 'owner' : null}
      isStaff={isStaff}
      handoffMissing={handoff.data ? handoff.data.can_edit && handoff.data.handoff === null : false}
      credits={credits.data}
    />
  );
}
