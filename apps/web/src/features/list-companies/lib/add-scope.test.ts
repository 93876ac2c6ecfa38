import { MAX_EXPORT_COMPANIES } from '@prospecta/contracts/lists-companies-api';
import { describe, expect, it } from 'vitest';
import {
  addBlockedReason,
  allResultsAmount,
  allResultsLabel,
  firstAmountNote,
  firstResultsMax,
  listSearchText,
  NEW_LIST_LABEL,
  typedListText,
} from './add-scope.ts';

describe('the add-to-list dialog’s "every result" choice', () => {
  it('offers every result up to the cap', () => {
    expect(allResultsLabel(1)).toBe('A única empresa da busca');
    expect(allResultsLabel(2340)).toBe('Todas as 2.340 empresas');
    expect(allResultsLabel(MAX_EXPORT_COMPANIES)).toBe('Todas as 10.600 empresas');
    expect(allResultsAmount(2340)).toBe(2340);
  });

  it('says how many of the results go beyond the cap, instead of "todas"', () => {
    expect(allResultsLabel(MAX_EXPORT_COMPANIES + 1)).toBe('O máximo de uma vez: 10.600 de 10.601 empresas');
    expect(allResultsLabel(56_214)).toBe('O máximo de uma vez: 10.600 de 56.214 empresas');
    expect(allResultsAmount(56_214)).toBe(MAX_EXPORT_COMPANIES);
  });
});

describe('the add-to-list dialog’s list search', () => {
  it('searches what was typed, never the label of "+ Criar nova lista" once it is picked', () => {
    expect(listSearchText('Clientes', '')).toBe('Clientes');
    expect(listSearchText(NEW_LIST_LABEL, 'Clientes')).toBe('Clientes');
    expect(listSearchText(` ${NEW_LIST_LABEL} `, '')).toBe('');
    expect(listSearchText('', 'Clientes')).toBe('');
  });
});

describe('the add-to-list dialog’s "As primeiras N"', () => {
  it('goes up to the results, and to what one add takes beyond them', () => {
    expect(firstResultsMax(745)).toBe(745);
    expect(firstResultsMax(56_214)).toBe(MAX_EXPORT_COMPANIES);
  });

  it('says its ceiling and why under the field', () => {
    expect(firstAmountNote(10, null, 745)).toEqual({ text: 'Máximo: 745 (o total da busca)', error: false });
    expect(firstAmountNote(10, null, 56_214)).toEqual({
      text: 'Máximo: 10.600 (o máximo de uma vez)',
      error: false,
    });
  });

  it('says a number typed past the ceiling, in the field and once brought down to it', () => {
    expect(firstAmountNote(1000, null, 745)).toEqual({
      text: 'Você digitou 1.000; o máximo é 745 (o total da busca).',
      error: false,
    });
    expect(firstAmountNote(745, 1000, 745)).toEqual({
      text: 'Você digitou 1.000; o máximo é 745 (o total da busca).',
      error: false,
    });
    expect(firstAmountNote(MAX_EXPORT_COMPANIES, 20_000, 56_214).text).toBe(
      'Você digitou 20.000; o máximo é 10.600 (o máximo de uma vez).',
    );
  });

  it('makes an empty amount or 0 an error that says what to type', () => {
    expect(firstAmountNote('', null, 745)).toEqual({
      text: 'Informe quantas empresas adicionar: de 1 a 745.',
      error: true,
    });
    expect(firstAmountNote(0, null, 56_214).text).toBe('Informe quantas empresas adicionar: de 1 a 10.600.');
    expect(firstAmountNote('', null, 1).text).toBe('Informe quantas empresas adicionar: a busca tem 1.');
  });
});

describe('the add-to-list dialog’s button', () => {
  const ready = { searchReady: true, amount: 10, listChosen: true, newList: false, newName: '' };
  it('says why it cannot be pressed yet', () => {
    expect(addBlockedReason(ready)).toBeNull();
    expect(addBlockedReason({ ...ready, listChosen: false })).toBe('Escolha uma lista ou crie uma nova.');
    expect(addBlockedReason({ ...ready, amount: 0, listChosen: false })).toBe(
      'Informe quantas empresas adicionar.',
    );
    expect(addBlockedReason({ ...ready, listChosen: false, newList: true, newName: '  ' })).toBe(
      'Dê um nome à nova lista.',
    );
    expect(addBlockedReason({ ...ready, listChosen: false, newList: true, newName: 'Clientes' })).toBeNull();
    expect(addBlockedReason({ ...ready, searchReady: false })).toBe('Aguarde os resultados da busca.');
  });
});

describe('the add-to-list dialog’s list box', () => {
  it('offers every list while it shows the name of the list chosen', () => {
    expect(typedListText('Clientes SP', { name: 'Clientes SP' })).toBe('');
    expect(typedListText('Clientes', { name: 'Clientes SP' })).toBe('Clientes');
    expect(typedListText('Clientes', null)).toBe('Clientes');
  });
});
