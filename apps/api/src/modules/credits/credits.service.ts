// Balances and spends. A spend runs inside the caller's transaction with the account row locked.
import type { CreditsShowResponse, CreditType } from '@prospecta/contracts/credits';
import { MESSAGES } from '@prospecta/contracts/errors';
import type { Executor, Tx } from '@/db/client.ts';
import { notFound, unprocessable } from '@/lib/http-error.ts';
import { canSpend, creditGauge, grantBoundaries } from './credits.arithmetic.ts';
import * as repo from './credits.repository.ts';

export type SpendInput = {
  accountId: string;
  userId: string | null;
  type: CreditType;
  amount: number;
  reason: string;
  subject?: string;
};

// The queries below run one after another: `db` may be a transaction, whose one connection runs one query
// at a time (pg queues a second one with a deprecation warning, and pg 9 refuses it).
/** The click and export gauges of an account (its unlimited flag apart). */
export async function creditGauges(db: Executor, accountId: string, now: Date) {
  const grants = await repo.listGrantLines(db, accountId);
  const spends = await repo.sumSpendsByPeriod(db, accountId, grantBoundaries(grants));
  return {
    click: creditGauge('click', grants, spends, now),
    export: creditGauge('export', grants, spends, now),
  };
}

export async function showCredits(
  db: Executor,
  accountId: string,
  now = new Date(),
): Promise<CreditsShowResponse> {
  const g = await creditGauges(db, accountId, now);
  return { ...g, unlimitedClick: await repo.findUnlimitedClick(db, accountId) };
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
