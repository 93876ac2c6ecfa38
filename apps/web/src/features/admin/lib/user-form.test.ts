import type { AdminAccountUser } from '@prospecta/contracts/admin-api';
import { describe, expect, it } from 'vitest';
import { type AdminUserFormValues, adminUserChanges, adminUserFormErrors } from './user-form';

const user: AdminAccountUser = {
  id: 'u1',
  name: 'Vitor Vendas',
  email: 'vendas@demo.prospecta.dev',
  whatsapp_number: '11987654321',
  role: 'user',
  active: true,
  userStatus: 'active',
  deletedByAccount: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const values: AdminUserFormValues = {
  name: 'Vitor Vendas',
  email: 'vendas@demo.prospecta.dev',
  role: 'user',
  whatsapp: '(11) 98765-4321',
};

describe('adminUserFormErrors', () => {
  it('accepts a complete form, with or without a WhatsApp number', () => {
    expect(adminUserFormErrors(values)).toEqual({});
    expect(adminUserFormErrors({ ...values, whatsapp: '' })).toEqual({});
  });

  it('names each refused field once, in Portuguese', () => {
    expect(adminUserFormErrors({ name: ' V ', email: 'vendas@', role: 'user', whatsapp: '123' })).toEqual({
      name: 'Informe o nome (de 2 a 120 caracteres)',
      email: 'E-mail inválido',
      whatsapp: 'WhatsApp inválido: DDD e número, 10 ou 11 dígitos',
    });
  });
});

describe('adminUserChanges', () => {
  it('sends nothing when nothing changed (the phone as shown, the e-mail in another case)', () => {
    expect(adminUserChanges(user, values)).toEqual({});
    expect(
      adminUserChanges(user, {
        ...values,
        email: 'VENDAS@demo.prospecta.dev',
        whatsapp: '+55 11 98765 4321',
      }),
    ).toEqual({});
  });

  it('sends only the fields that changed', () => {
    expect(adminUserChanges(user, { ...values, name: ' Vitor Souza ', role: 'owner' })).toEqual({
      name: 'Vitor Souza',
      role: 'owner',
    });
    expect(adminUserChanges(user, { ...values, email: 'vitor@demo.prospecta.dev', whatsapp: '' })).toEqual({
      email: 'vitor@demo.prospecta.dev',
      whatsapp_number: '',
    });
    expect(
      adminUserChanges({ ...user, whatsapp_number: null }, { ...values, whatsapp: '11 3234-5678' }),
    ).toEqual({
      whatsapp_number: '11 3234-5678',
    });
  });
});
