// A list's name must not read as the name of another active list the user sees (case and whitespace
// ignored): two rows of one name cannot be told apart in "Adicionar à lista" or on the lists root.
import { LIST_MESSAGES, LIST_NAME_MAX } from '@prospecta/contracts/lists-api';
import type { Executor, Tx } from '@/db/client.ts';
import { HttpError } from '@/lib/http-error.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { activeListNamed, lockListNames } from './lists.repository.ts';
import { viewerOf } from './lists-access.ts';

/**
 * Refuses (422, on the name field: `summary` is its path) a name another active list the user sees already
 * has, ignoring case and whitespace: two rows of one name cannot be told apart in "Adicionar à lista".
 */
export async function assertNameFree(
  db: Executor,
  user: AuthUser,
  name: string,
  options: { exceptId?: string; field?: string } = {},
): Promise<void> {
  if (await activeListNamed(db, viewerOf(user), name, options.exceptId)) {
    throw new HttpError(422, LIST_MESSAGES.duplicateName, [
      { summary: options.field ?? 'info_set.name', description: LIST_MESSAGES.duplicateName },
    ]);
  }
}

/**
 * `assertNameFree` inside the transaction that then stores the name, holding the account's list-names lock
 * until it ends: of requests of one name sent at once, one stores it and the others get the 422 (on PGlite and
 * PostgreSQL alike). A check outside the transaction let each of three find the name free.
 */
export async function claimListName(
  tx: Tx,
  user: AuthUser,
  name: string,
  options: { exceptId?: string; field?: string } = {},
): Promise<void> {
  await lockListNames(tx, user.accountId);
  await assertNameFree(tx, user, name, options);
}

/**
 * A name for a list the user did not name (an autoplay's new list takes its search's name): `base` when no
 * active list the user sees has it, else the first free "base (2)", "base (3)"… within the 120 characters.
 */
export async function freeListName(db: Executor, user: AuthUser, base: string): Promise<string> {
  const viewer = viewerOf(user);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${base.slice(0, LIST_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!(await activeListNamed(db, viewer, name))) return name;
  }
}

/**
 * The name a list recovered from the trash takes, under the account's list-names lock: its own when no active
 * list the user sees has it, else "Nome (restaurada)", "Nome (restaurada 2)"… within the 120 characters. A 422
 * would strand it: a list in the trash cannot be renamed, so the seller had to rename the other list first.
 */
export async function recoveredListName(tx: Tx, user: AuthUser, list: { id: string; name: string }) {
  await lockListNames(tx, user.accountId);
  const viewer = viewerOf(user);
  if (!(await activeListNamed(tx, viewer, list.name, list.id))) return list.name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (restaurada)' : ` (restaurada ${n})`;
    const name = `${list.name.slice(0, LIST_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!(await activeListNamed(tx, viewer, name, list.id))) return name;
  }
}
