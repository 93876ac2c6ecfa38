import { describe, expect, it } from 'vitest';
import { fieldErrorsOfIssues, fieldErrorsOfRefusal, firstFieldInError } from '@/lib/form-focus';

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

describe('fieldErrorsOfRefusal', () => {
  const fields = ['email', 'zipcode', 'categories'] as const;

  it('takes each known field’s first message, an array item counting for its field', () => {
    const body = {
      message: 'Dados inválidos',
      errors: [
        { summary: 'zipcode', description: 'CEP inválido' },
        { summary: 'categories.3', description: 'Texto muito longo' },
        { summary: 'zipcode', description: 'outro' },
        { summary: 'body', description: 'Campo obrigatório' },
      ],
    };
    expect(fieldErrorsOfRefusal(body, fields)).toEqual({
      zipcode: 'CEP inválido',
      categories: 'Texto muito longo',
    });
  });

  it.each([
    undefined,
    null,
    'texto',
    { message: 'Sem permissões para a ação!' },
    { errors: 'x' },
    { errors: [1, {}] },
  ])('finds none in %j', (body) => {
    expect(fieldErrorsOfRefusal(body, fields)).toEqual({});
  });
});

describe('fieldErrorsOfIssues', () => {
  const fields = ['email', 'phone', 'accepted'] as const;

  it('takes each known field’s first message, in the issues’ order, a nested path counting for its field', () => {
    const issues = [
      { path: ['phone'], message: 'Telefone inválido' },
      { path: ['email'], message: 'Informe o e-mail' },
      { path: ['phone'], message: 'outra' },
      { path: ['email', 'domain'], message: 'outra também' },
    ];
    expect(fieldErrorsOfIssues(issues, fields)).toEqual({
      phone: 'Telefone inválido',
      email: 'Informe o e-mail',
    });
  });

  it.each([
    ['no issues', []],
    ['an issue about the whole value', [{ path: [], message: 'Dados inválidos' }]],
    ['an issue about another field', [{ path: ['cnpj'], message: 'CNPJ inválido' }]],
    ['an issue whose path starts with an index', [{ path: [0], message: 'x' }]],
  ])('finds none with %s', (_, issues) => {
    expect(fieldErrorsOfIssues(issues, fields)).toEqual({});
  });
});
