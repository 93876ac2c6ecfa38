// Where a company stands among the ones its steps walk (list-company.tsx).
import type { ListCompany } from '@prospecta/contracts/lists-companies-api';

/**
 * "13 de 21"; for a company moved out of the column or status filter it was opened from, how many are left
 * there ("20 restantes"): its old place would count it, and the next one would show the same number.
 */
export function stepsWhere(steps: NonNullable<ListCompany['neighbours']>): string {
  if (!steps.outside)
    return `${steps.position.toLocaleString('pt-BR')} de ${steps.total.toLocaleString('pt-BR')}`;
  const left = Math.max(0, steps.total - 1);
  return `${left.toLocaleString('pt-BR')} ${left === 1 ? 'restante' : 'restantes'}`;
}
