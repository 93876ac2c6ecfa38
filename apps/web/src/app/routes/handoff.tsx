import { useMe } from '@/features/auth/api/get-me';
import { HandoffPanel } from '@/features/contracts/components/handoff-panel';

/** /user/handoff — "Contrato", a tab of the control panel: the account's contracts, its CS and the handoff. */
export function HandoffRoute() {
  const me = useMe();
  return (
    <HandoffPanel isStaff={me.data ? me.data.is_staff === true : null} isOwner={me.data?.role === 'owner'} />
  );
}
