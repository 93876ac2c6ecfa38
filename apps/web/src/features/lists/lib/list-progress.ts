// The lists root's progress of a list: how many of its companies were moved out of "A prospectar", by whom,
// and where its row leads. The API counts the statuses of `prospectedBy` — a seller's own; for an owner or a
// manager, those of whoever worked the list most (its author or a member: a list a manager handed to a seller
// shows the seller's work) — and the row opens the list on that person's prospecting (`ver_como`, as
// "Prospecção de" does), so the bar and the list's screen show the same statuses.
import type { InfoSet } from '@prospecta/contracts/lists-api';
import { formatInteger } from '@/lib/format';

type ListProgress = Pick<InfoSet, 'contacts' | 'prospected' | 'prospectedBy' | 'author' | 'members'>;

/** Whose prospecting the progress counts when it is not the user's own (null: theirs). */
export function progressViewAs(list: Pick<InfoSet, 'prospectedBy'>, meId: string | undefined): string | null {
  // A page kept offline by an older version has no `prospectedBy`: it counted the user's own.
  return list.prospectedBy && meId && list.prospectedBy !== meId ? list.prospectedBy : null;
}

/** The list's address from the lists root: on the prospecting its progress counts. */
export function listRowHref(
  href: string,
  list: Pick<InfoSet, 'prospectedBy'>,
  meId: string | undefined,
): string {
  const viewAs = progressViewAs(list, meId);
  return viewAs ? `${href}?${new URLSearchParams({ ver_como: viewAs })}` : href;
}

/**
 * The bar's share and words, for hover and screen readers: "1 de 5 trabalhadas (20%)", another person's
 * "3 de 6 trabalhadas por Vitor Vendas (50%)". Null for an empty list.
 */
export function listProgress(
  list: ListProgress,
  meId: string | undefined,
): { percent: number; words: string } | null {
  if (list.contacts === 0) return null;
  const percent = Math.min(100, Math.round((list.prospected / list.contacts) * 100));
  const viewAs = progressViewAs(list, meId);
  const name = viewAs ? [list.author, ...list.members].find((p) => p.id === viewAs)?.name : undefined;
  const by = viewAs ? ` por ${name || 'outro usuário'}` : '';
  return {
    percent,
    words: `${formatInteger(list.prospected)} de ${formatInteger(list.contacts)} trabalhadas${by} (${percent}%)`,
  };
}
