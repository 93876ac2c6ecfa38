// A one-line description of a saved search's filters for the history list: the catalogue groups that
// have selections, with their counters ("Localização (1) · Atividade econômica (2)").
import { FILTER_CATALOGUE } from '@prospecta/contracts/filter-catalogue';
import { countSelections } from '@prospecta/contracts/filter-state';
import { fromUrlParams } from '@prospecta/contracts/filter-state-url';

export function filtersSummary(url: string): string {
  const state = fromUrlParams(new URLSearchParams(url));
  const counters = countSelections(state);
  const parts = FILTER_CATALOGUE.filter((g) => g.id !== 'opcoes_exclusivas' && (counters[g.id] ?? 0) > 0).map(
    (g) => `${g.label} (${counters[g.id]})`,
  );
  if (state.term.trim()) parts.unshift(`“${state.term.trim()}”`);
  return parts.length > 0 ? parts.join(' · ') : 'Sem filtros além das opções exclusivas';
}
