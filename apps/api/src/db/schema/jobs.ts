// Durable background jobs (src/jobs): claimed with FOR UPDATE SKIP LOCKED, leased while they run, so a
// crashed worker's job becomes claimable again once its lease expires.
import type { JobStatus } from '@prospecta/contracts/jobs';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id').references(() => users.id),
    /** What the job works on, e.g. a list id. */
    subjectId: text('subject_id'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** Claims so far (a crash-and-reclaim counts too). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** `<worker id>:<claim id>` of the claim holding the lease; a stale claim can write nothing. */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_active_dedupe_key').on(t.dedupeKey).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_claim_idx').on(t.status, t.runAfter),
    index('jobs_subject_idx').on(t.accountId, t.subjectId, t.type),
  ],
);
