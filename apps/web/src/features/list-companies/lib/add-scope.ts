// The "every result" choice of the add-to-list dialog: an add takes at most MAX_EXPORT_COMPANIES results,
// so beyond that the label says how many of the results go, instead of promising all of them.
import { MAX_EXPORT_COMPANIES } from '@prospecta/contracts/lists-companies-api';

const count = (n: number) => n.toLocaleString('pt-BR');

/** The companies "every result" adds: all of them up to the cap. */
export const allResultsAmount = (total: number) => Math.min(total, MAX_EXPORT_COMPANIES);

/** "Todas as 2.340 empresas" ("A única empresa da busca" for one), or "O máximo de uma vez: 10.600 de 56.214 empresas" beyond the cap. */
export function allResultsLabel(total: number): string {
  if (total > MAX_EXPORT_COMPANIES)
    return `O máximo de uma vez: ${count(MAX_EXPORT_COMPANIES)} de ${count(total)} empresas`;
  return total === 1 ? 'A única empresa da busca' : `Todas as ${count(total)} empresas`;
}

/** The option that creates a list; picking it writes this label in the select's box. */
export const NEW_LIST_LABEL = '+ Criar nova lista';

/**
 * The text the lists are searched by: what the user typed, never the "+ Criar nova lista" label the select
 * writes in its box once that option is picked (then the search before it stays, and nothing is asked again).
 */
export function listSearchText(typed: string, previous: string): string {
  return typed.trim() === NEW_LIST_LABEL ? previous : typed;
}
