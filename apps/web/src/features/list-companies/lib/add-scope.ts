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

/** The most "As primeiras N" adds: the search's results, up to what one add takes (MAX_EXPORT_COMPANIES). */
export const firstResultsMax = (total: number) => Math.min(total, MAX_EXPORT_COMPANIES);

/** The amount "As primeiras" starts at. */
export const DEFAULT_FIRST = 10;

const limitText = (total: number) =>
  total > MAX_EXPORT_COMPANIES
    ? `${count(MAX_EXPORT_COMPANIES)} (o máximo de uma vez)`
    : `${count(total)} (o total da busca)`;

/**
 * The line under "As primeiras N": the ceiling and why ("Máximo: 745 (o total da busca)"), a number typed past
 * it — in the field (`first`), or brought down to the ceiling on leaving the field (`typedOver`) — ("Você
 * digitou 1.000; o máximo é 745 (o total da busca)."), or an amount missing or 0, which adds nothing (`error`).
 */
export function firstAmountNote(
  first: number | '',
  typedOver: number | null,
  total: number,
): { text: string; error: boolean } {
  const over = first !== '' && first > firstResultsMax(total) ? first : typedOver;
  if (first === '' || first < 1)
    return {
      text:
        total === 1
          ? 'Informe quantas empresas adicionar: a busca tem 1.'
          : `Informe quantas empresas adicionar: de 1 a ${count(firstResultsMax(total))}.`,
      error: true,
    };
  if (over !== null)
    return { text: `Você digitou ${count(over)}; o máximo é ${limitText(total)}.`, error: false };
  return { text: `Máximo: ${limitText(total)}`, error: false };
}

/**
 * Why "Adicionar N empresas" cannot be pressed yet (said beside it), or null when it can: what is missing, in
 * the order the dialog asks for it.
 */
export function addBlockedReason(state: {
  searchReady: boolean;
  amount: number;
  listChosen: boolean;
  newList: boolean;
  newName: string;
}): string | null {
  if (!state.searchReady) return 'Aguarde os resultados da busca.';
  if (state.amount < 1) return 'Informe quantas empresas adicionar.';
  if (state.newList) return state.newName.trim() === '' ? 'Dê um nome à nova lista.' : null;
  return state.listChosen ? null : 'Escolha uma lista ou crie uma nova.';
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

/**
 * What the user typed in the list box: nothing while it shows the name of the list chosen (the select writes
 * it there), so every list is offered again, not only the one of that name, and "+ Criar nova lista" with them.
 */
export function typedListText(text: string, chosen: { name: string } | null): string {
  return chosen !== null && text === chosen.name ? '' : text;
}
