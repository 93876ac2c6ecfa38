// Validation rules: who may start or read a list's validation (whoever sees the list), one run per kind
// at a time, a fresh e-mail run or phone request clearing the previous outcomes (an e-mail run only once the
// resolver answers for a domain known to take mail, unless one is already running), a phone run checking only
// the phones without an outcome (none: no run, the list left as it is), and the 3-day wait between phone
// requests.
import type { JobProgress } from '@prospecta/contracts/jobs';
import {
  PHONE_REVALIDATION_DAYS,
  VALIDATED_ITEMS_PAGE_SIZE,
  VALIDATION_MESSAGES,
  type ValidatedEmailsResponse,
  type ValidatedPhonesResponse,
  type ValidationStartResponse,
  type ValidationStatus,
  type ValidationStatusResponse,
  validationStatusSchema,
} from '@prospecta/contracts/validation-api';
import type { AppConfig } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { activeJob, enqueueJob, type JobRow, latestJob } from '@/jobs/jobs.service.ts';
import { HttpError, notFound } from '@/lib/http-error.ts';
import { visibleList } from '@/modules/lists/lists-access.ts';
import type { RegistryHandle } from '@/plugins/registry.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { phonesToCheck } from './list-contacts.ts';
import { createMailDomainLookup, resolverAnswers } from './mail-dns.ts';
import { EMAIL_VALIDATION_JOB, PHONE_VALIDATION_JOB } from './validation.jobs.ts';
import * as repo from './validation.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const JOB_TYPES = { phones: PHONE_VALIDATION_JOB, emails: EMAIL_VALIDATION_JOB } as const;

/** The list's stored status, unless its latest run ended without finishing (then failed). */
function statusOf(stored: string, job: JobRow | null): ValidationStatus {
  if (job && (job.status === 'failed' || job.status === 'cancelled') && stored === 'in progress')
    return 'failed';
  const parsed = validationStatusSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'not initialized';
}

const progressOf = (job: JobRow | null): JobProgress | null =>
  job ? { done: job.progressDone, total: job.progressTotal } : null;

function tooSoon(availableAt: Date) {
  return new HttpError(422, VALIDATION_MESSAGES.phoneRevalidationTooSoon(availableAt), [
    { summary: 'available_at', description: availableAt.toISOString() },
  ]);
}

/** When the list's phone validation may be requested again (3 days after the last request), or null: now. */
function phoneRequestAvailableAt(requestedAt: Date | null, now: Date): Date | null {
  if (!requestedAt) return null;
  const availableAt = new Date(requestedAt.getTime() + PHONE_REVALIDATION_DAYS * DAY_MS);
  return availableAt > now ? availableAt : null;
}

type ResolverConfig = Pick<AppConfig, 'dnsServers' | 'dnsCanaryDomain'>;

/** Refuses an e-mail run while the resolver denies the canary domain (the previous outcomes stay). */
async function assertResolverAnswers(config: ResolverConfig): Promise<void> {
  const lookup = createMailDomainLookup(config.dnsServers);
  if (!(await resolverAnswers(lookup, config.dnsCanaryDomain)))
    throw new HttpError(503, VALIDATION_MESSAGES.dnsUnavailable);
}

