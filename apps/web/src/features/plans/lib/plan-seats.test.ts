import { describe, expect, it } from 'vitest';
import { seatsShort, seatsShortText } from './plan-seats';

describe('seats of a plan order against the active users', () => {
  it('counts the extra users missing and says so, and nothing when the order covers everyone', () => {
    expect(seatsShort(7, 2, 0)).toBe(5);
    expect(seatsShort(7, 2, 5)).toBe(0);
    expect(seatsShort(3, 10, 0)).toBe(0);
    expect(seatsShortText(7, 2, 0)).toBe(
      'Sua conta tem 7 usuários ativos e este pedido cobre 2 usuários: inclua mais 5 usuários adicionais ou desative usuários antes de o plano ser ativado.',
    );
    expect(seatsShortText(3, 2, 0)).toContain('inclua mais 1 usuário adicional ou');
    expect(seatsShortText(7, 2, 5)).toBeNull();
  });
});
