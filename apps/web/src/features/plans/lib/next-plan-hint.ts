import type { Plan } from '@prospecta/contracts/plans-api';

const integer = new Intl.NumberFormat('pt-BR');

/** The sentence under a credits refusal: the plan above the account's that holds the need, or the sales team. */
export function nextPlanHint(plan: Plan | null, type: 'export' | 'click'): string {
  if (!plan) return 'Para esse volume, nossos consultores montam um plano sob medida.';
  if (type === 'click') {
    return plan.unlimited_click
      ? `O ${plan.name} inclui consultas ilimitadas.`
      : `O ${plan.name} inclui ${integer.format(plan.click_credits ?? 0)} consultas por mês.`;
  }
  return `O ${plan.name} inclui ${integer.format(plan.export_credits)} créditos de exportação por mês.`;
}
