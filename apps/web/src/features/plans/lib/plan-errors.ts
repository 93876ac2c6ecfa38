// Spec commerce §8 for the plan calls: a 403 is the owners-only pair; otherwise the server's first error
// (summary, description), or its message under "Ocorreu algo inesperado", or the support line.
import { PLAN_MESSAGES } from '@prospecta/contracts/plans-api';
import type { Toast } from '@/lib/api-errors';
import { ApiError } from '@/lib/api-errors';

export const UNEXPECTED_TITLE = 'Ocorreu algo inesperado';
export const SUPPORT_LINE = 'Caso o problema persista, entre em contato com nossa equipe de suporte.';

type ErrorBodyItem = { summary?: unknown; description?: unknown };

export function planErrorToast(error: unknown): Toast {
  if (error instanceof ApiError && error.status === 403) {
    return { color: 'red', title: PLAN_MESSAGES.ownersOnlyTitle, message: PLAN_MESSAGES.ownersOnly };
  }
  if (error instanceof ApiError) {
    const first = (error.body as { errors?: ErrorBodyItem[] } | undefined)?.errors?.[0];
    if (typeof first?.summary === 'string' && typeof first.description === 'string') {
      // 429: a message already received (the sales team's limit), a wait rather than a failure.
      const color = error.status === 429 ? 'yellow' : 'red';
      return { color, title: first.summary, message: first.description };
    }
    if (error.status >= 400 && error.status < 500 && error.message) {
      return { color: 'red', title: UNEXPECTED_TITLE, message: error.message };
    }
  }
  return { color: 'red', title: UNEXPECTED_TITLE, message: SUPPORT_LINE };
}

/** "150 consultas por mês", "Consultas ilimitadas"… the lines of a plan's card. */
export function planFeatures(plan: {
  click_credits: number | null;
  export_credits: number;
  users: number;
  unlimited_click: boolean;
}): string[] {
  const number = (n: number) => n.toLocaleString('pt-BR');
  return [
    plan.unlimited_click || plan.click_credits === null
      ? 'Consultas ilimitadas'
      : `${number(plan.click_credits)} consultas por mês`,
    `${number(plan.export_credits)} exportações por mês`,
    plan.users === 1 ? '1 usuário' : `Até ${number(plan.users)} usuários`,
  ];
}
