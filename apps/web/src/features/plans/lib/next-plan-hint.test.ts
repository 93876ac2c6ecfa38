import { PLANS } from '@prospecta/contracts/plans-api';
import { describe, expect, it } from 'vitest';
import { nextPlanHint } from '@/features/plans/lib/next-plan-hint';

const plan = (id: string) => PLANS.find((p) => p.id === id) ?? null;

describe('nextPlanHint', () => {
  it('names the plan and what its month holds, in pt-BR numbers', () => {
    expect(nextPlanHint(plan('pro'), 'export')).toBe(
      'O Plano Pro inclui 1.000 créditos de exportação por mês.',
    );
    expect(nextPlanHint(plan('avancado'), 'click')).toBe('O Plano Avançado inclui 2.000 consultas por mês.');
    expect(nextPlanHint(plan('enterprise'), 'click')).toBe('O Plano Enterprise inclui consultas ilimitadas.');
  });

  it('sends a need past the catalogue to the consultants', () => {
    expect(nextPlanHint(null, 'export')).toBe(
      'Para esse volume, nossos consultores montam um plano sob medida.',
    );
  });
});
