// The order dialog's price lines: the plan, its extra seats and the monthly total, where the catalogue prices
// them (an Enterprise order is "Sob consulta" throughout).
import { centsText, monthlyPriceText, type Plan, planOrderEstimate } from '@prospecta/contracts/plans-api';

export type PriceLine = { label: string; value: string; total?: true };

/** "Plano Essencial", "3 usuários adicionais × R$ 99,90", "Total estimado"; no seat line without extra seats. */
export function orderPriceLines(plan: Plan, additionalUsers: number): PriceLine[] {
  const estimate = planOrderEstimate(plan, additionalUsers);
  const extra = Math.max(0, additionalUsers);
  if (extra === 0)
    return [{ label: 'Total estimado', value: monthlyPriceText(estimate.total_cents), total: true }];
  const seats = `${extra.toLocaleString('pt-BR')} ${extra === 1 ? 'usuário adicional' : 'usuários adicionais'}`;
  const price = plan.additional_user_price_cents ?? null;
  return [
    { label: plan.name, value: monthlyPriceText(estimate.plan_cents) },
    {
      label: price === null ? seats : `${seats} × ${centsText(price)}`,
      value: monthlyPriceText(estimate.additional_cents),
    },
    { label: 'Total estimado', value: monthlyPriceText(estimate.total_cents), total: true },
  ];
}
