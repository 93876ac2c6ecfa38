import { PLANS, type Plan } from '@prospecta/contracts/plans-api';
import { describe, expect, it } from 'vitest';
import { orderPriceLines } from './plan-price';

const plan = (id: string): Plan => {
  const found = PLANS.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};
// Intl writes a no-break space after "R$".
const read = (lines: ReturnType<typeof orderPriceLines>) =>
  lines.map(({ label, value }) => `${label}: ${value}`.replace(/\s/g, ' '));

describe('orderPriceLines', () => {
  it('prices the plan, its extra seats and the total', () => {
    expect(read(orderPriceLines(plan('essencial'), 3))).toEqual([
      'Plano Essencial: R$ 299,00/mês',
      '3 usuários adicionais × R$ 99,90: R$ 299,70/mês',
      'Total estimado: R$ 598,70/mês',
    ]);
    expect(read(orderPriceLines(plan('pro'), 1))[1]).toBe('1 usuário adicional × R$ 59,90: R$ 59,90/mês');
  });

  it('gives the total alone without extra seats, and says "Sob consulta" where there is no price', () => {
    expect(read(orderPriceLines(plan('avancado'), 0))).toEqual(['Total estimado: R$ 1.499,00/mês']);
    expect(read(orderPriceLines(plan('enterprise'), 2))).toEqual([
      'Plano Enterprise: Sob consulta',
      '2 usuários adicionais: Sob consulta',
      'Total estimado: Sob consulta',
    ]);
  });
});
