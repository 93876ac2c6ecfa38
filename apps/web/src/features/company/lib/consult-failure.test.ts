import { describe, expect, it } from 'vitest';
import { consultFailure } from '@/features/company/lib/consult-failure';
import { ApiError } from '@/lib/api-errors';

describe('consultFailure', () => {
  it('a CNPJ the registry does not hold: said plainly, no retry', () => {
    expect(
      consultFailure(new ApiError(404, { error: 'Nenhum resultado encontrado' }), '11222333000181'),
    ).toEqual({
      title: 'Empresa não encontrada',
      message: 'Nenhuma empresa com o CNPJ 11.222.333/0001-81 no cadastro da Receita Federal.',
      retry: false,
    });
  });
  it('a malformed CNPJ: "CNPJ inválido", no retry', () => {
    const failure = consultFailure(new ApiError(400, { error: 'CNPJ inválido' }), '123');
    expect(failure).toMatchObject({ title: 'CNPJ inválido', retry: false });
    expect(failure.message).toContain('“123” não é um CNPJ válido');
  });
  it.each([
    ['a server error', new ApiError(503, { error: 'Registro indisponível' }), 'Registro indisponível', true],
    ['a network failure', new TypeError('Failed to fetch'), 'Failed to fetch', true],
    ['too many requests', new ApiError(429, { error: 'Muitas requisições' }), 'Muitas requisições', true],
    ['another refusal', new ApiError(403, { error: 'Sem permissão' }), 'Sem permissão', false],
  ])('%s: the message, and a retry only when it may pass', (_case, error, message, retry) => {
    expect(consultFailure(error, '11222333000181')).toEqual({
      title: 'Não foi possível carregar a empresa',
      message,
      retry,
    });
  });
});
