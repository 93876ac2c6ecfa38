// The name the automatic first list is offered with: what the search looks for, read from its filters
// ("Padaria · São Paulo/SP", "Comércio · RJ, SP", "Empresas em SP"), or "Minha primeira lista" when they say nothing telling.
import { AUTOMATIC_LIST_DEFAULT_NAME } from '@prospecta/contracts/automatic-list-api';
import { type FilterState, selectedValues } from '@prospecta/contracts/filter-state';
import { LIST_NAME_MAX } from '@prospecta/contracts/lists-api';

/** Values shown before "e mais N". */
const SHOWN = 2;

function few(values: readonly string[]): string {
  const more = values.length - SHOWN;
  return `${values.slice(0, SHOWN).join(', ')}${more > 0 ? ` e mais ${more}` : ''}`;
}

/** A CNAE picked from the search box reads "1091-1/02 — Padaria": its words only. */
const cnaeWords = (label: string) => label.split(' — ').slice(-1)[0]?.trim() ?? '';
/** A CNAE section's first words: "Comércio; reparação de veículos…" is "Comércio". */
const sectionWords = (label: string) => label.split(/[;,]/)[0]?.trim() ?? '';

function activity(state: FilterState): string {
  const cnaes = state.cnaes.map((c) => cnaeWords(c.label)).filter(Boolean);
  if (cnaes.length > 0) return few(cnaes);
  const sections = (state.checkboxes.cnae_secao?.filterOptions ?? [])
    .filter((o) => o.isSelected)
    .map((o) => sectionWords(o.label))
    .filter(Boolean);
  return sections.length > 0 ? few(sections) : '';
}

function place(state: FilterState): string {
  if (state.municipalities.length > 0) return few(state.municipalities.map((m) => m.label));
  const ufs = selectedValues(state, 'uf');
  return ufs.length > 0 ? few(ufs) : '';
}

/** The searched name or words, unless it is a CNPJ (digits and their punctuation). */
function term(state: FilterState): string {
  const text = state.term.trim().replace(/\s+/g, ' ');
  return /^[\d./-]+$/.test(text) ? '' : text;
}

export function automaticListName(state: FilterState): string {
  const what = [activity(state), term(state)].filter(Boolean);
  const where = place(state);
  // A place alone reads as a name of its own: "Empresas em SP".
  const name =
    what.length > 0 ? [...what, where].filter(Boolean).join(' · ') : where && `Empresas em ${where}`;
  if (!name) return AUTOMATIC_LIST_DEFAULT_NAME;
  return name.length <= LIST_NAME_MAX ? name : `${name.slice(0, LIST_NAME_MAX - 1).trimEnd()}…`;
}
