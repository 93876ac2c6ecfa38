// Phone and e-mail validation through the API: enqueue, run the worker, follow the status, read the stats;
// the e-mail checks ask a real DNS server on loopback. Also the 3-day rule, bad input and 404 for lists
// of other accounts.
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import { VALIDATION_MESSAGES } from '@prospecta/contracts/validation-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCompanies, lists } from '@/db/schema/lists.ts';
import { startWorker, stopWorker } from '@/jobs/worker.ts';
import { dddOfMunicipality } from '@/modules/validation/municipality-ddd.ts';
import { ADMIN, queryRows } from '../helper.ts';
import {
  buildValidationTestApp,
  CANARY_DOMAIN,
  call,
  companiesWithEmail,
  createList,
  domainOf,
  type ValidationTestApp,
  waitForStatus,
} from './validation-fixture.ts';

let t: ValidationTestApp;
let token: string;
let companies: CompanyDetail[];
/** Domains of the list's e-mails by what the DNS server answers for them. */
const kinds = new Map<string, 'mx' | 'a' | 'nxdomain'>();

beforeAll(async () => {
  t = await buildValidationTestApp();
  token = await t.token();
  companies = await companiesWithEmail(t, 18);
  const domains = [...new Set(companies.map((c) => domainOf(c.email ?? '')))].sort();
  domains.forEach((domain, i) => {
    const kind = (['mx', 'a', 'nxdomain'] as const)[i % 3] ?? 'mx';
    kinds.set(domain, kind);
    if (kind === 'mx') t.zone[domain] = { mx: [`mx.${domain}`] };
    if (kind === 'a') t.zone[domain] = { a: ['127.0.0.20'] };
  });
});
afterAll(async () => {
  await stopWorker();
  await t?.close();
});

/** The notifications the signed-in owner got about the list (newest first). */
async function noticesOf(listId: string) {
  const me = await call(t, 'GET', '/api/user/me', token);
  const page = await call(t, 'GET', `/api/user/${me.body.id}/notifications`, token);
  return (page.body.notifications as { type: string; title: string; message: string; data: object }[]).filter(
    (n) => (n.data as { listId?: string }).listId === listId,
  );
}

const listNameOf = async (listId: string) =>
  (await call(t, 'GET', `/api/info_sets/${listId}`, token)).body.name as string;

