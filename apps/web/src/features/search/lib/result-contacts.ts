// The "Contatos" cell of a results row: which channels the company has, each named for readers and on hover.
import type { SearchResultRow } from '@prospecta/contracts/search-result';

export type ContactKind = 'fixo' | 'celular' | 'email' | 'site';

export type ContactPresence = { kind: ContactKind; present: boolean; label: string };

const NAMES: Record<ContactKind, string> = {
  fixo: 'telefone fixo',
  celular: 'celular',
  email: 'e-mail',
  site: 'site',
};

/** Fixed phone, mobile, e-mail and site, in the cell's order: "Tem e-mail" or "Sem e-mail". */
export function contactPresence(
  row: Pick<SearchResultRow, 'telefones' | 'email' | 'site'>,
): ContactPresence[] {
  const present: Record<ContactKind, boolean> = {
    fixo: row.telefones.some((p) => p.tipo === 'fixo'),
    celular: row.telefones.some((p) => p.tipo === 'celular'),
    email: row.email !== null,
    site: row.site !== null,
  };
  return (Object.keys(NAMES) as ContactKind[]).map((kind) => ({
    kind,
    present: present[kind],
    label: `${present[kind] ? 'Tem' : 'Sem'} ${NAMES[kind]}`,
  }));
}
