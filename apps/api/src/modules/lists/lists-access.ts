// Who sees and who manages a list. Visibility: the author, the members it is shared with, and the
// owners and managers of the account (they supervise every list of it). Anyone else, and every user of
// another account, gets 404 — a list they cannot see does not exist for them. Managing (rename, star,
// archive, delete, recover, share) is for the author and the account's owners and managers: 403 for members.
import { LIST_MESSAGES, LIST_SUPERVISOR_ROLES, managesList } from '@prospecta/contracts/lists-api';
import type { Executor } from '@/db/client.ts';
import type { ListRow } from '@/db/schema/lists.ts';
import { forbidden, notFound } from '@/lib/http-error.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { findList, isAccountUser } from './lists.repository.ts';

export type Viewer = { accountId: string; userId: string; seesAll: boolean };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs; anything that is not a uuid cannot exist (and would make PostgreSQL fail). */
export const isUuid = (value: string): boolean => UUID_RE.test(value);

export const viewerOf = (user: AuthUser): Viewer => ({
  accountId: user.accountId,
  userId: user.id,
  seesAll: LIST_SUPERVISOR_ROLES.includes(user.role),
});

/** Which lists a lookup finds: active ones (the default), deleted ones, or either. */
export type DeletedFilter = { deleted?: boolean | 'either' };

/** The list if the user may see it (deleted ones only with `deleted: true` or `'either'`), else 404. */
export async function visibleList(
  db: Executor,
  user: AuthUser,
  id: string,
  options: DeletedFilter = {},
): Promise<ListRow> {
  if (!isUuid(id)) throw notFound();
  const list = await findList(db, viewerOf(user), id);
  if (!list) throw notFound(LIST_MESSAGES.notFound);
  const deleted = options.deleted ?? false;
  if (deleted !== 'either' && (list.deletedAt !== null) !== deleted) throw notFound(LIST_MESSAGES.notFound);
  return list;
}

export function canManage(user: AuthUser, list: ListRow): boolean {
  return managesList(list.authorId, user);
}

export async function managedList(db: Executor, user: AuthUser, id: string, options: DeletedFilter = {}) {
  const list = await visibleList(db, user, id, options);
  if (!canManage(user, list)) throw forbidden();
  return list;
}

/**
 * Whose prospecting a request looks at (`view_as`: a list's table, kanban, metrics, activity, exports):
 * one's own, or for the account's owners and managers any user of the account — turned off or deleted
 * included, their statuses stay on the lists and "Prospecção de" offers them. Anything else — a seller
 * naming a colleague, a uuid of no user of the account, an id that is no uuid — is 403 (a uuid of no one
 * answered 200 with every company "A prospectar", as if someone had looked and found nothing started).
 */
export async function prospectorIn(
  db: Executor,
  user: AuthUser,
  viewAs: string | undefined,
): Promise<string> {
  if (!viewAs || viewAs === user.id) return user.id;
  if (!LIST_SUPERVISOR_ROLES.includes(user.role) || !isUuid(viewAs)) throw forbidden();
  if (!(await isAccountUser(db, user.accountId, viewAs))) throw forbidden();
  return viewAs;
}
