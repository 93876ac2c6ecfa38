// A list's name must not read as the name of another active list the user sees (case and whitespace
// ignored): two rows of one name cannot be told apart in "Adicionar à lista" or on the lists root.
import { LIST_MESSAGES } from '@prospecta/contracts/lists-api';
import type { Executor } from '@/db/client.ts';
import { HttpError } from '@/lib/http-error.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { activeListNamed } from './lists.repository.ts';
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
