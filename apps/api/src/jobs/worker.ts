// The worker loop: claim due jobs (up to `concurrency` at a time), run their handlers under a renewed
// lease, then complete, retry with exponential backoff, or fail them. Runs inside the API process by
// default (src/server.ts) or alone (src/worker.ts); any number of workers share the jobs table.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { jobHandler, registeredJobTypes } from './job-handlers.ts';
import * as repo from './jobs.repository.ts';

export type WorkerOptions = {
  concurrency?: number;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** How long a claim holds a job without renewal; renewed every third of it. */
  leaseMs?: number;
  /** First retry delay; doubles with each attempt. */
  backoffMs?: number;
  id?: string;
};

export type Worker = {
  readonly id: string;
  /** Graceful stop: waits up to `graceMs` for running jobs, then aborts and releases what is left. */
  stop(graceMs?: number): Promise<void>;
  /** Simulates a crash (tests): stops at once, writes nothing more, leaves the leases to expire. */
  crash(): Promise<void>;
};

type Run = { controller: AbortController; done: Promise<void> };

const started = new Set<Worker>();

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startWorker(app: FastifyInstance, options: WorkerOptions = {}): Worker {
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const backoffMs = options.backoffMs ?? 5000;
  const id = options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const db = app.db;
  const runs = new Set<Run>();
  let state: 'running' | 'stopping' | 'crashed' = 'running';
  let wake: (() => void) | null = null;

  const nudge = () => wake?.();
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = null;
    });

  async function finish(
    job: repo.JobRow,
    owner: string,
    signal: AbortSignal,
    outcome: PromiseSettledResult<unknown>,
  ) {
    if (state === 'crashed') return;
    // Stopped midway, the handler may return early (it saw isCancelled()) or throw: the job is not done.
    if (state === 'stopping' && signal.aborted) return repo.releaseJob(db, job.id, owner);
    if (outcome.status === 'fulfilled') return repo.completeJob(db, job.id, owner, outcome.value ?? {});
    if (await repo.claimLost(db, job.id, owner)) return;
    const error = messageOf(outcome.reason);
    app.log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, error }, 'job failed');
    await repo.failJob(db, job.id, owner, {
      error,
      final: job.attempts >= job.maxAttempts,
      backoffMs: backoffMs * 2 ** (job.attempts - 1),
    });
  }

  async function runHandler(job: repo.JobRow, owner: string, signal: AbortSignal) {
    // A job whose workers keep dying is reclaimed past its attempts: fail it rather than run it again.
    if (job.attempts > job.maxAttempts) throw new Error('Tentativas esgotadas');
    const handler = jobHandler(job.type);
    if (!handler) throw new Error(`no handler for job type ${job.type}`);
    return handler({
      job,
      db,
      app,
      signal,
      setProgress: async (done, total) => {
        if (state !== 'crashed') await repo.setProgress(db, job.id, owner, done, total);
      },
      isCancelled: async () => signal.aborted || (await repo.claimLost(db, job.id, owner)),
    });
  }

  async function execute(job: repo.JobRow, controller: AbortController) {
    const owner = job.leaseOwner ?? '';
    const renew = setInterval(() => {
      if (state === 'crashed') return;
      repo.renewLease(db, job.id, owner, leaseMs).then(
        (held) => held || controller.abort(new Error('job cancelled or lease lost')),
        (err: unknown) => app.log.warn({ err, jobId: job.id }, 'lease renewal failed'),
      );
    }, leaseMs / 3);
    try {
      const [outcome] = await Promise.allSettled([runHandler(job, owner, controller.signal)]);
      clearInterval(renew);
      await finish(job, owner, controller.signal, outcome);
    } catch (err) {
      app.log.error({ err, jobId: job.id }, 'job bookkeeping failed');
    } finally {
      clearInterval(renew);
    }
  }

  async function loop() {
    while (state === 'running') {
      let claimed: repo.JobRow | null = null;
      if (runs.size < concurrency) {
        const types = registeredJobTypes();
        claimed = types.length
          ? await repo
              .claimJob(db, { owner: `${id}:${randomUUID()}`, leaseMs, types })
              .catch((err: unknown) => {
                app.log.error({ err }, 'job claim failed');
                return null;
              })
          : null;
      }
      if (claimed && state === 'running') {
        const controller = new AbortController();
        const run: Run = { controller, done: Promise.resolve() };
        run.done = execute(claimed, controller).finally(() => {
          runs.delete(run);
          nudge();
        });
        runs.add(run);
        continue;
      }
      await idle();
    }
  }

  const looping = loop();

  const worker: Worker = {
    id,
    async stop(graceMs = 10_000) {
      if (state !== 'running') return;
      state = 'stopping';
      started.delete(worker);
      nudge();
      await looping;
      const all = Promise.all([...runs].map((r) => r.done));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([all, timedOut]);
      clearTimeout(timer);
      for (const r of runs) r.controller.abort(new Error('worker stopping'));
      await all;
    },
    async crash() {
      state = 'crashed';
      started.delete(worker);
      nudge();
      for (const r of runs) r.controller.abort(new Error('worker crashed'));
      await looping;
      await Promise.all([...runs].map((r) => r.done));
    },
  };
  started.add(worker);
  return worker;
}

/** Stops every worker this process started (tests, shutdown). */
export async function stopWorker(worker?: Worker): Promise<void> {
  await Promise.all((worker ? [worker] : [...started]).map((w) => w.stop()));
}
