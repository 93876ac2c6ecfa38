// What the contract's screens say about a contract: its state, its terms as a table and the link a list offers
// (the verification code is the contract's `verificationCode`, which the owner's e-mail gives too).
import type { ContractStatus, ContractSummary, ContractView } from '@prospecta/contracts/contract-api';
import { monthlyPriceText, planOrderEstimate } from '@prospecta/contracts/plans-api';
import { formatDate, formatDateTime } from '@/lib/format';

export const CONTRACT_STATUS_COLORS: Record<ContractStatus, string> = {
  awaiting_signature: 'orange',
  signed: 'green',
  active: 'blue',
  cancelled: 'gray',
};

const number = (n: number) => n.toLocaleString('pt-BR');
const users = (n: number) => `${number(n)} ${n === 1 ? 'usuário' : 'usuários'}`;

type Terms = Pick<ContractView, 'plan' | 'additional_users' | 'speedmail'>;

/** The terms' table: plan, users, consultas, exportações and the monthly total ("Sob consulta" without a price). */
export function contractTermsRows(terms: Terms): { label: string; value: string }[] {
  const { plan, additional_users: extra } = terms;
  const seats =
    extra > 0
      ? `${users(plan.users + extra)} (${number(plan.users)} do plano + ${number(extra)} ${extra === 1 ? 'adicional' : 'adicionais'})`
      : users(plan.users);
  const clicks =
    plan.unlimited_click || plan.click_credits === null
      ? 'Ilimitadas'
      : `${number(plan.click_credits)} por mês`;
  const rows = [
    { label: 'Plano', value: plan.name },
    { label: 'Usuários', value: seats },
    { label: 'Consultas', value: clicks },
    { label: 'Exportações', value: `${number(plan.export_credits)} por mês` },
  ];
  if (terms.speedmail) rows.push({ label: 'Aplicativo', value: 'Speedmail' });
  rows.push({
    label: 'Total mensal',
    value: monthlyPriceText(planOrderEstimate(plan, extra).total_cents),
  });
  return rows;
}

/** "Pedido por Fulano em 29/11/2026 às 08:40". */
export const orderedText = (contract: Pick<ContractView, 'ordered_by' | 'requested_at'>): string =>
  `Pedido por ${contract.ordered_by.name} em ${formatDateTime(contract.requested_at)}`;

/** What the others of the account read while the owner has not signed. */
export function awaitingText(owner: ContractView['owner']): string {
  return owner
    ? `Aguardando a assinatura de ${owner.name}, proprietário da conta`
    : 'Aguardando a assinatura do proprietário da conta';
}

/**
 * The line that says where a contract ended up, beside its signature or in its place: a cancelled order (with
 * its day, signed or not), an active plan never signed; null where the signature or the form says it all.
 */
export function contractStateText(
  contract: Pick<ContractView, 'status' | 'signature' | 'activated_at' | 'cancelled_at'>,
): string | null {
  if (contract.status === 'cancelled')
    return contract.cancelled_at
      ? `Pedido cancelado em ${formatDate(contract.cancelled_at)}`
      : 'Pedido cancelado';
  if (contract.status === 'active' && !contract.signature)
    return contract.activated_at
      ? `Ativado sem contrato assinado em ${formatDate(contract.activated_at)}`
      : 'Ativado sem contrato assinado';
  return null;
}

/** A list's link to a contract: the owner signs one awaiting, everyone else reads it. */
export const contractLinkLabel = (contract: Pick<ContractSummary, 'status'>, isOwner: boolean): string =>
  isOwner && contract.status === 'awaiting_signature' ? 'Assinar contrato' : 'Ver contrato';

/** A summary's dates: "Pedido em 29/11/2026 · Assinado em 30/11/2026 por Fulano". */
export function summaryDatesText(contract: ContractSummary): string {
  const parts = [`Pedido em ${formatDate(contract.requested_at)}`];
  if (contract.signed_at)
    parts.push(
      `Assinado em ${formatDate(contract.signed_at)}${contract.signer_name ? ` por ${contract.signer_name}` : ''}`,
    );
  return parts.join(' · ');
}
