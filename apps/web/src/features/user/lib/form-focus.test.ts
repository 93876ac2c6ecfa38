import { describe, expect, it } from 'vitest';
import { passwordFieldOfRefusal } from '@/features/user/lib/form-focus';

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
