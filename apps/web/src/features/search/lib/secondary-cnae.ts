// A result found by a secondary CNAE ("CNAE secundário" in the CNAE filter) shows the activity it was found
// by under its main one: a restaurant found under "Comércio varejista" says why it is there.
import type { FilterState, PickedCode } from '@prospecta/contracts/filter-state';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import { cnaeCodeText } from '@/features/search/lib/lookups';

/**
 * The CNAEs a search filters by as secondary activities (`cd_cnae_secundario`, "CNAE secundário" in the CNAE
 * filter); none under "CNAE principal".
 */
export function searchedSecondaryCnaes(state: {
  radios: Pick<FilterState['radios'], 'cnae'>;
  cnaes: PickedCode[];
}): PickedCode[] {
  return state.radios.cnae === 'secundario' ? state.cnaes : [];
}

export interface SecondaryCnaeMatch {
  /** "4711-3/02": drawn unbroken (it broke as "4711-" / "3/02" in a narrow column). */
  code: string;
  /** "Comércio varejista…", when the picked code is named. */
  name: string | null;
  /** How many more picked codes the row holds. */
  more: number;
}

/**
 * The picked code a row was found by among its secondary CNAEs (the first picked, with how many more), when
 * its main CNAE is not one of them; null otherwise. A picked code still labelled with its bare code (read back
 * from an address) has no name.
 */
export function secondaryCnaeMatch(
  row: Pick<SearchResultRow, 'cnae_principal' | 'cnaes_secundarios'>,
  picked: readonly PickedCode[],
): SecondaryCnaeMatch | null {
  if (picked.length === 0 || picked.some((code) => code.value === row.cnae_principal.code)) return null;
  const held = new Set(row.cnaes_secundarios);
  const matches = picked.filter((code) => held.has(code.value));
  const [first] = matches;
  if (!first) return null;
  const code = cnaeCodeText(first.value);
  const prefix = `${code} — `;
  const name = first.label.startsWith(prefix) ? first.label.slice(prefix.length) : null;
  return { code, name, more: matches.length - 1 };
}

/** "CNAE secundário: 4711-3/02 — Comércio varejista…, e mais 1": the whole line, as a title. */
export function secondaryCnaeText(match: SecondaryCnaeMatch): string {
  const more = match.more > 0 ? `, e mais ${match.more}` : '';
  return `CNAE secundário: ${match.code}${match.name ? ` — ${match.name}` : ''}${more}`;
}
