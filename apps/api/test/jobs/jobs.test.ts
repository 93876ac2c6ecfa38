// The jobs framework on the real app database: enqueue in a transaction, dedupe, progress, cancel,
// retries with backoff, and two workers sharing one queue.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJobHandler } from '@/jobs/job-handlers.ts';
import { claimJob } from '@/jobs/jobs.repository.ts';
import { cancelJob, enqueueJob } from '@/jobs/jobs.service.ts';
import { startWorker, stopWorker } from '@/jobs/worker.ts';
import { queryRows } from '../helper.ts';
import { aborted, buildJobTestApp, countRows, deferred, type JobTestApp, waitForJob } from './job-fixture.ts';

let t: JobTestApp;
beforeAll(async () => {
  t = await buildJobTestApp();
});
afterAll(async () => {
  await stopWorker();
  await t?.close();
});

const base = () => ({ accountId: t.accountId, userId: t.userId });

describe('enqueueJob', () => {
  it('writes nothing when the surrounding transaction rolls back', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueJob(tx, { ...base(), type: 'test.rollback' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countRows(t, sql`SELECT count(*) AS n FROM jobs WHERE type = 'test.rollback'`)).toBe(0);
  });

  it('returns the active job for a repeated dedupe key, and a new one once it is finished', async () => {
    const first = await enqueueJob(t.app.db, { ...base(), type: 'test.dedupe', dedupeKey: 'k1' });
    const again = await enqueueJob(t.app.db, { ...base(), type: 'test.dedupe', dedupeKey: 'k1' });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ id: first.id, created: false });
    await cancelJob(t.app.db, { id: first.id, accountId: t.accountId });
    const after = await enqueueJob(t.app.db, { ...base(), type: 'test.dedupe', dedupeKey: 'k1' });
    expect(after.created).toBe(true);
    expect(after.id).not.toBe(first.id);
  });

  it('hides jobs of other accounts and refuses to cancel them', async () => {
    const job = await enqueueJob(t.app.db, { ...base(), type: 'test.scoped' });
    const other = '00000000-0000-4000-8000-000000000000';
    expect(await cancelJob(t.app.db, { id: job.id, accountId: other })).toBeNull();
    expect(await cancelJob(t.app.db, { id: 'not-a-uuid', accountId: t.accountId })).toBeNull();
  });
});

describe('claimJob', () => {
  it('leaves a job scheduled for later until it is due (scheduled jobs such as autoplay)', async () => {
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const job = await enqueueJob(t.app.db, { ...base(), type: 'test.later', runAfter: later });
    const claim = { owner: 'test:1', leaseMs: 1000, types: ['test.later'] };
    expect(await claimJob(t.app.db, claim)).toBeNull();
    await t.app.db.execute(sql`UPDATE jobs SET run_after = now() WHERE id = ${job.id}`);
    expect(await claimJob(t.app.db, claim)).toMatchObject({ id: job.id, status: 'running', attempts: 1 });
    expect(await claimJob(t.app.db, claim)).toBeNull();
  });
});

