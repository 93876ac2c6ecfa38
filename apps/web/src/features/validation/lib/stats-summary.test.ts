import { describe, expect, it } from 'vitest';
import { statsSummary } from '@/features/validation/lib/stats-summary';

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
