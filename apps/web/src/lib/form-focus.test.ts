import { describe, expect, it } from 'vitest';
import { firstFieldInError } from '@/lib/form-focus';

describe('firstFieldInError', () => {
  const order = ['email', 'phoneNumber', 'zipcode', 'state', 'categories'] as const;

  it('is the first field in the form’s order that has an error, whatever the errors’ own order', () => {
    expect(firstFieldInError(order, { categories: 'Até 20', zipcode: 'CEP inválido' })).toBe('zipcode');
    expect(firstFieldInError(order, { state: 'UF inválida', email: null, phoneNumber: '' })).toBe('state');
  });

  it('is null when no field has one', () => {
    expect(firstFieldInError(order, {})).toBeNull();
    expect(firstFieldInError(['old', 'password'], { old: null, password: undefined })).toBeNull();
  });

  it('counts a field marked in error without a message of its own (a refusal shown beside it)', () => {
    expect(firstFieldInError(['email', 'password'], { email: false, password: true })).toBe('password');
  });
});
