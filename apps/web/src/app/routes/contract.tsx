import { useParams } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { ContractPage } from '@/features/contracts/components/contract-page';
import { isStaffRole } from '@/lib/access-rules';

/** /contrato/:id — the plan's contract: its page, the owner's signature and the handoff to customer success. */
export function ContractRoute() {
  const { id = '' } = useParams();
  const me = useMe();
  return <ContractPage key={id} id={id} isStaff={me.data ? isStaffRole(me.data.role) : null} />;
}
