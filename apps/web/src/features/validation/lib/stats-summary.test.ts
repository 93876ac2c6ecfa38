import { describe, expect, it } from 'vitest';
import { phoneStatsCaption, statsSummary } from '@/features/validation/lib/stats-summary';

describe('statsSummary', () => {
  it('names the donut chart with the figures it draws', () => {
    expect(
      statsSummary('Telefones', [
        { name: 'Válidos', value: 1200 },
        { name: 'Inválidos', value: 6 },
      ]),
    ).toBe('Gráfico de telefones: 1.200 válidos e 6 inválidos');
    expect(
      statsSummary('E-mails', [
        { name: 'Válidos', value: 10 },
        { name: 'Talvez', value: 3 },
        { name: 'Inválidos', value: 0 },
      ]),
    ).toBe('Gráfico de e-mails: 10 válidos, 3 talvez e 0 inválidos');
    expect(
      statsSummary('E-mails', [
        { name: 'Válidos', value: 1 },
        { name: 'Talvez', value: 1 },
        { name: 'Inválidos', value: 1 },
      ]),
    ).toBe('Gráfico de e-mails: 1 válido, 1 talvez e 1 inválido');
  });
});

describe('phoneStatsCaption', () => {
  it.each([
    [
      'before any validation: how many there are to validate',
      0,
      67,
      '67 telefones para validar (das empresas e dos decisores)',
    ],
    ['one phone to validate', 0, 1, '1 telefone para validar (das empresas e dos decisores)'],
    ['after a validation', 60, 67, '60 testados de 67 (das empresas e dos decisores)'],
    ['thousands', 1200, 1500, '1.200 testados de 1.500 (das empresas e dos decisores)'],
    ['a list with no phone', 0, 0, 'Nenhum telefone nas empresas e nos decisores da lista.'],
  ])('%s', (_case, tested, total, expected) => {
    expect(phoneStatsCaption({ tested_phones: tested, total_phones: total })).toBe(expected);
  });
});