describe('e-mail validation', () => {
  it('runs as a job: in progress until a worker runs it, then completed with the stats', async () => {
    const listId = await createList(t, companies);
    const started = await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token, {
      email_validation_origin: 'lista',
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ message: 'Success', status: 'in progress' });
    const again = await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token);
    expect(again.body.jobId).toBe(started.body.jobId);

    const pending = await call(t, 'GET', `/api/v4/info_sets/${listId}/validation_status`, token);
    expect(pending.body).toMatchObject({
      emailsValidationStatus: 'in progress',
      phonesValidationStatus: 'not initialized',
      phonesValidationStartedAt: null,
      progress: { emails: { done: 0, total: 0 }, phones: null },
    });
    expect(pending.body.emailsValidationStartedAt).toBe(started.body.startedAt);

    const worker = startWorker(t.app, { pollMs: 20 });
    const done = await waitForStatus(t, token, listId, 'emailsValidationStatus', 'completed');
    await worker.stop();
    expect(done.progress.emails).toEqual({ done: companies.length, total: companies.length });

    const stats = await call(t, 'GET', `/api/info_sets/${listId}/validated_emails`, token);
    expect(stats.status).toBe(200);
    const items: { cnpj: string; email: string; result: string; reason: string }[] = stats.body.items;
    expect(items).toHaveLength(companies.length);
    for (const item of items) {
      const kind = kinds.get(domainOf(item.email));
      if (kind === 'nxdomain') expect(item).toMatchObject({ result: 'invalid', reason: 'no_domain' });
      else if (item.reason !== 'role') expect(item).toMatchObject({ result: 'valid', reason: kind });
      else expect(item.result).toBe('maybe');
      if (/^(contato|financeiro|comercial)@/.test(item.email) && kind !== 'nxdomain')
        expect(item.reason).toBe('role');
    }
    const count = (result: string) => items.filter((i) => i.result === result).length;
    expect(stats.body).toMatchObject({
      valid_emails: count('valid'),
      invalid_emails: count('invalid'),
      maybe_emails: count('maybe'),
    });
    expect(count('invalid')).toBeGreaterThan(0);
    expect(count('valid')).toBeGreaterThan(0);
    // Whoever started the run is told it ended, with its figures (as an export tells its outcome).
    const total = companies.length;
    expect(await noticesOf(listId)).toEqual([
      expect.objectContaining({
        type: 'validation_success',
        title: 'Validação de e-mails concluída',
        message: `Lista “${await listNameOf(listId)}”: ${count('valid')} ${count('valid') === 1 ? 'válido' : 'válidos'}, ${count('maybe')} talvez e ${count('invalid')} ${count('invalid') === 1 ? 'inválido' : 'inválidos'} de ${total} e-mails.`,
        data: { listId, kind: 'emails' },
      }),
    ]);
  });

  it('refuses a run while the resolver denies a domain known to take mail, keeping the previous outcomes', async () => {
    const listId = await createList(t, companies);
    const worker = startWorker(t.app, { pollMs: 20 });
    await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token);
    await waitForStatus(t, token, listId, 'emailsValidationStatus', 'completed');
    const before = await call(t, 'GET', `/api/info_sets/${listId}/validated_emails`, token);
    const canary = t.zone[CANARY_DOMAIN];
    // An offline or captive resolver: NXDOMAIN for every name, the canary included.
    delete t.zone[CANARY_DOMAIN];
    try {
      const refused = await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(VALIDATION_MESSAGES.dnsUnavailable);
      const status = await call(t, 'GET', `/api/info_sets/${listId}/validation_status`, token);
      expect(status.body.emailsValidationStatus).toBe('completed');
      const after = await call(t, 'GET', `/api/info_sets/${listId}/validated_emails`, token);
      expect(after.body).toEqual(before.body);
      expect(after.body.items).toHaveLength(companies.length);
    } finally {
      if (canary) t.zone[CANARY_DOMAIN] = canary;
      await worker.stop();
    }
  });

  it('fails a queued run, writing no verdict, when the resolver goes wrong before the worker takes it (a second click meanwhile reports the run)', async () => {
    const listId = await createList(t, companies);
    const started = await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token);
    expect(started.status).toBe(200);
    const canary = t.zone[CANARY_DOMAIN];
    delete t.zone[CANARY_DOMAIN];
    // A second click while the run waits reports that run instead of refusing.
    const again = await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token);
    expect(again.status).toBe(200);
    expect(again.body.jobId).toBe(started.body.jobId);
    await t.app.db.execute(sql`UPDATE jobs SET max_attempts = 1 WHERE id = ${started.body.jobId}`);
    const worker = startWorker(t.app, { pollMs: 20 });
    try {
      const failed = await waitForStatus(t, token, listId, 'emailsValidationStatus', 'failed');
      expect(failed.progress.emails).toEqual({ done: 0, total: 0 });
      const [job] = await queryRows<{ error: string }>(
        t.app.db,
        sql`SELECT error FROM jobs WHERE id = ${started.body.jobId}`,
      );
      expect(job?.error).toBe(VALIDATION_MESSAGES.dnsUnavailableDuringRun);
      const stats = await call(t, 'GET', `/api/info_sets/${listId}/validated_emails`, token);
      expect(stats.body.items).toEqual([]);
      expect(await noticesOf(listId)).toEqual([
        expect.objectContaining({
          type: 'validation_error',
          title: 'A validação de e-mails falhou',
          message: `Lista “${await listNameOf(listId)}”: valide de novo na aba Validação de contatos.`,
          data: { listId, kind: 'emails' },
        }),
      ]);
    } finally {
      await worker.stop();
      if (canary) t.zone[CANARY_DOMAIN] = canary;
    }
  });
});

