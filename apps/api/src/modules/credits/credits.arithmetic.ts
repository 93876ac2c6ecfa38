// Pure credit arithmetic: which grants count, which grant each spend came out of, what remains, whether a spend fits.
import type { CreditGauge, CreditType } from '@prospecta/contracts/credits';

export type GrantLine = {
  /** The grant's row id (absent in pure tests that do not need it). */
  id?: string;
  type: CreditType;
  amount: number;
  createdAt: Date;
  expiresAt: Date | null;
  invalidatedAt: Date | null;
};

/**
 * What an account spent of one type from `from` on, up to the next moment the usable grants changed;
 * `withdrawal`: removed by staff rather than used.
 */
export type SpendPeriod = { type: CreditType; from: Date; amount: number; withdrawal: boolean };

/** A grant counts while it is not invalidated and not yet expired (no expiry = valid forever). */
export function isGrantValid(grant: GrantLine, at: Date): boolean {
  const t = at.getTime();
  if (grant.invalidatedAt !== null && grant.invalidatedAt.getTime() <= t) return false;
  return grant.expiresAt === null || grant.expiresAt.getTime() > t;
}

/**
 * The moments at which the set of usable grants changes (a grant is given, expires or is invalidated),
 * ascending and distinct. Between two of them every spend draws on the same grants, so spends can be
 * summed per period instead of replayed one by one.
 */
export function grantBoundaries(grants: GrantLine[]): Date[] {
  const times = new Set<number>();
  for (const g of grants) {
    times.add(g.createdAt.getTime());
    if (g.expiresAt) times.add(g.expiresAt.getTime());
    if (g.invalidatedAt) times.add(g.invalidatedAt.getTime());
  }
  return [...times].sort((a, b) => a - b).map((t) => new Date(t));
}

const expiryOrder = (g: GrantLine) => g.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;

/** One grant after the account's spends were replayed: what is left of it and what staff withdrew from it. */
export type GrantBalance = { grant: GrantLine; left: number; withdrawn: number };

/**
 * Every grant of the type with what is left of it after the spends were replayed (see creditGauge for how
 * spends draw on grants), the one that expires first first.
 */
export function grantBalances(type: CreditType, grants: GrantLine[], spends: SpendPeriod[]): GrantBalance[] {
  const pool = grants
    .filter((g) => g.type === type)
    .sort((a, b) => expiryOrder(a) - expiryOrder(b) || a.createdAt.getTime() - b.createdAt.getTime())
    .map((grant) => ({ grant, left: grant.amount, withdrawn: 0 }));
  // Withdrawals: the grant that expires last first, the oldest of those first (a grant staff give and then
  // invalidate takes itself away, not an earlier removal).
  const lastingFirst = [...pool].sort(
    (a, b) =>
      expiryOrder(b.grant) - expiryOrder(a.grant) ||
      a.grant.createdAt.getTime() - b.grant.createdAt.getTime(),
  );
  // In time order; within a period, uses before withdrawals.
  const periods = spends
    .filter((s) => s.type === type)
    .sort((a, b) => a.from.getTime() - b.from.getTime() || Number(a.withdrawal) - Number(b.withdrawal));
  for (const period of periods) {
    let due = period.amount;
    for (const slot of period.withdrawal ? lastingFirst : pool) {
      if (due <= 0) break;
      if (slot.grant.createdAt > period.from || !isGrantValid(slot.grant, period.from)) continue;
      const take = Math.min(due, slot.left);
      slot.left -= take;
      if (period.withdrawal) slot.withdrawn += take;
      due -= take;
    }
  }
  return pool;
}

/**
 * The soonest instant at which unspent credits of the balances stop counting, and how many of them stop then
 * (grants expiring at the same instant summed); null when none that counts at `now` expires.
 */
export function nextExpiry(balances: GrantBalance[], now: Date): { at: Date; amount: number } | null {
  let soonest: { at: Date; amount: number } | null = null;
  for (const { grant, left } of balances) {
    if (!grant.expiresAt || left <= 0 || !isGrantValid(grant, now)) continue;
    const at = grant.expiresAt.getTime();
    if (!soonest || at < soonest.at.getTime()) soonest = { at: grant.expiresAt, amount: left };
    else if (at === soonest.at.getTime()) soonest.amount += left;
  }
  return soonest;
}

/**
 * value = the valid grants of the type, less what staff withdrew from them (a withdrawal lowers what was
 * granted, it is not usage: 500 given, 5 added and 5 removed read "de 500"); remaining = what is left of
 * them. Spends are replayed in time order against the grants usable at the time: a use draws on the grant
 * that expires first, so what was used from a grant that has since expired or been invalidated goes with it
 * and a later grant shows whole; a staff withdrawal draws on the grant that lasts longest, so the grant's
 * expiry or invalidation does not give back what staff removed. A spend beyond every usable grant
 * (unlimited clicks) draws on nothing.
 */
export function creditGauge(
  type: CreditType,
  grants: GrantLine[],
  spends: SpendPeriod[],
  now: Date,
): CreditGauge {
  return gaugeOf(grantBalances(type, grants, spends), now);
}

/** The gauge of balances already replayed (grantBalances). */
export function gaugeOf(pool: GrantBalance[], now: Date): CreditGauge {
  let value = 0;
  let remaining = 0;
  for (const { grant, left, withdrawn } of pool) {
    if (!isGrantValid(grant, now)) continue;
    value += grant.amount - withdrawn;
    remaining += Math.max(0, left);
  }
  return { value, remaining };
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
