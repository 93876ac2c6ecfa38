import { describe, expect, it } from 'vitest';
import { maxUsersError, planNameError, seatsLine } from './account-forms';

describe('planNameError', () => {
  it.each([
    ['Plano Pro', null],
    ['  Plano Pro  ', null],
    ['', 'Informe o nome do plano (até 80 caracteres)'],
    ['   ', 'Informe o nome do plano (até 80 caracteres)'],
    ['a'.repeat(81), 'Informe o nome do plano (até 80 caracteres)'],
  ])('%j → %j', (value, error) => {
    expect(planNameError(value)).toBe(error);
  });
});

describe('maxUsersError', () => {
  it.each([
    [1, null],
    [1000, null],
    [0, 'Informe um limite de 1 a 1.000 usuários'],
    [1001, 'Informe um limite de 1 a 1.000 usuários'],
    [2.5, 'Informe um limite de 1 a 1.000 usuários'],
    ['', 'Informe um limite de 1 a 1.000 usuários'],
  ])('%j → %j', (value, error) => {
    expect(maxUsersError(value)).toBe(error);
  });
});

describe('seatsLine', () => {
  it.each([
    [3, 10, '3 usuários ativos de 10'],
    [1, 1, '1 usuário ativo de 1'],
    [0, 1000, '0 usuários ativos de 1.000'],
  ])('%i of %i → %s', (active, max, text) => {
    expect(seatsLine(active, max)).toBe(text);
  });
});
