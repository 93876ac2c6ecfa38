import { describe, expect, it } from 'vitest';
import { addedMessage } from './added-message';

const answer = {
  info_set_id: 'l1',
  added: 2,
  charged: 1,
  skipped_in_list: 0,
  skipped_exported: 0,
  skipped_unknown: 0,
  credits_remaining: 9,
};

describe('addedMessage', () => {
  it.each([
    [{}, '2 adicionadas, 1 crédito de exportação usado.'],
    [{ added: 1, charged: 0 }, '1 adicionada, 0 créditos de exportação usados.'],
    [{ skipped_in_list: 3 }, '2 adicionadas, 1 crédito de exportação usado; 3 já estavam na lista.'],
    [
      { skipped_unknown: 1 },
      '2 adicionadas, 1 crédito de exportação usado; 1 CNPJ não está na base da Receita Federal.',
    ],
    [
      { skipped_in_list: 1, skipped_unknown: 1200 },
      '2 adicionadas, 1 crédito de exportação usado; 1 já estava na lista; 1.200 CNPJs não estão na base da Receita Federal.',
    ],
  ])('%o → %s', (change, expected) => {
    expect(addedMessage({ ...answer, ...change })).toBe(expected);
  });
});
