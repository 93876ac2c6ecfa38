// A validation survives its worker dying mid-run: the first worker records the first batch, then stops
// for good while a DNS answer is held back; after its lease expires a second worker resumes the job and
// completes it once, with one outcome per contact.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startWorker, stopWorker } from '@/jobs/worker.ts';
import { queryRows } from '../helper.ts';
import { deferred } from '../jobs/job-fixture.ts';
import {
  buildValidationTestApp,
  call,
  companiesWithEmail,
  createList,
  domainOf,
  type ValidationTestApp,
  waitForStatus,
} from './validation-fixture.ts';

// Long enough that a busy machine (CI runs test files in parallel) still renews the first worker's lease
// before the held DNS answer; the second worker waits for it to expire.
const LEASE_MS = 3000;

let t: ValidationTestApp;
beforeAll(async () => {
  t = await buildValidationTestApp();
});
afterAll(async () => {
  await stopWorker();
  await t?.close();
});

/** 30 companies whose last one has an e-mail domain no other of them has (so only the second batch asks it). */
async function crashList() {
  const candidates = await companiesWithEmail(t, 40);
  const domains = candidates.map((c) => domainOf(c.email ?? ''));
  const rare = candidates.find((_, i) => domains.filter((d) => d === domains[i]).length === 1);
  if (!rare) throw new Error('no company with a domain of its own');
  const companies = [...candidates.filter((c) => c !== rare).slice(0, 29), rare];
  for (const domain of new Set(domains)) t.zone[domain] = { mx: [`mx.${domain}`] };
  return { companies, heldDomain: domainOf(rare.email ?? '') };
}

it('resumes after a crash and completes exactly once', async () => {
  const { companies, heldDomain } = await crashList();
  const held = deferred();
  const gate = deferred();
  const entry = t.zone[heldDomain];
  if (entry) entry.holdFirst = { until: gate.promise, onHeld: held.resolve };
  const token = await t.token();
  const listId = await createList(t, companies);
  const started = await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token);
  const jobId: string = started.body.jobId;

  const first = startWorker(t.app, { pollMs: 20, leaseMs: LEASE_MS, id: 'first' });
  await held.promise;
  const crashed = first.crash();
  const stranded = await call(t, 'GET', `/api/info_sets/${listId}/validation_status`, token);
  expect(stranded.body.emailsValidationStatus).toBe('in progress');
  expect(stranded.body.progress.emails).toEqual({ done: 25, total: 30 });

  const second = startWorker(t.app, { pollMs: 20, leaseMs: LEASE_MS, id: 'second' });
  const done = await waitForStatus(t, token, listId, 'emailsValidationStatus', 'completed');
  await second.stop();
  gate.resolve();
  await crashed;

  expect(done.progress.emails).toEqual({ done: 30, total: 30 });
  const rows = await queryRows<{ job_id: string; n: number }>(
    t.app.db,
    sql`SELECT job_id, count(*)::int AS n FROM email_validations WHERE list_id = ${listId} GROUP BY job_id`,
  );
  expect(rows).toEqual([{ job_id: jobId, n: 30 }]);
  const jobs = await queryRows(t.app.db, sql`SELECT status, attempts FROM jobs WHERE subject_id = ${listId}`);
  expect(jobs).toEqual([{ status: 'completed', attempts: 2 }]);
  const stats = await call(t, 'GET', `/api/info_sets/${listId}/validated_emails`, token);
  expect(stats.body.valid_emails + stats.body.invalid_emails + stats.body.maybe_emails).toBe(30);
  expect(stats.body.invalid_emails).toBe(0);
}, 120_000);
