// One scheduled run of an autoplay, and its schedule. The autoplay row is the source of truth: each job
// carries the run time it was queued for and does nothing unless that is still the row's next_run_at, so
// stale or re-delivered jobs are harmless. A run adds only companies new to the account (up to the
// remaining export credits) in one transaction with its counters and the next run's job; when the
// credits are gone the autoplay stops itself with a status message the screens show.
import { AUTOPLAY_MESSAGES } from '@prospecta/contracts/lists-autoplay-api';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '@/db/client.ts';
import { lists } from '@/db/schema/lists.ts';
import { enqueueJob } from '@/jobs/jobs.service.ts';
import { HttpError } from '@/lib/http-error.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import { listExported } from '@/modules/list-companies/add-companies.repository.ts';
import { addToList } from '@/modules/list-companies/add-to-list.ts';
import { searchCompanies } from '@/modules/list-companies/registry-lookup.ts';
import * as repo from './autoplay.repository.ts';

export const AUTOPLAY_JOB = 'autoplay';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Time between runs: daily, or AUTOPLAY_INTERVAL_MS (tests and demos). */
export function autoplayIntervalMs(): number {
  const fromEnv = Number(process.env.AUTOPLAY_INTERVAL_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DAY_MS;
}

/** Sets the next run and queues its job (same transaction as the caller's writes). */
export async function scheduleRun(tx: Executor, autoplay: repo.AutoplayRow, at: Date) {
  await repo.updateAutoplay(tx, autoplay.id, { nextRunAt: at });
  await enqueueJob(tx, {
    type: AUTOPLAY_JOB,
    accountId: autoplay.accountId,
    userId: autoplay.userId,
    subjectId: autoplay.listId,
    payload: { autoplayId: autoplay.id, runAt: at.toISOString() },
    dedupeKey: `autoplay:${autoplay.id}:${at.toISOString()}`,
    runAfter: at,
  });
}

export type RunOutcome = { ran: boolean; added: number; charged: number; status: string };

async function stop(db: Executor, id: string, status: 'no_credits' | 'list_deleted', message: string) {
  await repo.updateAutoplay(db, id, { active: false, status, statusMessage: message, nextRunAt: null });
}

export async function runAutoplay(
  app: FastifyInstance,
  input: { autoplayId: string; runAt?: string },
  now = new Date(),
): Promise<RunOutcome> {
  const db = app.db;
  const autoplay = await repo.findAutoplay(db, { id: input.autoplayId });
  const idle = { ran: false, added: 0, charged: 0, status: autoplay?.status ?? 'missing' };
  if (!autoplay?.active) return idle;
  if (input.runAt && autoplay.nextRunAt?.toISOString() !== input.runAt) return idle;
  const [list] = await db
    .select({ deletedAt: lists.deletedAt })
    .from(lists)
    .where(eq(lists.id, autoplay.listId));
  if (!list || list.deletedAt) {
    await stop(db, autoplay.id, 'list_deleted', AUTOPLAY_MESSAGES.listDeleted);
    return { ...idle, status: 'list_deleted' };
  }
  const remaining = (await showCredits(db, autoplay.accountId)).export.remaining;
  if (remaining <= 0) {
    await stop(db, autoplay.id, 'no_credits', AUTOPLAY_MESSAGES.noCredits);
    return { ...idle, status: 'no_credits' };
  }
  const query = (await repo.findSearchQuery(db, autoplay.accountId, autoplay.searchId)) as SearchQuery | null;
  if (!query) return idle;
  const exported = await listExported(db, autoplay.accountId);
  const companies = await searchCompanies(await app.registry.get(), query, exported, remaining);
  try {
    return await db.transaction(async (tx) => {
      const result = await addToList(tx, {
        accountId: autoplay.accountId,
        userId: autoplay.userId,
        listId: autoplay.listId,
        searchId: autoplay.searchId,
        companies,
        eliminateExported: true,
        limit: remaining,
        reason: 'autoplay',
      });
      await repo.recordRun(tx, autoplay.id, { added: result.added, charged: result.charged, at: now });
      const left = (await showCredits(tx, autoplay.accountId)).export.remaining;
      if (left <= 0) {
        await stop(tx, autoplay.id, 'no_credits', AUTOPLAY_MESSAGES.noCredits);
        return { ran: true, added: result.added, charged: result.charged, status: 'no_credits' };
      }
      await scheduleRun(tx, autoplay, new Date(now.getTime() + autoplayIntervalMs()));
      return { ran: true, added: result.added, charged: result.charged, status: 'active' };
    });
  } catch (error) {
    // Credits spent elsewhere between the check and the charge: stop cleanly, nothing of this run stays.
    if (error instanceof HttpError && error.statusCode === 422) {
      await stop(db, autoplay.id, 'no_credits', AUTOPLAY_MESSAGES.noCredits);
      return { ...idle, status: 'no_credits' };
    }
    throw error;
  }
}