describe('phone validation', () => {
  it('checks every phone of the list: valid, line type, DDD of the municipality, shared', async () => {
    const listId = await createList(t, companies);
    const started = await call(t, 'POST', `/api/info_sets/${listId}/validate_phones`, token);
    expect(started.status).toBe(200);
    const worker = startWorker(t.app, { pollMs: 20 });
    await waitForStatus(t, token, listId, 'phonesValidationStatus', 'completed');
    await worker.stop();

    const stats = await call(t, 'GET', `/api/info_sets/${listId}/validated_phones`, token);
    expect(stats.status).toBe(200);
    const expected = companies.flatMap((c) => c.telefones.map((p) => ({ company: c, phone: p.numero })));
    expect(stats.body.total_phones).toBe(expected.length);
    expect(stats.body.tested_phones).toBe(expected.length);
    expect(stats.body.valid_phones + stats.body.invalids_phones).toBe(expected.length);
    for (const { company, phone } of expected) {
      const item = stats.body.items.find(
        (i: { cnpj: string; phone: string }) => i.cnpj === company.cnpj && i.phone === phone,
      );
      expect(item).toBeDefined();
      expect(item.shared).toBe(company.telefone_compartilhado > 0);
      if (item.valid && item.type !== 'outro') {
        const ddd = dddOfMunicipality(company.cd_municipio);
        expect(item.ddd_matches).toBe(ddd === null ? null : Number(phone.slice(0, 2)) === ddd);
        expect(item.type).toBe(phone.length === 11 ? 'celular' : 'fixo');
      }
    }
  });

  it('counts the phones to validate before any validation (not "0 of 0"): the ones the run then checks', async () => {
    const listId = await createList(t, companies);
    const before = await call(t, 'GET', `/api/info_sets/${listId}/validated_phones`, token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ tested_phones: 0, valid_phones: 0, invalids_phones: 0, items: [] });
    const inList = companies.flatMap((c) => c.telefones).length;
    expect(inList).toBeGreaterThan(0);
    expect(before.body.total_phones).toBeGreaterThanOrEqual(inList);

    await call(t, 'POST', `/api/info_sets/${listId}/validate_phones`, token);
    // Queued (no worker yet): still the phones to validate, not "no phone" (the run's total is set as it starts).
    const queued = await call(t, 'GET', `/api/info_sets/${listId}/validated_phones`, token);
    expect(queued.body).toMatchObject({ tested_phones: 0, total_phones: before.body.total_phones });
    const worker = startWorker(t.app, { pollMs: 20 });
    await waitForStatus(t, token, listId, 'phonesValidationStatus', 'completed');
    await worker.stop();
    const after = await call(t, 'GET', `/api/info_sets/${listId}/validated_phones`, token);
    expect(after.body.tested_phones).toBe(before.body.total_phones);
    expect(after.body.total_phones).toBe(before.body.total_phones);
  });

  it('checks again only the phones without an outcome; a request checks every phone again; each run is notified', async () => {
    const listId = await createList(t, companies.slice(0, 4));
    const phonesOf = (list: typeof companies) => list.reduce((n, c) => n + c.telefones.length, 0);
    const outcomes = () =>
      queryRows<{ cnpj: string; job_id: string }>(
        t.app.db,
        sql`SELECT cnpj, job_id FROM phone_validations WHERE list_id = ${listId} ORDER BY cnpj, phone`,
      );
    const run = async (url: string) => {
      const started = await call(t, 'POST', url, token);
      expect(started.status).toBe(200);
      const worker = startWorker(t.app, { pollMs: 20 });
      const done = await waitForStatus(t, token, listId, 'phonesValidationStatus', 'completed');
      await worker.stop();
      return { jobId: started.body.jobId as string, done };
    };
    const first = await run(`/api/info_sets/${listId}/validate_phones`);
    const kept = await outcomes();
    expect(kept).toHaveLength(phonesOf(companies.slice(0, 4)));

    // A company comes in: "Validar telefones" checks its phones only, the others keep their outcome.
    const [row] = await t.app.db.select().from(lists).where(eq(lists.id, listId));
    const added = companies.find((c, i) => i >= 4 && c.telefones.length > 0);
    if (!row || !added) throw new Error('no list or company with phones');
    await t.app.db.insert(listCompanies).values({
      listId,
      accountId: row.accountId,
      cnpj: added.cnpj,
      name: added.razao_social,
      createdAt: new Date(),
    });
    expect((await call(t, 'GET', `/api/info_sets/${listId}`, token)).body.phonesAddedSinceValidation).toBe(1);
    const second = await run(`/api/info_sets/${listId}/validate_phones`);
    const all = phonesOf([...companies.slice(0, 4), added]);
    expect(second.done.progress.phones).toEqual({ done: all, total: all });
    const after = await outcomes();
    expect(after).toHaveLength(all);
    expect(after.filter((o) => o.cnpj !== added.cnpj)).toEqual(kept);
    expect(after.filter((o) => o.cnpj === added.cnpj).every((o) => o.job_id === second.jobId)).toBe(true);
    expect(kept.every((o) => o.job_id === first.jobId)).toBe(true);
    expect((await call(t, 'GET', `/api/info_sets/${listId}`, token)).body.phonesAddedSinceValidation).toBe(0);

    // The request starts from nothing: every phone checked again by its run.
    const third = await run(`/api/v4/info_sets/${listId}/request_phone_validation`);
    const redone = await outcomes();
    expect(redone).toHaveLength(all);
    expect(redone.every((o) => o.job_id === third.jobId)).toBe(true);

    const stats = await call(t, 'GET', `/api/info_sets/${listId}/validated_phones`, token);
    const { valid_phones: valid, invalids_phones: invalid } = stats.body;
    const notices = await noticesOf(listId);
    expect(notices).toHaveLength(3);
    expect(notices[0]).toMatchObject({
      type: 'validation_success',
      title: 'Validação de telefones concluída',
      message: `Lista “${row.name}”: ${valid} ${valid === 1 ? 'válido' : 'válidos'} e ${invalid} ${invalid === 1 ? 'inválido' : 'inválidos'} de ${all} telefones.`,
      data: { listId, kind: 'phones' },
    });
  });

  it('starts nothing when no phone is left without an outcome: no job, the list as it was, no notice', async () => {
    const listId = await createList(t, companies.slice(0, 3));
    const url = `/api/info_sets/${listId}/validate_phones`;
    const first = await call(t, 'POST', url, token);
    expect(first.body.status).toBe('in progress');
    // A click while the run is queued gets that run, not a second one.
    const during = await call(t, 'POST', url, token);
    expect(during.body).toMatchObject({ jobId: first.body.jobId, status: 'in progress' });
    const worker = startWorker(t.app, { pollMs: 20 });
    const done = await waitForStatus(t, token, listId, 'phonesValidationStatus', 'completed');
    await worker.stop();
    const jobs = () =>
      queryRows<{ id: string }>(
        t.app.db,
        sql`SELECT id FROM jobs WHERE subject_id = ${listId} AND type = 'validation.phones'`,
      );
    expect(await jobs()).toHaveLength(1);
    expect(await noticesOf(listId)).toHaveLength(1);

    for (const attempt of [1, 2]) {
      const again = await call(t, 'POST', url, token);
      expect(again.status, `attempt ${attempt}`).toBe(200);
      expect(again.body).toEqual({
        message: VALIDATION_MESSAGES.allPhonesValidated,
        jobId: first.body.jobId,
        status: 'completed',
        startedAt: done.phonesValidationStartedAt,
      });
    }
    expect(await jobs()).toHaveLength(1);
    expect(await noticesOf(listId)).toHaveLength(1);
    const status = await call(t, 'GET', `/api/info_sets/${listId}/validation_status`, token);
    expect(status.body).toMatchObject({
      phonesValidationStatus: 'completed',
      phonesValidationStartedAt: done.phonesValidationStartedAt,
    });

    // A list whose companies have no phone says so, and stays never validated.
    const phoneless = companies.filter(
      (c) => c.telefones.length === 0 && c.decisores.every((d) => !d.telefone),
    );
    const emptyId = await createList(t, phoneless.slice(0, 2));
    const none = await call(t, 'POST', `/api/info_sets/${emptyId}/validate_phones`, token);
    expect(none.body).toEqual({
      message: VALIDATION_MESSAGES.noPhonesToValidate,
      jobId: '',
      status: 'not initialized',
      startedAt: null,
    });
  });

  it('counts the companies added to the list after its validation, which that validation did not see', async () => {
    const listId = await createList(t, companies.slice(0, 4));
    const list = async () => (await call(t, 'GET', `/api/info_sets/${listId}`, token)).body;
    expect(await list()).toMatchObject({ phonesAddedSinceValidation: 0, emailsAddedSinceValidation: 0 });
    await call(t, 'POST', `/api/info_sets/${listId}/validate_phones`, token);
    const worker = startWorker(t.app, { pollMs: 20 });
    await waitForStatus(t, token, listId, 'phonesValidationStatus', 'completed');
    await worker.stop();
    expect(await list()).toMatchObject({ phonesAddedSinceValidation: 0 });
    const [row] = await t.app.db.select().from(lists).where(eq(lists.id, listId));
    const added = companies[5];
    if (!row || !added) throw new Error('no list or company');
    await t.app.db.insert(listCompanies).values({
      listId,
      accountId: row.accountId,
      cnpj: added.cnpj,
      name: added.razao_social,
      createdAt: new Date(Date.now() + 1000),
    });
    // The phones' validation missed it; the e-mails were never validated, so nothing is said of them.
    expect(await list()).toMatchObject({
      contacts: 5,
      phonesAddedSinceValidation: 1,
      emailsAddedSinceValidation: 0,
    });
  });

  it('lets a phone validation be requested again only after 3 days (422 with the date before that)', async () => {
    const listId = await createList(t, companies.slice(0, 3));
    const url = `/api/v4/info_sets/${listId}/request_phone_validation`;
    const statusUrl = `/api/v4/info_sets/${listId}/validation_status`;
    expect((await call(t, 'GET', statusUrl, token)).body.phoneValidationRequestAvailableAt).toBeNull();
    const first = await call(t, 'POST', url, token);
    expect(first.status).toBe(200);
    const [row] = await t.app.db.select().from(lists).where(eq(lists.id, listId));
    const requestedAt = row?.phoneValidationRequestedAt?.getTime() ?? 0;
    expect(requestedAt).toBeGreaterThan(0);
    const availableAt = new Date(requestedAt + 3 * 24 * 60 * 60 * 1000).toISOString();
    // The status says when a request comes back, to any session of anyone who sees the list (another sign-in,
    // the account's manager), so the screen hides the request instead of offering a refused one.
    for (const viewer of [await t.token(), await t.token('gerente@demo.prospecta.dev')]) {
      const status = await call(t, 'GET', statusUrl, viewer);
      expect(status.body.phoneValidationRequestAvailableAt).toBe(availableAt);
    }

    const early = await call(t, 'POST', url, token);
    expect(early.status).toBe(422);
    expect(early.body.message).toMatch(
      /^A validação de telefones desta lista já foi solicitada\. .* a partir de \d{2}\/\d{2}\/\d{4}/,
    );
    expect(early.body.errors[0]).toEqual({ summary: 'available_at', description: availableAt });

    await t.app.db.execute(
      sql`UPDATE lists SET phone_validation_requested_at = now() - interval '3 days 1 minute' WHERE id = ${listId}`,
    );
    expect((await call(t, 'GET', statusUrl, token)).body.phoneValidationRequestAvailableAt).toBeNull();
    const later = await call(t, 'POST', url, token);
    expect(later.status).toBe(200);
  });
});

