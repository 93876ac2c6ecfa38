// What the plans screen says about an order and a change of plan: the banner over the plans (who chose or sent
// which plan, with what was ordered), the field of extra seats, and what a smaller plan takes away.
import {
  MAX_ADDITIONAL_USERS,
  monthlyPriceText,
  PLAN_MESSAGES,
  type Plan,
  type PlanOrder,
  planOrderEstimate,
} from '@prospecta/contracts/plans-api';
import { formatDate } from '@/lib/format';

const number = (n: number) => n.toLocaleString('pt-BR');

/** "2 usuários adicionais · Total estimado: R$ 1.648,70/mês" (or "Sem usuários adicionais · … Sob consulta"). */
export function orderSummaryText(order: Pick<PlanOrder, 'plan' | 'additional_users'>): string {
  const extra = order.additional_users;
  const seats =
    extra === 0
      ? 'Sem usuários adicionais'
      : `${number(extra)} ${extra === 1 ? 'usuário adicional' : 'usuários adicionais'}`;
  const total = planOrderEstimate(order.plan, extra).total_cents;
  return `${seats} · Total estimado: ${monthlyPriceText(total)}`;
}

/**
 * The banner of the account's open order. A sent one says when, by whom and what was ordered; a choice not sent
 * asks the owner to review and send it, and tells anyone else only who chose it (they can do nothing with it).
 */
export function orderNoticeText(order: PlanOrder, isOwner: boolean): { title: string; body: string } {
  const plan = order.plan.name;
  if (order.status === 'requested')
    return {
      title: `Pedido do ${plan} enviado`,
      body: `Enviado em ${formatDate(order.requested_at)} por ${order.ordered_by.name}. Nossa equipe comercial entrará em contato para confirmar os valores e ativar o plano.`,
    };
  if (isOwner)
    return {
      title: `Você escolheu o ${plan}`,
      body: 'Revise os detalhes e envie o pedido para a nossa equipe comercial.',
    };
  return {
    title: `${plan} escolhido por ${order.ordered_by.name}`,
    body: 'O pedido ainda não foi enviado à nossa equipe comercial.',
  };
}

/**
 * The extra seats typed: the number, or the field's error. Nothing out of range is changed silently ("-3" is
 * not 3, "100000" is not 100): the field keeps what was typed and says what it takes.
 */
export function additionalUsersInput(value: number | string): { value: number; error: string | null } {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  const valid = Number.isInteger(n) && n >= 0 && n <= MAX_ADDITIONAL_USERS;
  return { value: n, error: valid ? null : PLAN_MESSAGES.additionalUsers };
}

/**
 * What a plan with fewer monthly credits than the account's takes away, or null: "Os créditos do mês também
 * diminuem: de 500 para 150 consultas e de 1.000 para 300 exportações." Only what drops is named.
 */
export function creditsDropText(
  current: Pick<Plan, 'click_credits' | 'export_credits' | 'unlimited_click'> | null,
  next: Pick<Plan, 'click_credits' | 'export_credits' | 'unlimited_click'>,
): string | null {
  if (!current) return null;
  const clicks = (plan: typeof next) =>
    plan.unlimited_click || plan.click_credits === null ? Number.POSITIVE_INFINITY : plan.click_credits;
  const drops: string[] = [];
  const [from, to] = [clicks(current), clicks(next)];
  if (to < from)
    drops.push(
      from === Number.POSITIVE_INFINITY
        ? `de consultas ilimitadas para ${number(to)} consultas`
        : `de ${number(from)} para ${number(to)} consultas`,
    );
  if (next.export_credits < current.export_credits)
    drops.push(`de ${number(current.export_credits)} para ${number(next.export_credits)} exportações`);
  if (drops.length === 0) return null;
  return `Os créditos do mês também diminuem: ${drops.join(' e ')}.`;
}
