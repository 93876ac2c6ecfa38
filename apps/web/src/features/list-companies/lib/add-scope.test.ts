import { MAX_EXPORT_COMPANIES } from '@prospecta/contracts/lists-companies-api';
import { describe, expect, it } from 'vitest';
import { allResultsAmount, allResultsLabel, listSearchText, NEW_LIST_LABEL } from './add-scope.ts';

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
