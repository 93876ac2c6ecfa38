// What the banner of a sent order says about its contract (contract-api.ts): the owner signs it, everyone reads it.
import type { PlanOrder } from '@prospecta/contracts/plans-api';
import { formatDate } from '@/lib/format';

export type OrderContract =
  | { kind: 'sign' }
  | { kind: 'signed'; text: string }
  | { kind: 'awaiting'; text: string };

/** A sent order's contract: "Assinar contrato" for the owner, "Contrato assinado em …", or awaiting the owner. */
export function orderContract(
  order: Pick<PlanOrder, 'status' | 'contract_signed_at'>,
  isOwner: boolean,
): OrderContract | null {
  if (order.status !== 'requested') return null;
  if (order.contract_signed_at)
    return { kind: 'signed', text: `Contrato assinado em ${formatDate(order.contract_signed_at)}` };
  if (isOwner) return { kind: 'sign' };
  return { kind: 'awaiting', text: 'Contrato aguardando a assinatura do proprietário da conta' };
}

/** The owner's toast once an order is sent: the server's message, and the contract as the next step. */
export const orderSentToast = (message: string): string =>
  `${message} Próximo passo: assinar o contrato, no aviso do pedido.`;
