// What the empty results say: what most likely hid the companies, from the filters the user sees. A
// CNPJ typed or listed that finds nothing is usually a company one of the exclusive options leaves out
// (a closed company under "Somente empresas ativas", an exported one under "ainda não exportadas").

import type { ExclusiveOptionId, FilterState } from '@prospecta/contracts/filter-state';
import { cnpjOfTerm } from '@prospecta/contracts/query-rules-values';

const OPTION_WORDS: Record<ExclusiveOptionId, string> = {
  ativas: 'somente ativas',
  nao_exportadas: 'ainda não exportadas',
  email: 'com e-mail',
  telefone: 'com telefone',
  site: 'com site',
  socios: 'com sócios',
  decisores: 'com decisores',
};

const joined = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} e ${words[words.length - 1]}`;

export interface EmptyResultsHint {
  title: string;
  text: string;
}

export function emptyResultsHint(
  state: FilterState,
  locked: { ids: readonly ExclusiveOptionId[]; offIds: readonly ExclusiveOptionId[] },
): EmptyResultsHint {
  const on = (Object.keys(OPTION_WORDS) as ExclusiveOptionId[]).filter(
    (id) => (state.exclusive[id] || locked.ids.includes(id)) && !locked.offIds.includes(id),
  );
  const fixed = on.filter((id) => locked.ids.includes(id)).map((id) => OPTION_WORDS[id]);
  const free = on.filter((id) => !locked.ids.includes(id)).map((id) => OPTION_WORDS[id]);
  // With a term the role keeps "ativas" alone: said as the term's rule, not the profile's.
  const byTermOrRole =
    locked.offIds.length > 0 ? ' Com um termo de busca, a busca considera somente empresas ativas.' : '';
  const byRole =
    fixed.length > 0 ? byTermOrRole || ` Seu perfil sempre busca empresas ${joined(fixed)}.` : '';
  const canLoosen =
    free.length > 0
      ? ` Em Opções exclusivas, você pode desligar ${joined(free.map((words) => `“${words}”`))}.`
      : '';
  const term = cnpjOfTerm(state.term);
  const byCnpj = (term !== null && 'cnpj' in term) || state.cnpjInclude.length > 0;
  if (byCnpj) {
    const one = state.cnpjInclude.length === 0 || (state.cnpjInclude.length === 1 && term === null);
    return {
      title: one
        ? 'Esse CNPJ não aparece com esses filtros'
        : 'Nenhum desses CNPJs aparece com esses filtros',
      text: `${one ? 'A empresa pode estar' : 'As empresas podem estar'} baixada, inapta ou suspensa, ${locked.offIds.includes('nao_exportadas') ? '' : 'já exportada pela conta '}ou fora dos outros filtros.${byRole}${canLoosen}`,
    };
  }
  return {
    title: 'Nenhuma empresa encontrada com esses filtros',
    text: `Tente afrouxar os filtros: amplie a região ou a faixa de funcionários, remova algum CNAE ou palavra.${byRole}${canLoosen}`,
  };
}
