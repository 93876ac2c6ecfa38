// The name "Salvar busca" proposes for a new entry, from the search's main filters: what the companies do and
// where ("Restaurantes em São Paulo/SP", "Construção em MG"); the moment of the save ("Busca de 01/12/2026
// 18:11") only for a search with neither. The user may type another; a name already in the history is still
// refused by the server ("Nome da lista já existe no histórico", said in the dialog).
import { catalogueFilter } from '@prospecta/contracts/filter-catalogue';
import { type FilterState, selectedValues } from '@prospecta/contracts/filter-state';
import { fromUrlParams } from '@prospecta/contracts/filter-state-url';
import { splitList } from '@prospecta/contracts/query-rules-values';
import {
  type CodeNames,
  clipText,
  cnaeDescription,
  municipalityName,
} from '@/features/history/lib/filters-summary';
import { suggestedHistoryName } from '@/features/history/lib/history-status';
import { cnaeCodeText } from '@/features/search/lib/lookups';

/** The dialog's field takes up to 120 characters; an activity's words up to 60 of them. */
export const HISTORY_NAME_MAX = 120;
const ACTIVITY_MAX = 60;

/**
 * An activity's head words: a CNAE or sector description up to its first qualifier ("Restaurantes e similares"
 * → "Restaurantes", "Comércio; reparação de veículos…" → "Comércio", "Padaria e confeitaria com predominância de
 * revenda" → "Padaria e confeitaria").
 */
export function activityWords(description: string): string {
  const head = description.split(/,|;| - | exceto | com | sob /)[0] ?? description;
  return clipText(head.replace(/ e similares$/i, '').trim(), ACTIVITY_MAX);
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
const withMore = (first: string, count: number) => (count > 1 ? `${first} e mais ${count - 1}` : first);

/** "SP", "SP e RJ", "SP, RJ e MG", "SP, RJ e mais 2". */
function placeList(values: readonly string[]): string {
  if (values.length <= 1) return values[0] ?? '';
  if (values.length <= 3) return `${values.slice(0, -1).join(', ')} e ${values[values.length - 1]}`;
  return `${values.slice(0, 2).join(', ')} e mais ${values.length - 2}`;
}

function activityOf(state: FilterState, names: CodeNames): string | null {
  const [cnae] = state.cnaes;
  if (cnae) {
    const description = cnaeDescription(cnae, names);
    return withMore(
      description ? activityWords(description) : `CNAE ${cnaeCodeText(cnae.value)}`,
      state.cnaes.length,
    );
  }
  const sections = selectedValues(state, 'cnae_secao');
  const [section] = sections;
  if (section) {
    const label = catalogueFilter('cnae_secao')?.options?.find((o) => o.value === section)?.label ?? section;
    return withMore(activityWords(label), sections.length);
  }
  const keywords = splitList(state.textInputs.keywords);
  const [keyword] = keywords;
  if (keyword) return withMore(capitalized(clipText(keyword, ACTIVITY_MAX)), keywords.length);
  const term = state.term.trim();
  return term ? capitalized(clipText(term, ACTIVITY_MAX)) : null;
}

/** Where, with the word before it: "em São Paulo/SP", "em SP e RJ", "no Nordeste" (the regions are "o Sul"). */
function placeOf(state: FilterState, names: CodeNames): string | null {
  if (state.municipalities.length > 0) {
    return `em ${placeList(state.municipalities.map((m) => municipalityName(m, names)))}`;
  }
  const ufs = selectedValues(state, 'uf');
  if (ufs.length > 0) return `em ${placeList(ufs)}`;
  const regionFilter = catalogueFilter('regiao');
  const regions = selectedValues(state, 'regiao').map(
    (r) => regionFilter?.options?.find((o) => o.value === r)?.label ?? r,
  );
  return regions.length > 0 ? `no ${placeList(regions)}` : null;
}

/** The name proposed for the search of this address (`selected_filters.url`), saved at `now`. */
export function proposedHistoryName(url: string, now: Date, names: CodeNames = {}): string {
  const state = fromUrlParams(new URLSearchParams(url));
  const activity = activityOf(state, names);
  const place = placeOf(state, names);
  const name =
    activity && place ? `${activity} ${place}` : (activity ?? (place ? `Empresas ${place}` : null));
  return name ? clipText(name, HISTORY_NAME_MAX) : suggestedHistoryName(now);
}
