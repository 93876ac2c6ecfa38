// The ticked companies of a list's table, as Gmail does it: the header ticks the page; then the line above
// the table offers every company the table finds ("Selecionar todas as 57 empresas"), up to what an export
// of chosen companies takes (LIST_SELECT_ALL_MAX); and it says how many ticked ones are not on screen (other
// pages, or rows the search or the status filter leave out: the ticks stay).
import { LIST_SELECT_ALL_MAX } from '@prospecta/contracts/lists-companies-api';

const n = (value: number) => value.toLocaleString('pt-BR');
const companies = (value: number) => (value === 1 ? '1 empresa' : `${n(value)} empresas`);

/** "3 empresas selecionadas (2 fora desta página)". */
export function selectedText(selected: number, onThisPage: number): string {
  const elsewhere = selected - onThisPage;
  const base = selected === 1 ? '1 empresa selecionada' : `${n(selected)} empresas selecionadas`;
  return elsewhere > 0 ? `${base} (${n(elsewhere)} fora desta página)` : base;
}

export type SelectionOffer = { text: string; action: { label: string; kind: 'all' | 'clear' } | null };

/**
 * The line under the counts once the whole page is ticked: every company the table finds can be ticked at
 * once (at most `max`), or, once they are, the selection cleared. Null when the page is not wholly ticked or
 * the page is all there is.
 */
export function selectionOffer(input: {
  /** Rows on this page, and how many of them are ticked. */
  pageRows: number;
  pickedHere: number;
  /** Ticked in all (this page and others). */
  selected: number;
  /** Companies the table finds (its search and status filter). */
  total: number;
  max?: number;
}): SelectionOffer | null {
  const { pageRows, pickedHere, selected, total, max = LIST_SELECT_ALL_MAX } = input;
  if (pageRows === 0 || pickedHere < pageRows || total <= pageRows) return null;
  const reachable = Math.min(total, max);
  if (selected >= reachable)
    return {
      text:
        total > max
          ? `As primeiras ${n(max)} de ${n(total)} empresas estão selecionadas (o máximo de uma vez).`
          : `Todas as ${n(total)} empresas desta tabela estão selecionadas.`,
      action: { label: 'Limpar seleção', kind: 'clear' },
    };
  return {
    text: `As ${companies(pageRows)} desta página estão selecionadas.`,
    action: {
      label:
        total > max
          ? `Selecionar as primeiras ${n(max)} de ${n(total)}`
          : `Selecionar todas as ${n(total)} empresas`,
      kind: 'all',
    },
  };
}
