import { useParams } from 'react-router';
import { ContractPage } from '@/features/contracts/components/contract-page';

/** /contrato/:id — the plan's contract: its page, the owner's signature and the handoff to customer success. */
export function ContractRoute() {
  const { id = '' } = useParams();
  return <ContractPage key={id} id={id} />;
}