describe('worker', () => {
  it('runs a job, stores its progress and result', async () => {
    registerJobHandler('test.progress', async (ctx) => {
      for (let i = 1; i <= 4; i++) await ctx.setProgress(i, 4);
      return { sum: 10 };
    });
    const worker = startWorker(t.app, { pollMs: 20 });
    const job = await enqueueJob(t.app.db, { ...base(), type: 'test.progress' });
    const done = await waitForJob(t, job.id, (j) => j.status === 'completed');
    expect(done).toMatchObject({ progressDone: 4, progressTotal: 4, result: { sum: 10 }, attempts: 1 });
    expect(done.leaseOwner).toBeNull();
    expect(done.finishedAt).not.toBeNull();
    await worker.stop();
  });

  it('cancels a running job: the handler sees isCancelled() and stops between items', async () => {
    const reached = deferred();
    const proceed = deferred();
    let processed = 0;
    registerJobHandler('test.cancel', async (ctx) => {
      for (let i = 0; i < 100; i++) {
        if (await ctx.isCancelled()) return { processed };
        processed++;
        if (i === 2) {
          reached.resolve();
          await proceed.promise;
        }
      }
      return { processed };
    });
    const worker = startWorker(t.app, { pollMs: 20 });
    const job = await enqueueJob(t.app.db, { ...base(), type: 'test.cancel' });
    await reached.promise;
    expect(await cancelJob(t.app.db, { id: job.id, accountId: t.accountId })).not.toBeNull();
    proceed.resolve();
    await worker.stop();
    const after = await waitForJob(t, job.id, (j) => j.status === 'cancelled');
    expect(processed).toBe(3);
    expect(after.result).toBeNull();
  });

  it('aborts the signal of a cancelled job at the next lease renewal', async () => {
    const started = deferred();
    const sawAbort = deferred();
    registerJobHandler('test.signal', async (ctx) => {
      started.resolve();
      await aborted(ctx.signal);
      sawAbort.resolve();
      throw ctx.signal.reason;
    });
    const worker = startWorker(t.app, { pollMs: 20, leaseMs: 300 });
    const job = await enqueueJob(t.app.db, { ...base(), type: 'test.signal' });
    await started.promise;
    await cancelJob(t.app.db, { id: job.id, accountId: t.accountId });
    await sawAbort.promise;
    await worker.stop();
    const after = await waitForJob(t, job.id, (j) => j.status === 'cancelled');
    expect(after.attempts).toBe(1);
  });

  it('retries a failing job up to its attempts, then fails it with the error', async () => {
    let calls = 0;
    registerJobHandler('test.fail', async () => {
      calls++;
      throw new Error(`falhou ${calls}`);
    });
    const worker = startWorker(t.app, { pollMs: 20, backoffMs: 0 });
    const job = await enqueueJob(t.app.db, { ...base(), type: 'test.fail', maxAttempts: 3 });
    const failed = await waitForJob(t, job.id, (j) => j.status === 'failed');
    await worker.stop();
    expect(calls).toBe(3);
    expect(failed).toMatchObject({ attempts: 3, error: 'falhou 3', leaseOwner: null });
  });

  it('backs off before a retry and succeeds on a later attempt', async () => {
    let calls = 0;
    registerJobHandler('test.flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('instável');
      return { ok: true };
    });
    const slow = startWorker(t.app, { pollMs: 20, backoffMs: 60_000 });
    const job = await enqueueJob(t.app.db, { ...base(), type: 'test.flaky' });
    const waiting = await waitForJob(t, job.id, (j) => j.status === 'queued' && j.attempts === 1);
    expect(waiting.error).toBe('instável');
    expect(waiting.runAfter.getTime() - Date.now()).toBeGreaterThan(30_000);
    await slow.stop();
    await t.app.db.execute(sql`UPDATE jobs SET run_after = now() WHERE id = ${job.id}`);
    const fast = startWorker(t.app, { pollMs: 20 });
    const done = await waitForJob(t, job.id, (j) => j.status === 'completed');
    await fast.stop();
    expect(done).toMatchObject({ attempts: 2, result: { ok: true } });
    expect(calls).toBe(2);
  });

  it('never runs the same job twice with two workers on one queue', async () => {
    registerJobHandler('test.shared', async (ctx) => {
      await ctx.db.execute(
        sql`INSERT INTO job_test_runs (job_id, claim) VALUES (${ctx.job.id}, ${ctx.job.leaseOwner})`,
      );
      await new Promise((resolve) => setImmediate(resolve));
      return {};
    });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await enqueueJob(t.app.db, { ...base(), type: 'test.shared' })).id);
    const a = startWorker(t.app, { pollMs: 10, concurrency: 3, id: 'a' });
    const b = startWorker(t.app, { pollMs: 10, concurrency: 3, id: 'b' });
    for (const id of ids) await waitForJob(t, id, (j) => j.status === 'completed');
    await Promise.all([a.stop(), b.stop()]);
    const runs = await queryRows<{ n: number }>(
      t.app.db,
      sql`SELECT job_id, count(*)::int AS n FROM job_test_runs GROUP BY job_id ORDER BY job_id`,
    );
    expect(runs).toHaveLength(12);
    expect(runs.every((r) => Number(r.n) === 1)).toBe(true);
  });

  it('fails a job whose workers kept dying once its attempts are used up', async () => {
    let calls = 0;
    registerJobHandler('test.doomed', async () => {
      calls++;
      return {};
    });
    const job = await enqueueJob(t.app.db, { ...base(), type: 'test.doomed', maxAttempts: 2 });
    await t.app.db.execute(
      sql`UPDATE jobs SET status = 'running', attempts = 2, lease_owner = 'dead:1',
            lease_until = now() - interval '1 second' WHERE id = ${job.id}`,
    );
    const worker = startWorker(t.app, { pollMs: 20 });
    const failed = await waitForJob(t, job.id, (j) => j.status === 'failed');
    await worker.stop();
    expect(failed).toMatchObject({ attempts: 3, error: 'Tentativas esgotadas' });
    expect(calls).toBe(0);
  });

  it.each([
    ['throws', true],
    ['returns early', false],
  ])(
    'gives a running job back to the queue on a graceful stop that cannot wait (handler %s)',
    async (_how, throws) => {
      const started = deferred();
      const type = `test.release.${throws}`;
      registerJobHandler(type, async (ctx) => {
        started.resolve();
        await aborted(ctx.signal);
        if (throws) throw ctx.signal.reason;
        return { stoppedEarly: await ctx.isCancelled() };
      });
      const worker = startWorker(t.app, { pollMs: 20 });
      const job = await enqueueJob(t.app.db, { ...base(), type });
      await started.promise;
      await worker.stop(0);
      const after = await waitForJob(t, job.id, (j) => j.status === 'queued');
      expect(after).toMatchObject({ attempts: 0, leaseOwner: null, error: null, result: null });
      await cancelJob(t.app.db, { id: job.id, accountId: t.accountId });
    },
  );
});
