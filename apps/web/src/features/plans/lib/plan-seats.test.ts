import { describe, expect, it } from 'vitest';
import { seatsShort, seatsShortText } from './plan-seats';

describe('seats of a plan order against the active users', () => {
  it('counts the extra users missing, and nothing when the order covers everyone', () => {
    expect(seatsShort(7, 2, 0)).toBe(5);
    expect(seatsShort(7, 2, 5)).toBe(0);
    expect(seatsShort(3, 10, 0)).toBe(0);
    expect(seatsShortText(7, 2, 5)).toBeNull();
    expect(seatsShortText(3, 10, 0)).toBeNull();
  });

  it('says how many users are active, what the order covers and how many would be turned off', () => {
    expect(seatsShortText(10, 2, 3)).toBe(
      'Sua conta tem 10 usuários ativos e este pedido cobre 5 usuários (2 do plano e 3 adicionais): quando o plano for ativado, 5 usuários terão de ser desativados. Para manter todos, inclua mais 5 usuários adicionais.',
    );
    expect(seatsShortText(7, 2, 0)).toBe(
      'Sua conta tem 7 usuários ativos e este pedido cobre 2 usuários: quando o plano for ativado, 5 usuários terão de ser desativados. Para manter todos, inclua mais 5 usuários adicionais.',
    );
    expect(seatsShortText(3, 2, 0)).toBe(
      'Sua conta tem 3 usuários ativos e este pedido cobre 2 usuários: quando o plano for ativado, 1 usuário terá de ser desativado. Para manter todos, inclua mais 1 usuário adicional.',
    );
    expect(seatsShortText(4, 2, 1)).toContain('cobre 3 usuários (2 do plano e 1 adicional)');
  });
});
