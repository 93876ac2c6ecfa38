// A result found by a secondary CNAE ("CNAE secundário" in the CNAE filter) shows the activity it was found
// by under its main one: a restaurant found under "Comércio varejista" says why it is there.
import type { PickedCode } from '@prospecta/contracts/filter-state';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import { cnaeCodeText } from '@/features/search/lib/lookups';

/**
 * "CNAE secundário: 4711-3/02 — Comércio varejista…" (", e mais 1" when more of the picked codes match) for a
 * row whose secondary CNAEs hold a picked code and whose main CNAE is not one of them; null otherwise. A
 * picked code still labelled with its bare code (read back from an address) is written as the code.
 */
export function secondaryCnaeMatch(
  row: Pick<SearchResultRow, 'cnae_principal' | 'cnaes_secundarios'>,
  picked: readonly PickedCode[],
): string | null {
  if (picked.length === 0 || picked.some((code) => code.value === row.cnae_principal.code)) return null;
  const held = new Set(row.cnaes_secundarios);
  const matches = picked.filter((code) => held.has(code.value));
  const [first] = matches;
  if (!first) return null;
  const named = first.label === String(first.value) ? cnaeCodeText(first.value) : first.label;
  const more = matches.length - 1;
  return `CNAE secundário: ${named}${more > 0 ? `, e mais ${more}` : ''}`;
}
