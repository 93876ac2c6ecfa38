// Removes export files past EXPORT_RETENTION_DAYS: a scheduled job that runs hourly and enqueues its next
// run (dedupe key: one queued at a time), plus the half-written `.part` files of exports that ended.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accounts } from '@/db/schema/accounts.ts';
import type { JobContext } from '@/jobs/job-handlers.ts';
import { enqueueJob } from '@/jobs/jobs.service.ts';
import { EXPORT_CLEANUP_JOB } from '../export-run.ts';
import { expiredFiles, updateExport } from '../exports.repository.ts';

const EVERY_MS = 60 * 60_000;

/** Deletes expired files and forgets them (the short link then answers 404); returns how many went. */
export async function removeExpiredFiles(db: Db, now = new Date()): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await expiredFiles(db, now);
    for (const row of rows) {
      if (row.filePath) await rm(row.filePath, { force: true });
      await updateExport(db, row.id, { filePath: null, shortCodeHash: null });
      removed++;
    }
    if (rows.length < 1000) return removed;
  }
}

/**
 * Queues the run of the hour slot of `at` (dedupe key per slot, so starting many processes queues one).
 * Jobs belong to an account: the cleanup is filed under the oldest one (it touches every account's files).
 */
export async function scheduleFilesCleanup(db: Db, at = new Date()): Promise<void> {
  const [first] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .orderBy(sql`${accounts.createdAt} asc`)
    .limit(1);
  if (!first) return;
  const slot = Math.floor(at.getTime() / EVERY_MS);
  await db.transaction(async (tx) => {
    await enqueueJob(tx, {
      type: EXPORT_CLEANUP_JOB,
      accountId: first.id,
      dedupeKey: `export-files-cleanup:${slot}`,
      runAfter: new Date(slot * EVERY_MS),
      maxAttempts: 1,
    });
  });
}

/** Removes what expired, then queues the next hour's run. */
export async function runFilesCleanup(ctx: JobContext): Promise<Record<string, unknown>> {
  const removed = await removeExpiredFiles(ctx.db);
  await scheduleFilesCleanup(ctx.db, new Date(Date.now() + EVERY_MS));
  return { removed };
}
