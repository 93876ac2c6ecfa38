// Pure credit arithmetic: which grants count, what remains, whether a spend fits.
import type { CreditGauge, CreditType } from '@prospecta/contracts/credits';

export type GrantLine = {
  type: CreditType;
  amount: number;
  expiresAt: Date | null;
  invalidatedAt: Date | null;
};

export type ConsumedByType = Record<CreditType, number>;

/** A grant counts while it is not invalidated and not yet expired (no expiry = valid forever). */
export function isGrantValid(grant: GrantLine, now: Date): boolean {
  if (grant.invalidatedAt !== null) return false;
  return grant.expiresAt === null || grant.expiresAt.getTime() > now.getTime();
}

/** value = valid grants of the type; remaining = value − consumed, never below zero. */
export function creditGauge(
  type: CreditType,
  grants: GrantLine[],
  consumed: ConsumedByType,
  now: Date,
): CreditGauge {
  const value = grants
    .filter((g) => g.type === type && isGrantValid(g, now))
    .reduce((sum, g) => sum + g.amount, 0);
  return { value, remaining: Math.max(0, value - consumed[type]) };
}

/** Whether `amount` more credits of a type may be spent; unlimited click lets any click spend through. */
export function canSpend(input: {
  type: CreditType;
  amount: number;
  remaining: number;
  unlimitedClick: boolean;
}): boolean {
  if (input.type === 'click' && input.unlimitedClick) return true;
  return input.amount > 0 && input.amount <= input.remaining;
}
