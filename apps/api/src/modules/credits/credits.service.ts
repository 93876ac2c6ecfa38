// Balances and spends. A spend runs inside the caller's transaction with the account row locked.

import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import type { CreditExpiry, CreditsShowResponse, CreditType } from '@prospecta/contracts/credits';
import { MESSAGES } from '@prospecta/contracts/errors';
import type { Executor, Tx } from '@/db/client.ts';
import { notFound, unprocessable } from '@/lib/http-error.ts';
import {
  canSpend,
  type GrantBalance,
  gaugeOf,
  grantBalances,
  grantBoundaries,
  nextExpiry,
} from './credits.arithmetic.ts';
import * as repo from './credits.repository.ts';

export type SpendInput = {
  accountId: string;
  userId: string | null;
  type: CreditType;
  amount: number;
  reason: string;
  subject?: string;
};

/**
 * Every grant of the account, per type, with what is left of it (the spends replayed). The queries run one
 * after another: `db` may be a transaction, whose one connection runs one query at a time (pg queues a second
 * one with a deprecation warning, and pg 9 refuses it).
 */
export async function creditBalances(db: Executor, accountId: string) {
  const grants = await repo.listGrantLines(db, accountId);
  const spends = await repo.sumSpendsByPeriod(db, accountId, grantBoundaries(grants));
  return {
    click: grantBalances('click', grants, spends),
    export: grantBalances('export', grants, spends),
  };
}

/** The click and export gauges of an account (its unlimited flag apart). */
export async function creditGauges(db: Executor, accountId: string, now: Date) {
  const balances = await creditBalances(db, accountId);
  return { click: gaugeOf(balances.click, now), export: gaugeOf(balances.export, now) };
}

/**
 * The soonest expiry of unspent credits as the users read it: the last day they count, in Brasília (a grant
 * stops at the midnight after its last day, so the instant's own day would read one day late).
 */
export function expiryOf(balances: GrantBalance[], now: Date): CreditExpiry | null {
  const soonest = nextExpiry(balances, now);
  return soonest ? { date: brasiliaDay(new Date(soonest.at.getTime() - 1)), amount: soonest.amount } : null;
}

export async function showCredits(
  db: Executor,
  accountId: string,
  now = new Date(),
): Promise<CreditsShowResponse> {
  const balances = await creditBalances(db, accountId);
  return {
    click: gaugeOf(balances.click, now),
    export: gaugeOf(balances.export, now),
    unlimitedClick: await repo.findUnlimitedClick(db, accountId),
    nextExpiry: { click: expiryOf(balances.click, now), export: expiryOf(balances.export, now) },
  };
}

/** Spends credits or throws 422 'Crédito não disponível'; unlimited click accounts spend no click credits. */
export async function spend(tx: Tx, input: SpendInput, now = new Date()): Promise<void> {
  const account = await repo.lockAccount(tx, input.accountId);
  if (!account) throw notFound();
  if (input.type === 'click' && account.unlimitedClick) return;
  const gauge = (await creditGauges(tx, input.accountId, now))[input.type];
  if (!canSpend({ ...input, remaining: gauge.remaining, unlimitedClick: account.unlimitedClick })) {
    throw unprocessable(MESSAGES.noCredit);
  }
  await repo.insertConsumption(tx, input);
}
