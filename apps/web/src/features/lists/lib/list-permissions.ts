// Who may change a list (the API's rule, `managesList` in packages/contracts): the screens show the others its
// star and members without the controls that would only be refused.
import { managesList } from '@prospecta/contracts/lists-api';

/** What a member who is not the list's author (nor an owner or manager) is told on its controls. */
export const ONLY_MANAGERS = 'Apenas o autor da lista ou um gestor da conta pode alterá-la';

export function canManageList(
  list: { author: { id: string } },
  user: { id: string; role: string } | null | undefined,
): boolean {
  return user ? managesList(list.author.id, user) : false;
}

/**
 * Whether others may have worked the list (statuses, notes): it is shared, or it is someone else's. Taking a
 * company out of such a list takes their work with it, so it is asked about first.
 */
export function workedByOthers(
  list: { author: { id: string }; members: readonly unknown[] },
  user: { id: string } | null | undefined,
): boolean {
  return list.members.length > 0 || (user !== null && user !== undefined && list.author.id !== user.id);
}
