// SQL of the durable jobs. Every write of a running job is guarded by its lease owner, so a worker that
// lost its lease (it stalled, or crashed and came back) can no longer change the job.
import { ACTIVE_JOB_STATUSES } from '@prospecta/contracts/jobs';
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { jobs } from '@/db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

const ACTIVE = sql.raw(`status in (${ACTIVE_JOB_STATUSES.map((s) => `'${s}'`).join(', ')})`);
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;
const heldBy = (id: string, owner: string) =>
  and(eq(jobs.id, id), eq(jobs.leaseOwner, owner), eq(jobs.status, 'running'));

/** Inserts the job unless an active job holds the same dedupe key; null then. */
export async function insertJob(db: Executor, job: NewJob): Promise<JobRow | null> {
  const [row] = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.dedupeKey, where: ACTIVE })
    .returning();
  return row ?? null;
}

export async function findActiveByDedupeKey(db: Executor, dedupeKey: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, dedupeKey), ACTIVE));
  return row ?? null;
}

export async function findJob(db: Executor, id: string, accountId?: string): Promise<JobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), accountId ? eq(jobs.accountId, accountId) : undefined));
  return row ?? null;
}

/** The latest job of a type about a subject (e.g. a list's last e-mail validation). */
export async function latestJobFor(db: Executor, accountId: string, subjectId: string, type: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.accountId, accountId), eq(jobs.subjectId, subjectId), eq(jobs.type, type)))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the next due job of the given types: queued and due, or running with an expired lease (its
 * worker died). SKIP LOCKED lets concurrent workers pass over a row another one is taking.
 */
export async function claimJob(
  db: Executor,
  input: { owner: string; leaseMs: number; types: readonly string[] },
): Promise<JobRow | null> {
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.type, [...input.types]),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      leaseOwner: input.owner,
      leaseUntil: inMs(input.leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, next))
    .returning();
  return row ?? null;
}

/** Extends the lease; false when the claim is no longer the job's (cancelled, or re-claimed). */
export async function renewLease(db: Executor, id: string, owner: string, leaseMs: number) {
  const rows = await db
    .update(jobs)
    .set({ leaseUntil: inMs(leaseMs), updatedAt: sql`now()` })
    .where(heldBy(id, owner))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function setProgress(db: Executor, id: string, owner: string, done: number, total: number) {
  await db
    .update(jobs)
    .set({ progressDone: done, progressTotal: total, updatedAt: sql`now()` })
    .where(heldBy(id, owner));
}

/** Whether the claim should stop: the job was cancelled or another claim took it over. */
export async function claimLost(db: Executor, id: string, owner: string): Promise<boolean> {
  const [row] = await db
    .select({ status: jobs.status, leaseOwner: jobs.leaseOwner })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row?.status !== 'running' || row.leaseOwner !== owner;
}

const unleased = { leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` };

export async function completeJob(db: Executor, id: string, owner: string, result: unknown) {
  await db
    .update(jobs)
    .set({ ...unleased, status: 'completed', result, error: null, finishedAt: sql`now()` })
    .where(heldBy(id, owner));
}

/** Queues the job again after `backoffMs`, or fails it for good when `final`. */
export async function failJob(
  db: Executor,
  id: string,
  owner: string,
  input: { error: string; final: boolean; backoffMs: number },
) {
  await db
    .update(jobs)
    .set(
      input.final
        ? { ...unleased, status: 'failed', error: input.error, finishedAt: sql`now()` }
        : { ...unleased, status: 'queued', error: input.error, runAfter: inMs(input.backoffMs) },
    )
    .where(heldBy(id, owner));
}

/** Gives a job back untouched (graceful stop): queued again, this claim not counted as an attempt. */
export async function releaseJob(db: Executor, id: string, owner: string) {
  await db
    .update(jobs)
    .set({ ...unleased, status: 'queued', attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(heldBy(id, owner));
}

export async function cancelJobRow(db: Executor, id: string, accountId: string): Promise<JobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(jobs)
    .set({ ...unleased, status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.accountId, accountId), ACTIVE))
    .returning();
  return row ?? null;
}
