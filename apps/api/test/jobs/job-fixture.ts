// What the jobs tests share: the API on a fresh database, the demo account, a table the test handlers
// record items in, and small promise helpers (no sleeps: tests wait on events or on the job's state).
import { eq, type SQL, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { users } from '@/db/schema/users.ts';
import { getJob, type JobRow } from '@/jobs/jobs.service.ts';
import { buildTestApp, OWNER, queryRows, type TestApp } from '../helper.ts';

export type JobTestApp = TestApp & { accountId: string; userId: string };

export async function buildJobTestApp(): Promise<JobTestApp> {
  const t = await buildTestApp();
  const [owner] = await t.app.db.select().from(users).where(eq(users.email, OWNER));
  if (!owner) throw new Error('demo owner missing');
  await t.app.db.execute(
    sql`CREATE TABLE job_test_items (job_id uuid NOT NULL, item int NOT NULL, PRIMARY KEY (job_id, item))`,
  );
  await t.app.db.execute(sql`CREATE TABLE job_test_runs (job_id uuid NOT NULL, claim text NOT NULL)`);
  return { ...t, accountId: owner.accountId, userId: owner.id };
}

export type Deferred<T = void> = { promise: Promise<T>; resolve: (value: T) => void };

export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Resolves when the signal aborts. */
export const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

/** Waits until the job satisfies `check`, re-reading it from the database. */
export async function waitForJob(
  t: JobTestApp,
  id: string,
  check: (job: JobRow) => boolean,
  timeout = 15_000,
): Promise<JobRow> {
  return vi.waitFor(
    async () => {
      const job = await getJob(t.app.db, { id, accountId: t.accountId });
      expect(job).not.toBeNull();
      if (!job || !check(job)) throw new Error(`job ${id} is ${job?.status}`);
      return job;
    },
    { timeout, interval: 20 },
  );
}

export async function countRows(t: JobTestApp, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(t.app.db, query);
  return Number(row?.n ?? 0);
}
