// What the banner of a sent order says about its contract (contract-api.ts): the owner signs it, everyone reads it.
import { signedContractText, signedContractVoidText } from '@prospecta/contracts/contract-api';
import type { PlanOrder } from '@prospecta/contracts/plans-api';

export type OrderContract =
  | { kind: 'sign' }
  | { kind: 'signed'; text: string; askHandoff: boolean }
  | { kind: 'awaiting'; text: string };

/**
 * A sent order's contract: "Assinar contrato" for the owner, "Contrato assinado em …", or awaiting the owner.
 * `handoffMissing`: the reader may tell the account's CS what the team needs and nobody has yet — once signed,
 * that is the next step (`askHandoff`), so it is not lost when step 2 of the contract page was put off.
 */
export function orderContract(
  order: Pick<PlanOrder, 'status' | 'contract_signed_at' | 'contract_signed_by'>,
  isOwner: boolean,
  handoffMissing = false,
): OrderContract | null {
  if (order.status !== 'requested') return null;
  if (order.contract_signed_at)
    return {
      kind: 'signed',
      text: signedContractText(order.contract_signed_at, order.contract_signed_by),
      askHandoff: handoffMissing,
    };
  if (isOwner) return { kind: 'sign' };
  return { kind: 'awaiting', text: 'Contrato aguardando a assinatura do proprietário da conta' };
}

/** The owner's toast once an order is sent: the server's message, and the contract as the next step. */
export const orderSentToast = (message: string): string =>
  `${message} Próximo passo: assinar o contrato, no aviso do pedido.`;

/** What cancelling or replacing a sent order does to its signed contract (null while unsigned). */
export const orderContractVoidText = (
  order: Pick<PlanOrder, 'contract_signed_at' | 'contract_signed_by'>,
): string | null =>
  order.contract_signed_at
    ? signedContractVoidText(order.contract_signed_at, order.contract_signed_by)
    : null;
