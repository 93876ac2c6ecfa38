// Crash recovery: a worker dies mid-job without releasing it; once the lease expires another worker
// claims the job and finishes it, and the per-item records keep rows and credit charges exactly once.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { creditConsumptions } from '@/db/schema/credits.ts';
import { registerJobHandler } from '@/jobs/job-handlers.ts';
import { enqueueJob, getJob } from '@/jobs/jobs.service.ts';
import { startWorker, stopWorker } from '@/jobs/worker.ts';
import { spend } from '@/modules/credits/credits.service.ts';
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

const ITEMS = 6;

it('completes exactly once after a worker crashes mid-job', async () => {
  const midway = deferred();
  const claims: string[] = [];
  registerJobHandler('test.charge', async (ctx) => {
    claims.push(ctx.job.leaseOwner ?? '');
    for (let item = 0; item < ITEMS; item++) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      // The item's record and its charge commit together; an item already recorded is skipped.
      await ctx.db.transaction(async (tx) => {
        const inserted = await queryRows(
          tx,
          sql`INSERT INTO job_test_items (job_id, item) VALUES (${ctx.job.id}, ${item})
              ON CONFLICT DO NOTHING RETURNING item`,
        );
        if (inserted.length === 0) return;
        await spend(tx, {
          accountId: ctx.job.accountId,
          userId: ctx.job.userId,
          type: 'export',
          amount: 1,
          reason: 'job-test',
          subject: `${ctx.job.id}:${item}`,
        });
      });
      await ctx.setProgress(item + 1, ITEMS);
      if (item === 2 && claims.length === 1) {
        midway.resolve();
        await aborted(ctx.signal);
      }
    }
    return { items: ITEMS };
  });

  const first = startWorker(t.app, { pollMs: 20, leaseMs: 400, id: 'first' });
  const job = await enqueueJob(t.app.db, { accountId: t.accountId, userId: t.userId, type: 'test.charge' });
  await midway.promise;
  await first.crash();

  const stranded = await getJob(t.app.db, { id: job.id, accountId: t.accountId });
  expect(stranded).toMatchObject({ status: 'running', progressDone: 3, attempts: 1 });
  expect(stranded?.leaseOwner?.startsWith('first:')).toBe(true);

  const second = startWorker(t.app, { pollMs: 20, leaseMs: 400, id: 'second' });
  const done = await waitForJob(t, job.id, (j) => j.status === 'completed');
  await second.stop();

  expect(done).toMatchObject({ attempts: 2, progressDone: ITEMS, result: { items: ITEMS } });
  expect(claims).toHaveLength(2);
  expect(claims[1]?.startsWith('second:')).toBe(true);
  expect(await countRows(t, sql`SELECT count(*) AS n FROM job_test_items WHERE job_id = ${job.id}`)).toBe(
    ITEMS,
  );
  const charges = await t.app.db
    .select({ subject: creditConsumptions.subject })
    .from(creditConsumptions)
    .where(and(eq(creditConsumptions.accountId, t.accountId), eq(creditConsumptions.reason, 'job-test')));
  expect(charges).toHaveLength(ITEMS);
  expect(new Set(charges.map((c) => c.subject)).size).toBe(ITEMS);
});
