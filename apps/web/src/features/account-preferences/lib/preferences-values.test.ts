import type { AccountPreferences } from '@prospecta/contracts/account-preferences-api';
import { describe, expect, it } from 'vitest';
import {
  preferencesChanged,
  preferencesErrors,
  preferencesValues,
} from '@/features/account-preferences/lib/preferences-values';

const STORED: AccountPreferences = {
  id: 'p1',
  accountId: 'a1',
  accountType: 'active',
  email: 'contato@empresa.com.br',
  phoneNumber: '1933334444',
  zipcode: '13010100',
  streetAddress: 'Rua Barão de Jaguara, 1000',
  complementalAddress: null,
  neighborhood: null,
  city: 'Campinas',
  state: 'SP',
  country: null,
  categories: ['Indústria', 'Varejo'],
  keywordsAvailable: [],
  canEdit: true,
};

describe('the preferences form', () => {
  it('shows the stored phone and CEP formatted and nothing as empty fields', () => {
    expect(preferencesValues(STORED)).toMatchObject({
      phoneNumber: '(19) 3333-4444',
      zipcode: '13010-100',
      neighborhood: '',
      country: '',
    });
  });

  it('counts as changed only what differs from what is stored', () => {
    const values = preferencesValues(STORED);
    expect(preferencesChanged(values, STORED)).toBe(false);
    expect(preferencesChanged({ ...values, city: ' Campinas ' }, STORED)).toBe(false);
    expect(preferencesChanged({ ...values, city: 'Jundiaí' }, STORED)).toBe(true);
    expect(preferencesChanged({ ...values, neighborhood: 'Centro' }, STORED)).toBe(true);
    expect(preferencesChanged({ ...values, categories: ['Indústria'] }, STORED)).toBe(true);
    expect(preferencesChanged({ ...values, categories: ['Varejo', 'Indústria'] }, STORED)).toBe(true);
  });

  it('names each field the contract refuses, with the limit of a text too long', () => {
    const values = preferencesValues(STORED);
    expect(preferencesErrors(values)).toEqual({});
    expect(preferencesErrors({ ...values, zipcode: '123', city: 'x'.repeat(121) })).toEqual({
      zipcode: 'CEP inválido: 8 dígitos',
      city: 'Texto longo demais: no máximo 120 caracteres',
    });
  });
});
