import { describe, expect, it } from 'vitest';
import { monthlyTotalText } from './subscriptions-total';

describe('monthlyTotalText', () => {
  it.each([
    [0, 0, null],
    [7_990, 0, 'R$ 79,90 por mês'],
    [12_980, 1, 'R$ 129,80 por mês, mais 1 app com preço sob consulta'],
    [0, 2, '2 apps com preço sob consulta'],
  ])('%i cents, %i sob consulta', (cents, onRequest, expected) => {
    // Intl writes a no-break space after "R$".
    expect(monthlyTotalText(cents, onRequest)?.replace(/\u00a0/g, ' ') ?? null).toBe(expected);
  });
});
