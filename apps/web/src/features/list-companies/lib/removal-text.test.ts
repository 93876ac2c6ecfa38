import { describe, expect, it } from 'vitest';
import {
  NOTHING_REMOVED,
  removeConfirmText,
  removedToast,
  removeOneConfirmText,
  removeSelectedLabel,
  restoredToast,
} from './removal-text';

describe('removal texts', () => {
  it('counts the ticked companies on the button, and says what it does to a screen reader', () => {
    expect(removeSelectedLabel(1)).toEqual({
      label: 'Remover (1)',
      ariaLabel: 'Remover a empresa selecionada da lista',
    });
    expect(removeSelectedLabel(1234)).toEqual({
      label: 'Remover (1.234)',
      ariaLabel: 'Remover 1.234 empresas selecionadas da lista',
    });
  });

  it('asks first, saying how many ticked companies are out of sight and what goes with them', () => {
    expect(removeConfirmText(12, 2)).toEqual({
      title: 'Remover 12 empresas selecionadas da lista?',
      body: [
        '2 delas não aparecem nesta página da tabela (estão em outra página, ou fora da busca ou do filtro de status).',
        'Os status de prospecção e as anotações saem com elas. Logo depois, "Desfazer" traz tudo de volta.',
        'O crédito gasto não volta, e adicioná-las de novo pela busca não gasta outro.',
      ],
      confirm: 'Remover 12 empresas',
    });
    expect(removeConfirmText(3, 1).body[0]).toBe(
      'Uma delas não aparece nesta página da tabela (está em outra página, ou fora da busca ou do filtro de status).',
    );
    expect(removeConfirmText(3, 0).body).toHaveLength(2);
    const one = removeConfirmText(1, 1);
    expect(one.title).toBe('Remover a empresa selecionada da lista?');
    expect(one.body[0]).toMatch(/^Ela não aparece nesta página/);
    expect(one.body[1]).toContain('saem com ela.');
    expect(one.confirm).toBe('Remover 1 empresa');
  });

  it("in a list others work, says the team's statuses and notes go too", () => {
    expect(removeConfirmText(1, 0, true).body[0]).toBe(
      'Os status de prospecção e as anotações de toda a equipe saem com ela. Logo depois, "Desfazer" traz tudo de volta.',
    );
    const one = removeOneConfirmText('PADARIA SOL');
    expect(one.title).toBe('Remover PADARIA SOL da lista?');
    expect(one.body[0]).toContain('de toda a equipe sobre esta empresa');
    expect(one.confirm).toBe('Remover da lista');
  });

  it('names the company taken out, or counts them', () => {
    expect(removedToast(1, 'PADARIA SOL')).toEqual({
      title: 'Empresa removida da lista',
      message:
        'PADARIA SOL saiu da lista. O crédito gasto nela não volta; adicioná-la de novo pela busca não gasta outro.',
    });
    expect(removedToast(1).message).toMatch(/^O crédito gasto nela/);
    expect(removedToast(2500).title).toBe('2.500 empresas removidas da lista');
    expect(removedToast(2500).message).toContain('adicioná-las de novo');
  });

  it('says how many came back after Desfazer, and why not all', () => {
    expect(restoredToast(1, 1)).toBe('A empresa voltou para a lista, com seus status e anotações.');
    expect(restoredToast(3, 3)).toBe('3 empresas voltaram para a lista, com seus status e anotações.');
    expect(restoredToast(2, 3)).toBe('2 empresas voltaram para a lista; as outras já estavam nela de novo.');
    expect(restoredToast(0, 3)).toBe('As empresas já estavam de novo na lista.');
    expect(NOTHING_REMOVED).toMatch(/não estavam/);
  });
});
