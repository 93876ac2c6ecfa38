import { Badge } from '@mantine/core';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@prospecta/contracts/contract-api';
import { CONTRACT_STATUS_COLORS } from '@/features/contracts/lib/contract-text';

/** A contract's state in words ("Aguardando assinatura", "Assinado", …). */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <Badge color={CONTRACT_STATUS_COLORS[status]} variant="light" data-testid="contract-status">
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}