export function createValidationService({
  db,
  config,
  registry,
}: {
  db: Db;
  config: ResolverConfig;
  registry: RegistryHandle;
}) {
  /**
   * "Validar telefones" with no phone left without an outcome: the list as it is and why nothing started, or
   * null when there is something to check (or a run is going, which the click then reports).
   */
  async function nothingToCheck(
    list: Awaited<ReturnType<typeof visibleList>>,
    dedupeKey: string,
  ): Promise<ValidationStartResponse | null> {
    if ((await activeJob(db, dedupeKey)) !== null) return null;
    const phones = await phonesToCheck({ db, registry }, list.id);
    if (phones.pending > 0) return null;
    const job = await latestJob(db, {
      accountId: list.accountId,
      subjectId: list.id,
      type: PHONE_VALIDATION_JOB,
    });
    return {
      message:
        phones.total === 0 ? VALIDATION_MESSAGES.noPhonesToValidate : VALIDATION_MESSAGES.allPhonesValidated,
      jobId: job?.id ?? '',
      status: statusOf(list.phonesValidationStatus, job),
      startedAt: list.phonesValidationStartedAt?.toISOString() ?? null,
    };
  }

  async function start(
    user: AuthUser,
    listId: string,
    kind: repo.ValidationKind,
    options: { request?: boolean; origin?: string } = {},
  ): Promise<ValidationStartResponse> {
    const list = await visibleList(db, user, listId);
    const dedupeKey = `${JOB_TYPES[kind]}:${list.id}`;
    if (kind === 'phones' && !options.request) {
      const nothing = await nothingToCheck(list, dedupeKey);
      if (nothing) return nothing;
    }
    // An e-mail click while a run is going reports that run, whatever the resolver says now. The resolver
    // is asked before the list row is locked, or inside if that run ended in between (a new one starts).
    const runGoing = kind === 'emails' && (await activeJob(db, dedupeKey)) !== null;
    if (kind === 'emails' && !runGoing) await assertResolverAnswers(config);
    return db.transaction(async (tx) => {
      const locked = await repo.lockList(tx, list.id);
      if (!locked) throw notFound();
      const now = new Date();
      if (options.request) {
        const availableAt = phoneRequestAvailableAt(locked.phoneValidationRequestedAt, now);
        if (availableAt) throw tooSoon(availableAt);
      }
      const job = await enqueueJob(tx, {
        type: JOB_TYPES[kind],
        accountId: user.accountId,
        userId: user.id,
        subjectId: list.id,
        payload: options.origin ? { origin: options.origin } : {},
        dedupeKey,
      });
      const requestedAt = options.request ? now : undefined;
      let startedAt = kind === 'phones' ? locked.phonesValidationStartedAt : locked.emailsValidationStartedAt;
      if (job.created) {
        if (runGoing) await assertResolverAnswers(config);
        // "Validar telefones" checks only the phones the list has no outcome for (the companies added since,
        // a run cut short): a phone's outcome changes only with the registry, and the checks kept stay. The
        // request (once every 3 days) checks every phone again from nothing; an e-mail run always does (a
        // domain may stop or start taking mail any day).
        if (kind === 'emails' || options.request) await repo.clearResults(tx, list.id, kind);
        startedAt = now;
        await repo.setListValidation(tx, list.id, kind, { status: 'in progress', startedAt, requestedAt });
      } else if (requestedAt) {
        await repo.setPhoneRequestedAt(tx, list.id, requestedAt);
      }
      return {
        message: VALIDATION_MESSAGES.started,
        jobId: job.id,
        status: 'in progress',
        startedAt: startedAt?.toISOString() ?? null,
      };
    });
  }

  return {
    validatePhones: (user: AuthUser, listId: string) => start(user, listId, 'phones'),
    requestPhoneValidation: (user: AuthUser, listId: string) =>
      start(user, listId, 'phones', { request: true }),
    validateEmails: (user: AuthUser, listId: string, origin?: string) =>
      start(user, listId, 'emails', { origin }),

    async status(user: AuthUser, listId: string): Promise<ValidationStatusResponse> {
      const list = await visibleList(db, user, listId);
      const scope = { accountId: list.accountId, subjectId: list.id };
      const [emailsJob, phonesJob] = await Promise.all([
        latestJob(db, { ...scope, type: EMAIL_VALIDATION_JOB }),
        latestJob(db, { ...scope, type: PHONE_VALIDATION_JOB }),
      ]);
      return {
        emailsValidationStatus: statusOf(list.emailsValidationStatus, emailsJob),
        emailsValidationStartedAt: list.emailsValidationStartedAt?.toISOString() ?? null,
        phonesValidationStatus: statusOf(list.phonesValidationStatus, phonesJob),
        phonesValidationStartedAt: list.phonesValidationStartedAt?.toISOString() ?? null,
        phoneValidationRequestAvailableAt:
          phoneRequestAvailableAt(list.phoneValidationRequestedAt, new Date())?.toISOString() ?? null,
        progress: { emails: progressOf(emailsJob), phones: progressOf(phonesJob) },
      };
    },

    async phones(user: AuthUser, listId: string, page: number): Promise<ValidatedPhonesResponse> {
      const list = await visibleList(db, user, listId);
      const size = VALIDATED_ITEMS_PAGE_SIZE;
      const [counts, rows, job] = await Promise.all([
        repo.phoneCounts(db, list.accountId, list.id),
        repo.phonePage(db, list.accountId, list.id, size, size * (page - 1)),
        latestJob(db, { accountId: list.accountId, subjectId: list.id, type: PHONE_VALIDATION_JOB }),
      ]);
      // Never validated, or a run still queued (its total is set as it starts): the phones a run would check
      // (read from the registry only then), so the screen says how many there are to validate instead of
      // "0 testados de 0" or, while queued, "Nenhum telefone".
      const known = Math.max(job?.progressTotal ?? 0, counts.tested);
      const total = known > 0 ? known : (await phonesToCheck({ db, registry }, list.id)).total;
      return {
        valid_phones: counts.valid,
        total_phones: total,
        tested_phones: counts.tested,
        invalids_phones: counts.invalid,
        page,
        page_size: size,
        items: rows.map((r) => ({
          cnpj: r.cnpj,
          phone: r.phone,
          valid: r.valid,
          type: r.lineType,
          ddd_matches: r.dddMatches,
          shared: r.shared,
        })),
      };
    },

    async emails(user: AuthUser, listId: string, page: number): Promise<ValidatedEmailsResponse> {
      const list = await visibleList(db, user, listId);
      const size = VALIDATED_ITEMS_PAGE_SIZE;
      const [counts, rows] = await Promise.all([
        repo.emailCounts(db, list.accountId, list.id),
        repo.emailPage(db, list.accountId, list.id, size, size * (page - 1)),
      ]);
      return {
        valid_emails: counts.valid,
        invalid_emails: counts.invalid,
        maybe_emails: counts.maybe,
        page,
        page_size: size,
        items: rows.map((r) => ({
          cnpj: r.cnpj,
          email: r.email,
          result: r.result,
          reason: r.reason,
        })),
      };
    },
  };
}
