// A one-line description of a saved search's filters for the history list: the term, the catalogue groups
// that have selections, with their counters, and the exclusive options set apart from their defaults
// ("Localização (1) · Atividade econômica (2) · com e-mail, inclui já exportadas").
import { FILTER_CATALOGUE } from '@prospecta/contracts/filter-catalogue';
import {
  EXCLUSIVE_OPTION_DEFAULTS,
  type ExclusiveOptionId,
} from '@prospecta/contracts/filter-catalogue-options';
import { countSelections, type FilterState, selectedValues } from '@prospecta/contracts/filter-state';
import { fromUrlParams } from '@prospecta/contracts/filter-state-url';
import { appliedFilterState, type QueryContext } from '@prospecta/contracts/query-rules';
import { cnaeCodeText } from '@/features/search/lib/lookups';

/** How each exclusive option reads when it differs from its default (on for ativas and não exportadas). */
const CHANGED_OPTION: Record<ExclusiveOptionId, string> = {
  ativas: 'inclui inativas',
  nao_exportadas: 'inclui já exportadas',
  email: 'com e-mail',
  telefone: 'com telefone',
  celular: 'com celular',
  site: 'com site',
  socios: 'com sócios',
  decisores: 'com decisores',
};

const LEVEL_LABELS = { empresa: 'por empresa', cnpj: 'por estabelecimento' } as const;

/** The most telling values named after their group (up to 3, then how many more): two saved searches of the
 * same groups ("Localização (2)") are told apart by them ("Localização (2): PR, SC"). */
const SHOWN_VALUES = 3;
function groupValues(groupId: string, state: FilterState): string[] {
  switch (groupId) {
    case 'localizacao':
      return [...selectedValues(state, 'uf'), ...state.municipalities.map((m) => m.label)];
    case 'atividade':
      return state.cnaes.map((c) => cnaeCodeText(c.value));
    default:
      return [];
  }
}
function valuesText(values: string[]): string {
  if (values.length === 0) return '';
  const more = values.length - SHOWN_VALUES;
  return `: ${values.slice(0, SHOWN_VALUES).join(', ')}${more > 0 ? ` e mais ${more}` : ''}`;
}

/**
 * The search as it runs for the user (`context`): the options the role rules force read as they apply, not
 * as the saved address says (an address kept `advanced={"ativas":false}` after "Limpar filtros" while the
 * search, for a user who cannot turn that option off, found active companies only).
 */
export function filtersSummary(url: string, context: QueryContext): string {
  const state = appliedFilterState(fromUrlParams(new URLSearchParams(url)), context);
  const counters = countSelections(state);
  // Employees and revenue say whose figures they count: the company's or the establishment's.
  const level: Record<string, string | undefined> = {
    funcionarios: LEVEL_LABELS[state.radios.employees],
    faturamento: LEVEL_LABELS[state.radios.revenues],
  };
  const parts = FILTER_CATALOGUE.filter((g) => g.id !== 'opcoes_exclusivas' && (counters[g.id] ?? 0) > 0).map(
    (g) =>
      `${g.label} (${counters[g.id]}${level[g.id] ? `, ${level[g.id]}` : ''})${valuesText(groupValues(g.id, state))}`,
  );
  if (state.term.trim()) parts.unshift(`“${state.term.trim()}”`);
  const options = (Object.keys(CHANGED_OPTION) as ExclusiveOptionId[])
    .filter((id) => state.exclusive[id] !== EXCLUSIVE_OPTION_DEFAULTS[id])
    .map((id) => CHANGED_OPTION[id]);
  if (options.length > 0) parts.push(options.join(', '));
  return parts.length > 0 ? parts.join(' · ') : 'Sem filtros: as empresas ativas ainda não exportadas';
}
