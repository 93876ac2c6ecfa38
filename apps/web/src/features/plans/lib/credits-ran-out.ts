import type { CreditsShowResponse } from '@prospecta/contracts/credits';

/**
 * Whether the month's credits ran out, for "Precisa de mais créditos?" to stress it: a balance at zero, unless
 * the clicks are unlimited. Staff (admin, customer success) are never told so: their consultations are
 * unlimited and they export nothing of their own, so Prospecta's own account's balances mean nothing to them.
 */
export function creditsRanOut(credits: CreditsShowResponse | undefined, staff: boolean): boolean {
  if (!credits || staff) return false;
  return (!credits.unlimitedClick && credits.click.remaining <= 0) || credits.export.remaining <= 0;
}
