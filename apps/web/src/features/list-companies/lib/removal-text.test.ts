import { describe, expect, it } from 'vitest';
import { NOTHING_REMOVED, removedToast, removeLabel, restoredToast } from './removal-text';

describe('removal texts', () => {
  it('names one company or counts the ticked ones', () => {
    expect(removeLabel(null)).toBe('Remover da lista');
    expect(removeLabel(1234)).toBe('Remover (1.234)');
    expect(removedToast(1)).toEqual({
      title: 'Empresa removida da lista',
      message: 'O crédito gasto nela não volta; adicioná-la de novo pela busca não gasta outro.',
    });
    expect(removedToast(2500).title).toBe('2.500 empresas removidas da lista');
    expect(removedToast(2500).message).toContain('adicioná-las de novo');
  });

  it('says how many came back after Desfazer, and why not all', () => {
    expect(restoredToast(1, 1)).toBe('A empresa voltou para a lista, com seus status.');
    expect(restoredToast(3, 3)).toBe('3 empresas voltaram para a lista, com seus status.');
    expect(restoredToast(2, 3)).toBe('2 empresas voltaram para a lista; as outras já estavam nela de novo.');
    expect(restoredToast(0, 3)).toBe('As empresas já estavam de novo na lista.');
    expect(NOTHING_REMOVED).toMatch(/não estavam/);
  });
});
