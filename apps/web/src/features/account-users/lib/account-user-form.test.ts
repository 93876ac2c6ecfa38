import { describe, expect, it } from 'vitest';
import { accountUserFieldOfRefusal, accountUserFormErrors } from './account-user-form';

const valid = { name: 'Bruna Vendas', email: 'bruna@empresa.com.br', role: 'user' as const, whatsapp: '' };

describe('accountUserFormErrors', () => {
  it('accepts a complete form, with or without a WhatsApp number', () => {
    expect(accountUserFormErrors(valid, false)).toEqual({});
    expect(accountUserFormErrors({ ...valid, whatsapp: '+55 (11) 98765-4321' }, false)).toEqual({});
  });

  it('names each refused field once, in Portuguese', () => {
    expect(
      accountUserFormErrors({ name: ' A ', email: 'bruna@', role: '', whatsapp: '1234' }, false),
    ).toEqual({
      name: 'Informe o nome (de 2 a 120 caracteres)',
      email: 'E-mail inválido',
      role: 'Escolha um papel',
      whatsapp: 'WhatsApp inválido: DDD e número, 10 ou 11 dígitos',
    });
  });

  it('says a name past the limit is too long, and an e-mail past the mail limits is invalid', () => {
    expect(
      accountUserFormErrors(
        { ...valid, name: 'N'.repeat(300), email: `${'a'.repeat(250)}@example.com` },
        false,
      ),
    ).toEqual({ name: 'Nome longo demais: no máximo 120 caracteres', email: 'E-mail inválido' });
    expect(accountUserFormErrors({ ...valid, name: 'N'.repeat(120) }, false)).toEqual({});
  });

  it('does not check the e-mail when editing (it cannot change)', () => {
    expect(accountUserFormErrors({ ...valid, email: '' }, true)).toEqual({});
  });
});

describe('accountUserFieldOfRefusal', () => {
  it.each([
    ['Este e-mail já é usado por outro usuário do Prospecta', 'email'],
    ['Informe o nome (de 2 a 120 caracteres)', 'name'],
    ['Nome longo demais: no máximo 120 caracteres', 'name'],
    ['WhatsApp inválido: DDD e número, 10 ou 11 dígitos', 'whatsapp'],
    [
      'Sua conta já tem 5 usuários ativos, o máximo do plano. Desative ou exclua um usuário para liberar a vaga.',
      null,
    ],
    ['Servidor indisponível no momento! Por favor tente novamente mais tarde!', null],
    [null, null],
  ])('%s → %s', (message, field) => {
    expect(accountUserFieldOfRefusal(message)).toBe(field);
  });
});