describe('access and input', () => {
  const routes = (id: string): ['GET' | 'POST', string][] => [
    ['POST', `/api/info_sets/${id}/validate_phones`],
    ['POST', `/api/v4/info_sets/${id}/request_phone_validation`],
    ['POST', `/api/info_sets/${id}/validate_emails`],
    ['GET', `/api/info_sets/${id}/validation_status`],
    ['GET', `/api/v4/info_sets/${id}/validation_status`],
    ['GET', `/api/info_sets/${id}/validated_phones`],
    ['GET', `/api/info_sets/${id}/validated_emails`],
  ];

  it('answers 404 on every route for a list of another account, or an unknown id', async () => {
    const listId = await createList(t, companies.slice(0, 2));
    const stranger = await t.token(ADMIN);
    for (const [method, url] of [...routes(listId), ...routes('nao-existe')]) {
      const res = await call(t, method, url, stranger);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    for (const [method, url] of routes('00000000-0000-4000-8000-000000000000')) {
      expect((await call(t, method, url, token)).status, url).toBe(404);
    }
    const untouched = await call(t, 'GET', `/api/info_sets/${listId}/validation_status`, token);
    expect(untouched.body.emailsValidationStatus).toBe('not initialized');
  });

  it('answers 401 without a session and 400 for bad input', async () => {
    const listId = await createList(t, []);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/info_sets/${listId}/validation_status`,
    });
    expect(anonymous.statusCode).toBe(401);
    const badOrigin = await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token, {
      email_validation_origin: 5,
    });
    expect(badOrigin.status).toBe(400);
    const badPage = await call(t, 'GET', `/api/info_sets/${listId}/validated_phones?page=0`, token);
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toBe('Página inválida');
  });

  it('completes an empty list with zeroed stats', async () => {
    const listId = await createList(t, []);
    await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token);
    const worker = startWorker(t.app, { pollMs: 20 });
    await waitForStatus(t, token, listId, 'emailsValidationStatus', 'completed');
    await worker.stop();
    const stats = await call(t, 'GET', `/api/info_sets/${listId}/validated_emails`, token);
    expect(stats.body).toMatchObject({ valid_emails: 0, invalid_emails: 0, maybe_emails: 0, items: [] });
  });
});

describe("staff's corrections", () => {
  it('validates the phones and e-mail staff corrected, not the registry values they replace', async () => {
    const company = companies[0];
    if (!company?.email) throw new Error('no company with an e-mail');
    const domain = [...kinds].find(([, kind]) => kind === 'mx')?.[0] ?? '';
    const admin = await t.token(ADMIN);
    const fixed = await call(t, 'PATCH', '/api/admin/update/company', admin, {
      cnpj: company.cnpj,
      email: `Joana.Silva@${domain}`,
      phones: ['(11) 98765-4321', '(21) 3333-4444'],
    });
    expect(fixed.status).toBe(200);
    const listId = await createList(t, [company]);
    const before = await call(t, 'GET', `/api/info_sets/${listId}/validated_phones`, token);
    expect(before.body.total_phones).toBe(2);

    await call(t, 'POST', `/api/info_sets/${listId}/validate_phones`, token);
    await call(t, 'POST', `/api/info_sets/${listId}/validate_emails`, token);
    const worker = startWorker(t.app, { pollMs: 20 });
    await waitForStatus(t, token, listId, 'phonesValidationStatus', 'completed');
    await waitForStatus(t, token, listId, 'emailsValidationStatus', 'completed');
    await worker.stop();

    const phones = await call(t, 'GET', `/api/info_sets/${listId}/validated_phones`, token);
    expect(
      phones.body.items.map((i: { phone: string; type: string; shared: boolean }) => [
        i.phone,
        i.type,
        i.shared,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['11987654321', 'celular', false],
        ['2133334444', 'fixo', false],
      ]),
    );
    expect(phones.body.items).toHaveLength(2);
    const emails = await call(t, 'GET', `/api/info_sets/${listId}/validated_emails`, token);
    expect(emails.body.items).toEqual([
      expect.objectContaining({ cnpj: company.cnpj, email: `joana.silva@${domain}`, result: 'valid' }),
    ]);
    await call(t, 'DELETE', `/api/admin/company_corrections/${company.cnpj}/email`, admin);
    await call(t, 'DELETE', `/api/admin/company_corrections/${company.cnpj}/telefones`, admin);
  });
});
