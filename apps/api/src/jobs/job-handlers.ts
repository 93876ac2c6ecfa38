// The registry of job handlers by type. A feature registers its handlers when its module loads; a worker
// claims only the types it has a handler for.
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client.ts';
import type { JobRow } from './jobs.repository.ts';

export type JobContext = {
  job: JobRow;
  db: Db;
  /** For the registry, config and mail. */
  app: FastifyInstance;
  /** Stored on the job row; readers see it while the job runs. */
  setProgress(done: number, total: number): Promise<void>;
  /** True once the job was cancelled (or this claim lost its lease): stop between items. */
  isCancelled(): Promise<boolean>;
  /** Aborted when the job is cancelled, the lease is lost or the worker stops. */
  signal: AbortSignal;
};

/**
 * Runs one job and returns its result. MUST be idempotent per item: record each item's outcome in the
 * feature's own table, keyed by (job or subject, item), in the same transaction as any charge, and skip
 * items already recorded, so a run resumed after a crash adds and charges nothing twice.
 */
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | undefined>;

const handlers = new Map<string, JobHandler>();

/** Registering a type again replaces its handler (each app instance of the tests registers once). */
export function registerJobHandler(type: string, handler: JobHandler): void {
  handlers.set(type, handler);
}

export function jobHandler(type: string): JobHandler | undefined {
  return handlers.get(type);
}

export function registeredJobTypes(): string[] {
  return [...handlers.keys()];
}
