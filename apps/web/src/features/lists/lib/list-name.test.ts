import { LIST_MESSAGES } from '@prospecta/contracts/lists-api';
import { describe, expect, it } from 'vitest';
import { nameErrorOf } from '@/features/lists/lib/list-name';
import { ApiError } from '@/lib/api-errors';

const duplicate = LIST_MESSAGES.duplicateName;

describe('nameErrorOf', () => {
  it.each([
    [
      'a duplicate name on create or rename',
      new ApiError(422, {
        message: duplicate,
        errors: [{ summary: 'info_set.name', description: duplicate }],
      }),
      duplicate,
    ],
    [
      'a duplicate new list of "Adicionar à lista"',
      new ApiError(422, {
        message: duplicate,
        errors: [{ summary: 'info_set_name', description: duplicate }],
      }),
      duplicate,
    ],
    [
      'a name the contract refuses',
      new ApiError(400, {
        message: 'Dados inválidos',
        errors: [{ summary: 'info_set.name', description: 'O nome deve ter no máximo 120 caracteres' }],
      }),
      'O nome deve ter no máximo 120 caracteres',
    ],
    [
      'another field',
      new ApiError(400, { message: 'x', errors: [{ summary: 'info_set.id', description: 'x' }] }),
      null,
    ],
    ['no errors list', new ApiError(422, { message: 'Crédito não disponível' }), null],
    [
      'a server failure',
      new ApiError(500, { message: 'x', errors: [{ summary: 'info_set.name', description: 'x' }] }),
      null,
    ],
    ['not an answer of the API', new Error('rede'), null],
  ])('%s', (_case, error, expected) => {
    expect(nameErrorOf(error)).toBe(expected);
  });
});
