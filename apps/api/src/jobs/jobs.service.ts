// The jobs API for features: enqueue inside the request's transaction, read and cancel within an account.
import type { JobView } from '@prospecta/contracts/jobs';
import type { Executor } from '@/db/client.ts';
import * as repo from './jobs.repository.ts';

export type { JobRow } from './jobs.repository.ts';

export type EnqueueInput = {
  type: string;
  accountId: string;
  userId?: string | null;
  subjectId?: string | null;
  payload?: Record<string, unknown>;
  /** While a job with this key is queued or running, enqueueing again returns that job. */
  dedupeKey?: string | null;
  runAfter?: Date;
  /** Claims before the job fails for good (default 3). */
  maxAttempts?: number;
};

/**
 * Queues a job. Pass the transaction of the request's own writes: rolled back, no job. An active job with
 * the same dedupe key is returned instead of a second one (`created` tells which happened).
 */
export async function enqueueJob(
  tx: Executor,
  input: EnqueueInput,
): Promise<repo.JobRow & { created: boolean }> {
  const row = await repo.insertJob(tx, {
    type: input.type,
    accountId: input.accountId,
    userId: input.userId ?? null,
    subjectId: input.subjectId ?? null,
    payload: input.payload ?? {},
    dedupeKey: input.dedupeKey ?? null,
    runAfter: input.runAfter,
    maxAttempts: input.maxAttempts,
  });
  if (row) return { ...row, created: true };
  const existing = input.dedupeKey ? await repo.findActiveByDedupeKey(tx, input.dedupeKey) : null;
  if (!existing) throw new Error(`job ${input.type}: dedupe conflict without an active job`);
  return { ...existing, created: false };
}

/** The queued or running job with this dedupe key, if any. */
export async function activeJob(db: Executor, dedupeKey: string) {
  return repo.findActiveByDedupeKey(db, dedupeKey);
}

/** Cancels a queued or running job of the account; null when there is no such active job. */
export async function cancelJob(db: Executor, input: { id: string; accountId: string }) {
  return repo.cancelJobRow(db, input.id, input.accountId);
}

export async function getJob(db: Executor, input: { id: string; accountId: string }) {
  return repo.findJob(db, input.id, input.accountId);
}

export async function latestJob(db: Executor, input: { accountId: string; subjectId: string; type: string }) {
  return repo.latestJobFor(db, input.accountId, input.subjectId, input.type);
}

export function toJobView(row: repo.JobRow): JobView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: { done: row.progressDone, total: row.progressTotal },
    attempts: row.attempts,
    error: row.error,
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
