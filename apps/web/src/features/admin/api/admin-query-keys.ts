// The admin area's query keys: everything of one account sits under adminAccountKey(id), so one
// invalidation refreshes its info, users and audit together; and what a change of an account refreshes.
import type { AdminAccountMutationResponse } from '@prospecta/contracts/admin-api';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';

export const ADMIN_QUERY_KEY = ['admin'] as const;
export const ADMIN_USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'users'] as const;
export const adminAccountKey = (accountId: string) => [...ADMIN_QUERY_KEY, 'account', accountId] as const;
export const adminAccountInfoKey = (accountId: string) => [...adminAccountKey(accountId), 'info'] as const;
export const adminAccountUsersKey = (accountId: string) => [...adminAccountKey(accountId), 'users'] as const;
export const creditAuditKey = (accountId: string) => [...adminAccountKey(accountId), 'audit'] as const;
export const creditsTotalsKey = (accountId: string) =>
  [...adminAccountKey(accountId), 'credits-totals'] as const;

/**
 * What to refresh once an account's credits changed (added, removed, a grant invalidated): the given keys of
 * the account, and the signed-in user's own credits (the sidebar's counter), as the account may be theirs.
 */
export const afterCreditChangeKeys = (...keys: QueryKey[]): QueryKey[] => [...keys, CREDITS_QUERY_KEY];

/** Requests whose refusal the screen shows itself (beside a field, in a form or a toast of its own). */
export const SKIP_GLOBAL_ERROR = 'skip_handle_error=true';
/** …and whose success message (the server's) is shown as a toast. */
export const NOTIFY_SUCCESS = 'allowed_success_notify=true';
/** A form's call: its refusal shown by the form, the server's success message as a toast. */
export const FORM_CALL = `?${SKIP_GLOBAL_ERROR}&${NOTIFY_SUCCESS}`;

/**
 * An account changed (a new one, its plan, seats or customer success): its drawer redraws from the answer
 * without asking again, and the users list (each row shows its account's plan) is refetched.
 */
export function showAccountChange(
  queryClient: QueryClient,
  account: AdminAccountMutationResponse['account'],
): Promise<unknown> {
  queryClient.setQueryData(adminAccountInfoKey(account.id), account);
  return queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
}
