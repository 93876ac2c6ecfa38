import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { isRefusal, refusalOutcome, withoutErrorsOf } from '@/lib/use-checked-form';

describe('refusalOutcome', () => {
  it('shows the fields’ messages when any was placed, even with a message for the whole form', () => {
    const placed = { fields: { email: 'E-mail inválido' }, form: 'Dados inválidos' };
    expect(refusalOutcome(placed, true)).toEqual({ show: 'fields', fields: { email: 'E-mail inválido' } });
    expect(refusalOutcome(placed, false)).toEqual({ show: 'fields', fields: { email: 'E-mail inválido' } });
  });

  it('gives the whole form’s message to the page when the form hands it over', () => {
    expect(refusalOutcome({ fields: {}, form: 'Este contrato já foi assinado' }, true)).toEqual({
      show: 'form',
      message: 'Este contrato já foi assinado',
    });
  });

  it.each([
    ['a message for the whole form the form keeps', { fields: {}, form: 'Link não encontrado' }, false],
    ['no message at all', { fields: {}, form: null }, true],
    ['an empty message', { fields: {}, form: '' }, true],
    ['nothing placed (not a refusal)', null, true],
  ] as const)('shows the failure above the button with %s', (_, placed, toPage) => {
    expect(refusalOutcome(placed, toPage)).toEqual({ show: 'failure' });
  });
});

describe('withoutErrorsOf', () => {
  it('drops the messages of the fields changed, keeping the others', () => {
    expect(withoutErrorsOf({ email: 'E-mail inválido', phone: 'Telefone inválido' }, ['email'])).toEqual({
      phone: 'Telefone inválido',
    });
  });

  it('keeps the same object when no field changed had a message (no new render)', () => {
    const errors = { email: 'E-mail inválido' };
    expect(withoutErrorsOf(errors, ['phone'])).toBe(errors);
    expect(withoutErrorsOf(errors, [])).toBe(errors);
  });
});

describe('isRefusal', () => {
  it.each([
    [new ApiError(400, { message: 'Dados inválidos' }), true],
    [new ApiError(403, { message: 'Sem permissões para a ação!' }), true],
    [new ApiError(422, {}), true],
    [new ApiError(499, {}), true],
    [new ApiError(500, {}), false],
    [new ApiError(503, {}), false],
    [new ApiError(302, {}), false],
    [new TypeError('Failed to fetch'), false],
    ['texto', false],
  ])('%s → %s', (error, expected) => {
    expect(isRefusal(error)).toBe(expected);
  });
});
