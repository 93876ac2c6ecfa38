// A sent order's contract as the API shows it: its status derived from the order and the signature, the
// clauses signed (or those the owner would sign now), the signature with the CPF masked.

import { formatCnpj } from '@prospecta/contracts/cnpj';
import {
  type ContractStatus,
  type ContractSummary,
  type ContractTerms,
  type ContractView,
  contractClauses,
  maskCpf,
} from '@prospecta/contracts/contract-api';
import { PLANS } from '@prospecta/contracts/plans-api';
import { planOf } from '@/modules/plans/plan-order.ts';
import type { OrderWithContract } from './contracts.repository.ts';

/**
 * Where the contract is: the order sent and unsigned awaits the signature; signed, it waits for the sales team;
 * the plan applied by staff (signed or not) is active; the order cancelled or replaced is cancelled.
 */
export function contractStatus(orderStatus: string, signed: boolean): ContractStatus {
  if (orderStatus === 'fulfilled') return 'active';
  if (orderStatus === 'cancelled') return 'cancelled';
  return signed ? 'signed' : 'awaiting_signature';
}

/** What the order sells, from the order itself (never from the client). */
export const orderTerms = (order: OrderWithContract['order']): ContractTerms => ({
  plan: planOf(order.planId),
  additional_users: order.additionalUsers,
  speedmail: order.speedmail,
});

export function toContractView(
  { order, accountName, orderedByName, contract }: OrderWithContract,
  owner: { id: string; name: string } | null,
  canSign: (status: ContractStatus) => boolean,
): ContractView {
  const status = contractStatus(order.status, contract !== null);
  const terms = orderTerms(order);
  return {
    id: order.id,
    status,
    account: { id: order.accountId, name: accountName },
    plan: terms.plan,
    additional_users: order.additionalUsers,
    speedmail: order.speedmail,
    ordered_by: { id: order.userId, name: orderedByName },
    requested_at: (order.requestedAt ?? order.createdAt).toISOString(),
    activated_at: status === 'active' ? (order.closedAt?.toISOString() ?? null) : null,
    cancelled_at: status === 'cancelled' ? (order.closedAt?.toISOString() ?? null) : null,
    owner: owner ? { id: owner.id, name: owner.name } : null,
    signature: contract
      ? {
          company_name: contract.companyName,
          company_cnpj: formatCnpj(contract.companyCnpj),
          signer_name: contract.signerName,
          signer_cpf: maskCpf(contract.signerCpf),
          signer_role: contract.signerRole,
          signed_by: { id: contract.signedBy, name: contract.signedByName },
          signed_at: contract.signedAt.toISOString(),
          text_sha256: contract.textSha256,
          text_version: contract.textVersion,
        }
      : null,
    clauses: contract ? contract.clauses : contractClauses(terms, null),
    can_sign: canSign(status),
  };
}

type SummaryRow = {
  id: string;
  status: string;
  planId: string;
  requestedAt: Date | null;
  signedAt: Date | null;
  signerName: string | null;
};

export function toContractSummary(row: SummaryRow): ContractSummary {
  return {
    id: row.id,
    status: contractStatus(row.status, row.signedAt !== null),
    // A plan taken out of the catalogue still names its old orders by their id.
    plan_name: PLANS.find((plan) => plan.id === row.planId)?.name ?? row.planId,
    requested_at: row.requestedAt?.toISOString() ?? '',
    signed_at: row.signedAt?.toISOString() ?? null,
    signer_name: row.signerName,
  };
}
