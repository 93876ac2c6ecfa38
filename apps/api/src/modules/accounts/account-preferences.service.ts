// The account's preferences: everyone on the account reads them, the owner (or an admin) changes them.

import type { AccountPreferences } from '@prospecta/contracts/account-preferences-api';
import { ACCOUNT_USER_MANAGERS, ACCOUNT_USER_MESSAGES } from '@prospecta/contracts/account-users-api';
import type { Role } from '@prospecta/contracts/auth';
import type { Executor } from '@/db/client.ts';
import { forbidden, notFound } from '@/lib/http-error.ts';
import { isUuid } from '@/modules/lists/lists-access.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { findAccount, findOrCreatePreferences, savePreferences } from './accounts.repository.ts';

type Changes = Partial<
  Pick<
    AccountPreferences,
    | 'email'
    | 'phoneNumber'
    | 'zipcode'
    | 'streetAddress'
    | 'complementalAddress'
    | 'neighborhood'
    | 'city'
    | 'state'
    | 'country'
    | 'categories'
  >
>;

const canEdit = (user: AuthUser) => (ACCOUNT_USER_MANAGERS as readonly Role[]).includes(user.role);

export function readPreferences(db: Executor, user: AuthUser): Promise<AccountPreferences> {
  return readAccountPreferences(db, user.accountId, canEdit(user));
}

/**
 * The spec's `accounts/{id}/preferences`: the signed-in user's own account named by its id; any other id —
 * another account's, one that names none, a malformed one — is not found, never another account's data.
 */
export function ownAccountId(user: AuthUser, id: string): string {
  if (id.toLowerCase() !== user.accountId.toLowerCase()) throw notFound();
  return user.accountId;
}

/** Staff reading a customer's preferences (`admin/account/{id}/preferences`): read only, for them too. */
export function readPreferencesForStaff(db: Executor, accountId: string): Promise<AccountPreferences> {
  if (!isUuid(accountId)) throw notFound();
  return readAccountPreferences(db, accountId, false);
}

async function readAccountPreferences(
  db: Executor,
  accountId: string,
  editable: boolean,
): Promise<AccountPreferences> {
  const account = await findAccount(db, accountId);
  if (!account) throw notFound();
  const row = await findOrCreatePreferences(db, accountId);
  return {
    id: row.id,
    accountId: row.accountId,
    accountType: account.accountType,
    email: row.email,
    phoneNumber: row.phoneNumber,
    zipcode: row.zipcode,
    streetAddress: row.streetAddress,
    complementalAddress: row.complementalAddress,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    country: row.country,
    categories: row.categories,
    keywordsAvailable: row.keywordsAvailable,
    canEdit: editable,
  };
}

export async function changePreferences(
  db: Executor,
  user: AuthUser,
  changes: Changes,
): Promise<AccountPreferences> {
  // A refusal of the role, not of the session: 401 would sign the user out in the web app.
  if (!canEdit(user)) throw forbidden(ACCOUNT_USER_MESSAGES.noPermission);
  // An empty change saves nothing (the row keeps its updatedAt).
  if (Object.keys(changes).length > 0) await savePreferences(db, user.accountId, changes);
  return readPreferences(db, user);
}
