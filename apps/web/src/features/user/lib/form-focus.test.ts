import { describe, expect, it } from 'vitest';
import { fieldErrorsOfRefusal, passwordFieldOfRefusal } from '@/features/user/lib/form-focus';

describe('passwordFieldOfRefusal', () => {
  it.each([
    ['Senha atual incorreta', 'old'],
    ['A senha deve ter pelo menos 8 caracteres', 'password'],
    ['A senha deve ter no máximo 128 caracteres', 'password'],
    ['A senha não pode ser formada só por espaços', 'password'],
    ['A nova senha deve ser diferente da atual', 'password'],
    ['As senhas não conferem', 'confirmation'],
    ['Servidor indisponível no momento! Por favor tente novamente mais tarde!', null],
    [null, null],
  ])('%s → %s', (message, field) => {
    expect(passwordFieldOfRefusal(message)).toBe(field);
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
