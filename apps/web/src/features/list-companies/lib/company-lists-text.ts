// The mark of a company the user's lists already hold (search results, the company drawer): which lists, whose,
// and which are archived. The API leaves deleted lists out.
import type { CompanyList } from '@prospecta/contracts/lists-companies-api';

/** "Na lista: Prospecção SP", "Na lista: Prospecção SP (arquivada)" or "Em 2 listas"; null for none. */
export function listsMarkText(lists: readonly CompanyList[]): string | null {
  const [only] = lists;
  if (!only) return null;
  if (lists.length > 1) return `Em ${lists.length} listas`;
  return `Na lista: ${only.name}${only.archived ? ' (arquivada)' : ''}`;
}

/** Whose a list is and whether it is archived: "sua", "de Ana Souza", "de Ana Souza, arquivada". */
export function listOwnerText(list: CompanyList, userId: string | undefined): string {
  const whose = list.author_id === userId ? 'sua' : `de ${list.author_name}`;
  return list.archived ? `${whose}, arquivada` : whose;
}

/** Every list named with whose it is, one a line: the hover of the mark and what a screen reader hears. */
export function listsDetailText(lists: readonly CompanyList[], userId: string | undefined): string[] {
  return lists.map((list) => `${list.name} (${listOwnerText(list, userId)})`);
}
