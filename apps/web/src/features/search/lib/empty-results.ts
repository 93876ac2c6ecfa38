// What the empty results say: what most likely hid the companies, from the filters the user sees. A
// CNPJ typed or listed that finds nothing is usually a company one of the exclusive options leaves out
// (a closed company under "Somente empresas ativas", an exported one under "ainda não exportadas").

import { formatCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import { CONSULT_FREE_DAYS } from '@prospecta/contracts/companies-api';
import type { ExclusiveOptionId, FilterState } from '@prospecta/contracts/filter-state';
import { cnpjOfTerm } from '@prospecta/contracts/query-rules-values';
import { onlyIgnoredWordsHint } from '@/features/search/lib/term-words';

const OPTION_WORDS: Record<ExclusiveOptionId, string> = {
  ativas: 'somente ativas',
  nao_exportadas: 'ainda não exportadas',
  email: 'com e-mail',
  telefone: 'com telefone',
  celular: 'com celular',
  site: 'com site',
  socios: 'com sócios',
  decisores: 'com decisores',
};

const joined = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} e ${words[words.length - 1]}`;

export interface EmptyResultsHint {
  title: string;
  text: string;
  /** Whether "Limpar filtros" can bring the results back (not for a company the filters cannot reach). */
  canClear: boolean;
  /** The company of the one CNPJ searched, when the registry has it: it can be opened from here. */
  open?: { cnpj: string; note: string };
  /** "ainda não exportadas" alone hides the companies: turning it off shows them. */
  showExported?: boolean;
}

/** Said while what hid the companies is still being found out: no action yet, none that could be wrong. */
export const EXPLAINING_EMPTY: EmptyResultsHint = {
  title: 'Nenhuma empresa encontrada',
  text: 'Verificando o que deixou as empresas de fora desta busca…',
  canClear: false,
};

/** What the registry says of the one CNPJ searched (`GET /v4/companies/find_by_cnpj`). */
export type CnpjLookup =
  | { found: { cnpj: string; name: string; situacao: string } }
  | { missing: true; releaseDate: string | null };

/** The one CNPJ a search looks for (the box's, or a list of one with no other text), else null. */
export function searchedCnpj(state: FilterState): string | null {
  const term = cnpjOfTerm(state.term);
  const list = state.cnpjInclude.map(normalizeDocument);
  if (term !== null && 'cnpj' in term) return list.every((c) => c === term.cnpj) ? term.cnpj : null;
  if (state.term.trim() !== '' || list.length !== 1) return null;
  return list[0] ?? null;
}

export const OPEN_COMPANY_NOTE = `Abrir a empresa usa 1 crédito de consulta, como qualquer consulta (sem custo se a conta já a abriu nos últimos ${CONSULT_FREE_DAYS} dias).`;

const releaseText = (date: string | null) => {
  const day = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return day ? ` (extração de ${day[3]}/${day[2]}/${day[1]})` : '';
};

/** "YYYY-MM-DD" of a range's end ("DD/MM/YYYY" in older addresses), or null. */
const isoDay = (value: string): string | null => {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
};

/** The earliest start of a chosen period that begins after the registry's extraction (nothing can be in it). */
function periodAfterRelease(state: FilterState, releaseDate: string | null): string | null {
  if (!releaseDate) return null;
  const starts = Object.values(state.dateRanges)
    .map((range) => isoDay(range.inDate))
    .filter((start): start is string => start !== null && start > releaseDate)
    .sort();
  return starts[0] ?? null;
}

const brDay = (iso: string) => iso.split('-').reverse().join('/');

/**
 * `lookup`: what the registry says of the one CNPJ searched, once known. `releaseDate`: the registry's
 * extraction ("YYYY-MM-DD"): a period after it finds nothing, whatever the other filters (the date shortcuts count
 * from today, and the Receita Federal's data runs some weeks behind). Not in the registry, the filters are
 * not to blame; in it, the company can be opened anyway (the filters that hide it, "somente ativas" for a
 * closed one, stay). `exported`: how many companies the same search finds with "ainda não exportadas" off
 * (`exportedOnlyQuery`), once known: more than none, the account's own exports hide them all (a seller who just
 * added every result to a list sees them go).
 */
export function emptyResultsHint(
  state: FilterState,
  locked: { ids: readonly ExclusiveOptionId[]; offIds: readonly ExclusiveOptionId[] },
  lookup: CnpjLookup | null = null,
  releaseDate: string | null = null,
  exported: number | null = null,
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
  if (lookup && 'missing' in lookup) {
    const cnpj = searchedCnpj(state);
    return {
      title: 'Nenhuma empresa com esse CNPJ na base',
      text: `O CNPJ ${cnpj ? formatCnpj(cnpj) : ''} é válido, mas nenhuma empresa com ele está na base da Receita Federal${releaseText(lookup.releaseDate)}. Confira os números ou busque pelo nome da empresa.`,
      canClear: false,
    };
  }
  if (lookup && 'found' in lookup) {
    const { cnpj, name, situacao } = lookup.found;
    const company = `A empresa ${name} (${formatCnpj(cnpj)})`;
    const activeOnly =
      (state.exclusive.ativas || locked.ids.includes('ativas')) && !locked.offIds.includes('ativas');
    const closed = situacao.toUpperCase() !== 'ATIVA';
    const rule = !locked.ids.includes('ativas')
      ? 'esta busca considera somente empresas ativas (em Opções exclusivas, você pode desligar “somente ativas”).'
      : locked.offIds.length > 0
        ? 'com um termo de busca, a busca considera somente empresas ativas.'
        : 'o seu perfil sempre busca somente empresas ativas.';
    const why =
      closed && activeOnly
        ? `${company} está na base com a situação ${situacao.toLowerCase()}, e ${rule}`
        : `${company} está na base, mas fora de algum dos filtros desta busca.${canLoosen}`;
    return {
      title: 'Esse CNPJ não aparece com esses filtros',
      text: `${why} Você pode abrir a empresa mesmo assim.`,
      // "Limpar filtros" keeps "somente ativas" (its default): it cannot bring a closed company back.
      canClear: !(closed && activeOnly),
      open: { cnpj, note: OPEN_COMPANY_NOTE },
    };
  }
  // Only words the search ignores ("ltda") in the box, the keywords or the partner name: nothing was searched
  // by that text, the other filters are not to blame.
  const ignoredWords = onlyIgnoredWordsHint(state);
  if (ignoredWords) return { ...ignoredWords, canClear: false };
  if (exported !== null && exported > 0 && hidesExported(state, locked)) {
    const count = exported.toLocaleString('pt-BR');
    return {
      title:
        exported === 1
          ? 'A empresa desta busca já foi exportada'
          : 'Todas as empresas desta busca já foram exportadas',
      text: `${exported === 1 ? 'A empresa que esta busca encontra já foi exportada' : `As ${count} empresas que esta busca encontra já foram exportadas`} pela conta (adicionadas a uma lista ou enviadas a uma planilha ou CRM), e “ainda não exportadas”, em Opções exclusivas, deixa de fora o que já foi exportado.`,
      canClear: false,
      showExported: true,
    };
  }
  const term = cnpjOfTerm(state.term);
  const byCnpj = (term !== null && 'cnpj' in term) || state.cnpjInclude.length > 0;
  if (byCnpj) {
    const one = state.cnpjInclude.length === 0 || (state.cnpjInclude.length === 1 && term === null);
    return {
      title: one
        ? 'Esse CNPJ não aparece com esses filtros'
        : 'Nenhum desses CNPJs aparece com esses filtros',
      text: `${one ? 'A empresa pode estar' : 'As empresas podem estar'} baixada, inapta ou suspensa, ${locked.offIds.includes('nao_exportadas') ? '' : 'já exportada pela conta '}ou fora dos outros filtros.${byRole}${canLoosen}`,
      canClear: true,
    };
  }
  const lateStart = periodAfterRelease(state, releaseDate);
  if (lateStart && releaseDate) {
    return {
      title: 'Esse período é posterior à base da Receita Federal',
      text: `A base é a extração de ${brDay(releaseDate)} da Receita Federal: o que aconteceu depois dessa data ainda não está nela, e o período escolhido começa em ${brDay(lateStart)}. Escolha um período que comece até ${brDay(releaseDate)}.`,
      canClear: true,
    };
  }
  return {
    title: 'Nenhuma empresa encontrada com esses filtros',
    text: `Tente afrouxar os filtros: amplie a região ou a faixa de funcionários, remova algum CNAE ou palavra.${byRole}${canLoosen}`,
    canClear: true,
  };
}

/** Whether the user's own "ainda não exportadas" applies to the search (not forced on or off by the role). */
export function hidesExported(
  state: FilterState,
  locked: { ids: readonly ExclusiveOptionId[]; offIds: readonly ExclusiveOptionId[] },
): boolean {
  return (
    state.exclusive.nao_exportadas &&
    !locked.ids.includes('nao_exportadas') &&
    !locked.offIds.includes('nao_exportadas')
  );
}

/** The state with "ainda não exportadas" off: what the empty results count, and what "Mostrar" shows. */
export function withExported(state: FilterState): FilterState {
  return { ...state, exclusive: { ...state.exclusive, nao_exportadas: false } };
}
