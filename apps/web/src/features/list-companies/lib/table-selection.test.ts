import { describe, expect, it } from 'vitest';
import { selectedText, selectionOffer } from '@/features/list-companies/lib/table-selection';

describe('selectedText', () => {
  it.each([
    [1, 1, '1 empresa selecionada'],
    [10, 10, '10 empresas selecionadas'],
    [12, 10, '12 empresas selecionadas (2 fora desta página)'],
    [3, 0, '3 empresas selecionadas (3 fora desta página)'],
    [1500, 10, '1.500 empresas selecionadas (1.490 fora desta página)'],
  ])('%d ticked, %d here → %s', (selected, here, expected) => {
    expect(selectedText(selected, here)).toBe(expected);
  });
});

describe('selectionOffer', () => {
  it('offers every company the table finds once the whole page is ticked', () => {
    expect(selectionOffer({ pageRows: 10, pickedHere: 10, selected: 10, total: 57 })).toEqual({
      text: 'As 10 empresas desta página estão selecionadas.',
      action: { label: 'Selecionar todas as 57 empresas', kind: 'all' },
    });
  });

  it('says all are ticked, with the way to clear them, once they are', () => {
    expect(selectionOffer({ pageRows: 7, pickedHere: 7, selected: 57, total: 57 })).toEqual({
      text: 'Todas as 57 empresas desta tabela estão selecionadas.',
      action: { label: 'Limpar seleção', kind: 'clear' },
    });
  });

  it('offers no more than an export of chosen companies takes', () => {
    expect(selectionOffer({ pageRows: 10, pickedHere: 10, selected: 10, total: 250, max: 100 })).toEqual({
      text: 'As 10 empresas desta página estão selecionadas.',
      action: { label: 'Selecionar as primeiras 100 de 250', kind: 'all' },
    });
    expect(selectionOffer({ pageRows: 10, pickedHere: 10, selected: 100, total: 250, max: 100 })?.text).toBe(
      'As primeiras 100 de 250 empresas estão selecionadas (o máximo de uma vez).',
    );
  });

  it.each([
    ['the page only partly ticked', { pageRows: 10, pickedHere: 9, selected: 9, total: 57 }],
    ['nothing ticked', { pageRows: 10, pickedHere: 0, selected: 0, total: 57 }],
    ['one page is the whole table', { pageRows: 5, pickedHere: 5, selected: 5, total: 5 }],
    ['an empty page', { pageRows: 0, pickedHere: 0, selected: 3, total: 0 }],
  ])('offers nothing with %s', (_case, input) => {
    expect(selectionOffer(input)).toBeNull();
  });
});
