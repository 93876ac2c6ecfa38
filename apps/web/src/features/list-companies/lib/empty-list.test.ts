import { describe, expect, it } from 'vitest';
import { emptyListHint } from '@/features/list-companies/lib/empty-list';

describe('emptyListHint', () => {
  it('a user who may search: through the search (the screen links to it)', () => {
    expect(emptyListHint(true)).toMatch(/^Busque empresas e use “Adicionar à lista”/);
  });
  it('a prospector who may not search: a manager’s search or a list shared with them', () => {
    const hint = emptyListHint(false);
    expect(hint).toContain('pela busca de um gestor ou do dono da conta');
    expect(hint).toContain('compartilhe com você uma lista');
    expect(hint).not.toMatch(/Busque/);
  });
});
