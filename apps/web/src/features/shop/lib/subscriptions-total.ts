import { centsText } from '@prospecta/contracts/plans-api';

const onRequestText = (n: number) =>
  n === 1 ? '1 app com preço sob consulta' : `${n} apps com preço sob consulta`;

/**
 * The monthly total of the active apps: "R$ 129,80 por mês", with the apps "sob consulta" the sum leaves out
 * ("… mais 1 app com preço sob consulta"); null when no app is active.
 */
export function monthlyTotalText(totalCents: number, onRequest: number): string | null {
  if (totalCents === 0 && onRequest === 0) return null;
  if (totalCents === 0) return onRequestText(onRequest);
  const total = `${centsText(totalCents)} por mês`;
  return onRequest === 0 ? total : `${total}, mais ${onRequestText(onRequest)}`;
}
