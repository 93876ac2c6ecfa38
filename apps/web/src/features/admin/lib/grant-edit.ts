// A grant edited from the audit: the form's first values, its checks (the contract's and the API's own
// messages) and the body of POST /credits/:id/update.
import { ADMIN_MESSAGES, type CreditAuditEntry, creditAmountSchema } from '@prospecta/contracts/admin-api';
import {
  ADMIN_CREDIT_MESSAGES,
  belowUsedMessage,
  type CreditUpdateRequest,
} from '@prospecta/contracts/admin-credits-api';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';

export type GrantEditForm = {
  /** As typed (the number field gives '' when empty). */
  amount: number | string;
  /** The last valid day, YYYY-MM-DD, or '' for none. */
  expires: string;
};
export type GrantEditErrors = { amount?: string; expires?: string; form?: string };
type Grant = Pick<CreditAuditEntry, 'type' | 'amount' | 'remaining' | 'expires_at'>;

/** The last day a grant counts (it stops at the next midnight in Brasília), '' when it never expires. */
export const grantLastDay = (expiresAt: string | null) =>
  expiresAt ? brasiliaDay(new Date(Date.parse(expiresAt) - 1)) : '';

/** Credits already used or removed of the grant: its amount cannot go below them. */
export const grantUsed = (grant: Grant) => Math.max(0, grant.amount - (grant.remaining ?? grant.amount));

/** A grant offers "Editar" while it counts: not invalidated, not expired (as "Invalidar"). */
export function canEditGrant(
  entry: Pick<CreditAuditEntry, 'kind' | 'invalidated' | 'expires_at'>,
  now: Date,
): boolean {
  if (entry.kind !== 'grant' || entry.invalidated) return false;
  return entry.expires_at === null || Date.parse(entry.expires_at) > now.getTime();
}

export const grantEditInitial = (grant: Grant): GrantEditForm => ({
  amount: grant.amount,
  expires: grantLastDay(grant.expires_at),
});

/** What is wrong with the form, field by field; `today` is Brasília's YYYY-MM-DD. */
export function grantEditErrors(form: GrantEditForm, grant: Grant, today: string): GrantEditErrors {
  const errors: GrantEditErrors = {};
  const parsed = creditAmountSchema.safeParse(form.amount === '' ? undefined : form.amount);
  if (!parsed.success) errors.amount = parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.wholeCredit;
  else if (parsed.data === 0) errors.amount = ADMIN_CREDIT_MESSAGES.zero;
  else if (parsed.data < grantUsed(grant)) errors.amount = belowUsedMessage(grantUsed(grant));
  if (form.expires && form.expires < today) errors.expires = ADMIN_MESSAGES.pastExpiry;
  if (
    !errors.amount &&
    !errors.expires &&
    Number(form.amount) === grant.amount &&
    form.expires === grantLastDay(grant.expires_at)
  ) {
    errors.form = ADMIN_CREDIT_MESSAGES.nothingChanged;
  }
  return errors;
}

/** The request: the amount under the grant's own type's field, and the last day (null: none). */
export function grantEditBody(form: GrantEditForm, grant: Grant): CreditUpdateRequest {
  const amount = Number(form.amount);
  return {
    ...(grant.type === 'click' ? { search_credit: amount } : { internal_export_credit: amount }),
    expires_date: form.expires || null,
  };
}
