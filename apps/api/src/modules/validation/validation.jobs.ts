// The two validation jobs. Each reads the list's contacts, skips those already checked in this run (a
// resumed or retried job), checks the rest in batches — each batch's outcomes written in one statement —
// and reports progress in contacts. The list's status follows: completed at the end, failed when the
// last attempt fails; either way the user who started the run is notified (as exports do).
import { VALIDATION_MESSAGES } from '@prospecta/contracts/validation-api';
import type { JobContext } from '@/jobs/job-handlers.ts';
import { registerJobHandler } from '@/jobs/job-handlers.ts';
import { checkEmail } from './email-check.ts';
import { readListContacts } from './list-contacts.ts';
import { createMailDomainLookup, resolverAnswers } from './mail-dns.ts';
import { checkPhone } from './phone-check.ts';
import * as repo from './validation.repository.ts';
import { notifyValidationDone, notifyValidationFailed } from './validation-notice.ts';

export const PHONE_VALIDATION_JOB = 'validation.phones';
export const EMAIL_VALIDATION_JOB = 'validation.emails';

const PHONE_BATCH = 200;
/** E-mails checked at once (their DNS lookups run concurrently), also the unit of a progress step. */
export const EMAIL_BATCH = 25;

type Item = { cnpj: string; contact: string };

const contactsSource = (ctx: JobContext) => ({ db: ctx.db, registry: ctx.app.registry, signal: ctx.signal });

function* batches<T>(items: T[], size: number) {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** The shared run: skip done items, check the rest batch by batch, keep the progress, close the status. */
async function runValidation<T extends Item>(
  ctx: JobContext,
  kind: repo.ValidationKind,
  input: {
    items: T[];
    done: Set<string>;
    batchSize: number;
    record: (batch: T[]) => Promise<void>;
  },
) {
  const listId = ctx.job.subjectId ?? '';
  const todo = input.items.filter((i) => !input.done.has(`${i.cnpj}|${i.contact}`));
  let checked = input.items.length - todo.length;
  await ctx.setProgress(checked, input.items.length);
  for (const batch of batches(todo, input.batchSize)) {
    if (await ctx.isCancelled()) return { cancelled: true };
    await input.record(batch);
    checked += batch.length;
    await ctx.setProgress(checked, input.items.length);
  }
  if (await ctx.isCancelled()) return { cancelled: true };
  // Completed and told in one transaction: a retry after a crash here does both again, never one alone.
  const run = await runOf(ctx, listId);
  await ctx.db.transaction(async (tx) => {
    await repo.setListValidation(tx, listId, kind, { status: 'completed' });
    await notifyValidationDone(tx, kind, run);
  });
  return { contacts: input.items.length };
}

/** Who started the run and on which list, for its notification. */
async function runOf(ctx: JobContext, listId: string) {
  return {
    accountId: ctx.job.accountId,
    userId: ctx.job.userId,
    listId,
    listName: (await repo.listName(ctx.db, listId)) ?? 'lista',
  };
}

/** Marks the list's run failed when this was the job's last attempt, then lets the worker record the error. */
async function failingLast<R>(ctx: JobContext, kind: repo.ValidationKind, run: () => Promise<R>) {
  try {
    return await run();
  } catch (error) {
    if (ctx.job.attempts >= ctx.job.maxAttempts && !(await ctx.isCancelled())) {
      const listId = ctx.job.subjectId ?? '';
      const run = await runOf(ctx, listId);
      await ctx.db.transaction(async (tx) => {
        await repo.setListValidation(tx, listId, kind, { status: 'failed' });
        await notifyValidationFailed(tx, kind, run);
      });
    }
    throw error;
  }
}

async function validatePhones(ctx: JobContext) {
  const listId = ctx.job.subjectId ?? '';
  const companies = await readListContacts(contactsSource(ctx), listId);
  const items = companies.flatMap((c) => c.phones.map((contact) => ({ cnpj: c.cnpj, contact, company: c })));
  return runValidation(ctx, 'phones', {
    items,
    done: await repo.donePhoneKeys(ctx.db, listId),
    batchSize: PHONE_BATCH,
    record: (batch) =>
      repo.insertPhoneResults(
        ctx.db,
        batch.map(({ cnpj, contact, company }) => ({
          listId,
          cnpj,
          phone: contact,
          accountId: ctx.job.accountId,
          jobId: ctx.job.id,
          ...checkPhone(contact, {
            municipalityDdd: company.municipalityDdd,
            // Only the company's own phones have a registry share count.
            sharedWith: company.ownPhones.includes(contact) ? company.phoneSharedWith : 0,
          }),
        })),
      ),
  });
}

async function validateEmails(ctx: JobContext) {
  const listId = ctx.job.subjectId ?? '';
  const lookup = createMailDomainLookup(ctx.app.config.dnsServers);
  // The resolver may have gone wrong since the run was asked for: fail (and retry) before writing a verdict.
  if (!(await resolverAnswers(lookup, ctx.app.config.dnsCanaryDomain)))
    throw new Error(VALIDATION_MESSAGES.dnsUnavailableDuringRun);
  const companies = await readListContacts(contactsSource(ctx), listId);
  const items = companies.flatMap((c) => c.emails.map((contact) => ({ cnpj: c.cnpj, contact })));
  return runValidation(ctx, 'emails', {
    items,
    done: await repo.doneEmailKeys(ctx.db, listId),
    batchSize: EMAIL_BATCH,
    record: async (batch) => {
      const verdicts = await Promise.all(batch.map((i) => checkEmail(i.contact, lookup)));
      await repo.insertEmailResults(
        ctx.db,
        batch.map((i, n) => ({
          listId,
          cnpj: i.cnpj,
          email: i.contact,
          accountId: ctx.job.accountId,
          jobId: ctx.job.id,
          ...(verdicts[n] ?? { result: 'maybe', reason: 'dns_error' }),
        })),
      );
    },
  });
}

export function registerValidationJobs(): void {
  registerJobHandler(PHONE_VALIDATION_JOB, (ctx) => failingLast(ctx, 'phones', () => validatePhones(ctx)));
  registerJobHandler(EMAIL_VALIDATION_JOB, (ctx) => failingLast(ctx, 'emails', () => validateEmails(ctx)));
}
