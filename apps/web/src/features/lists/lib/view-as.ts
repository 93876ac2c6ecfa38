// Whose prospecting a list may show (`ver_como` in the address): the API's rule (an owner or a manager may look
// at another user's; `prospectorIn` answers 403 otherwise), narrowed to the people working the list, since a
// look at anyone else's statuses of it would show nothing.
import { LIST_SUPERVISOR_ROLES } from '@prospecta/contracts/lists-api';

type Person = { id: string; name: string };
type ListPeople = { author: Person; members: Person[] };

/** The people working a list other than `meId`: its author and members, once each. */
export function othersOnList(list: ListPeople, meId: string): Person[] {
  const people = [list.author, ...list.members].filter((p) => p.id !== meId);
  return people.filter((p, i) => people.findIndex((q) => q.id === p.id) === i);
}

export const mayViewOthers = (role: string) => LIST_SUPERVISOR_ROLES.includes(role);

/**
 * The `ver_como` the screens use (null: one's own prospecting) and, when the address named someone it cannot,
 * why: `not-allowed` (the user may not look at others': silently their own), `not-on-list` (an owner or a
 * manager named someone who does not work this list: their own, with a notice). While the user or the list is
 * still loading, the address is taken as it is.
 */
export function checkViewAs(
  named: string | null,
  me: { id: string; role: string } | undefined,
  list: ListPeople | undefined,
): { viewAs: string | null; refused: 'not-allowed' | 'not-on-list' | null } {
  if (!named || named === me?.id) return { viewAs: null, refused: null };
  if (!me || !list) return { viewAs: named, refused: null };
  if (!mayViewOthers(me.role)) return { viewAs: null, refused: 'not-allowed' };
  if (!othersOnList(list, me.id).some((p) => p.id === named)) return { viewAs: null, refused: 'not-on-list' };
  return { viewAs: named, refused: null };
}
