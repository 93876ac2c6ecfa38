// Employee and revenue figures of an establishment that is not active (baixada, inapta, suspensa, nula): the
// registry's estimate for it is 0, which read as "a company of no one and no revenue". Shown as "—" with why.

/** The registry's code of the situação "Ativa" (contracts' search-codes). */
const ACTIVE = 2;

/**
 * Why an establishment's employee or revenue figure is shown as "—": it is not active and the figure is 0 or
 * missing. Null when the figure stands (an active establishment's, or a real figure of an inactive one).
 */
export function noEstimateReason(
  situacao: { code: number | null; label: string },
  value: number | null,
): string | null {
  if (situacao.code === ACTIVE || (value !== null && value !== 0)) return null;
  return `Sem estimativa: o estabelecimento não está ativo (situação ${situacao.label.toLocaleLowerCase('pt-BR')}).`;
}

/**
 * The company's figure (all its establishments): 0 when none of them is active. Shown as "—" with why when the
 * one open is not active and the sum is 0 or missing.
 */
export function noCompanyEstimateReason(
  situacao: { code: number | null; label: string },
  value: number | null,
): string | null {
  if (situacao.code === ACTIVE || (value !== null && value !== 0)) return null;
  return 'Sem estimativa: nenhum estabelecimento ativo da empresa soma funcionários ou faturamento.';
}
