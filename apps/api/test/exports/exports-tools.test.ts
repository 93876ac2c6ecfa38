// Exports to a sales tool through a simple in-test connector: the spec §5 rules and messages, the tool's
// extras checked by its schema, one export per list and tool at a time, outcomes and notifications
// (success, partial success, token error), progress, cancel, a crash mid-export resumed without
// duplicates, and the TOTVS existing-companies count.
import type { ExportStatus } from '@prospecta/contracts/exports-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportItems } from '@/db/schema/exports.ts';
import type { Worker } from '@/jobs/worker.ts';
import { CrmRequestError } from '@/modules/exports/connectors/connector.ts';
import { secretBox } from '@/modules/integrations/token-crypto.ts';
import { createToolTokensService } from '@/modules/integrations/tool-tokens.service.ts';
import type { Customer } from '../lists/lists-fixture.ts';
import {
  buildExportTestApp,
  type ExportTestApp,
  listWith,
  newCustomer,
  registryCnpjs,
  type TestConnector,
  testConnector,
  waitForExport,
  worker,
} from './exports-fixture.ts';

let t: ExportTestApp;
let w: Worker;
let customer: Customer;
let token: string;
let listId: string;
let cnpjs: string[];
let connector: ReturnType<typeof testConnector>;

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

function reset(c: TestConnector) {
  c.received = [];
  c.failCnpjs = new Set();
  c.tokenErrorAfter = null;
  c.failWith = null;
  c.failAfter = 0;
  c.gate = null;
  c.batchStarted = null;
}

async function startExport(body: Record<string, unknown> = {}, list = listId) {
  const res = await t.api.post(`/api/export/${list}/agendor`, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.eventId as string;
}
const finished = (eventId: string, list = listId) =>
  waitForExport(t, token, list, eventId, (s) => s.outcome !== null && s.jobStatus !== 'running');

async function notifications() {
  const res = await t.api.get(`/api/user/${customer.ids.owner}/notifications`, token);
  return res.body.notifications as { type: string; message: string; data: Record<string, unknown> }[];
}

beforeAll(async () => {
  t = await buildExportTestApp();
  w = worker(t);
  connector = testConnector('agendor');
  customer = await newCustomer(t, { exportCredits: 5 });
  token = await customer.token();
  cnpjs = await registryCnpjs(t, 30);
  listId = await listWith(t, customer, cnpjs);
});
afterAll(async () => {
  connector.restore();
  await w.stop();
  await t.done();
});

describe('rules of spec exports §5', () => {
  it('requires a stored token per tool, with the spec messages', async () => {
    const pipedrive = await t.api.post(`/api/export/${listId}/pipedrive`, token, {});
    expect(pipedrive).toMatchObject({
      status: 422,
      body: { message: 'Você ainda não está autenticado no Pipedrive' },
    });
    const rd = await t.api.post(`/api/export/${listId}/rdstation`, token, {});
    expect(rd.body.message).toBe('Você ainda não está autenticado no Rd Station');
    const totvs = await t.api.post(`/api/export/${listId}/totvs`, token, {});
    expect(totvs.body.message).toBe(
      'Os campos de integração da ToTvs estão vazios. Preencha eles antes de prosseguir.',
    );
    const half = await t.api.post('/api/user/register_crm', token, { crm: 'totvs', accessToken: 'abc' });
    expect(half.body.message).toBe(
      'Os campos de integração da ToTvs estão vazios. Preencha eles antes de prosseguir.',
    );

    const tokens = createToolTokensService({ db: t.app.db, box: secretBox(t.config.tokenSecret) });
    await tokens.store({ id: customer.ids.owner, accountId: customer.accountId }, 'salesforce', {
      accessToken: 'x',
    });
    const sf = await t.api.post(`/api/export/${listId}/salesforce`, token, {});
    expect(sf.body.message).toBe(
      'A url de domínio está vazio em sua configuração de integração. Preencha antes de prosseguir',
    );
    expect((await t.api.post(`/api/export/${listId}/agendor`, token, {})).body.message).toBe(
      'Você ainda não está autenticado no agendor',
    );
  });

  it('checks the tool extras with the connector schema, the target and the ids', async () => {
    expect(
      (await t.api.post('/api/user/register_crm', token, { crm: 'agendor', value: 'chave-agendor' })).status,
    ).toBe(201);
    const bad = await t.api.post(`/api/export/${listId}/agendor`, token, { options: { ownerId: 'joão' } });
    expect(bad.status).toBe(400);
    // Each error says which field of the body it is about in its summary (the web app puts the message on
    // that field); the message itself is for the user.
    expect(bad.body).toMatchObject({
      message: 'Esperado um número',
      errors: [{ summary: 'options.ownerId' }],
    });
    // What a person typed in Pipedrive's options: Portuguese messages, no internal field names.
    const tokens = createToolTokensService({ db: t.app.db, box: secretBox(t.config.tokenSecret) });
    await tokens.store({ id: customer.ids.owner, accountId: customer.accountId }, 'pipedrive', {
      apiKey: 'pd-key',
    });
    const typed = await t.api.post(`/api/export/${listId}/pipedrive`, token, {
      options: { ownerId: 'joao@empresa.com', deal: { pipelineId: 'funil vendas' } },
    });
    expect(typed).toMatchObject({
      status: 400,
      body: {
        message: 'O responsável deve ser um número; O funil deve ser um número',
        errors: [
          { summary: 'options.ownerId', description: 'O responsável deve ser um número' },
          { summary: 'options.deal.pipelineId', description: 'O funil deve ser um número' },
        ],
      },
    });
    await tokens.disconnect(customer.ids.owner, 'pipedrive');
    expect((await t.api.post(`/api/export/${listId}/excel-online`, token, {})).status).toBe(400);
    const other = await newCustomer(t, { exportCredits: 1 });
    expect((await t.api.post(`/api/export/${listId}/agendor`, await other.token(), {})).status).toBe(404);
  });
});

describe('a tool export', () => {
  it('sends every company once in the connector batch size and notifies success', async () => {
    reset(connector);
    // The key was saved without the tool's word (this connector has no check): not verified until now.
    const agendor = async () =>
      (await t.api.get(`/api/user/${customer.ids.owner}/token`, token)).body.tools.find(
        (x: { tool: string }) => x.tool === 'agendor',
      );
    expect(await agendor()).toMatchObject({ connected: true, verified: false });
    const eventId = await startExport({ options: { ownerId: 12 } });
    const status = await finished(eventId);
    expect(status).toMatchObject({
      outcome: 'success',
      progress: 'Completed',
      created: 30,
      failed: 0,
      done: 30,
      total: 30,
    });
    expect(connector.received.map((b) => b.length)).toEqual([7, 7, 7, 7, 2]);
    expect(connector.received.flat().map((c) => c.cnpj)).toEqual(cnpjs);
    const [note] = await notifications();
    expect(note).toMatchObject({ type: 'export_success', data: { eventId, service: 'agendor' } });
    expect(note?.message).toContain('30 criadas');
    // The tool took the companies with that key: it is verified now.
    expect(await agendor()).toMatchObject({ connected: true, verified: true });
  });

  it('reports a partial success with what failed and why', async () => {
    reset(connector);
    connector.failCnpjs = new Set(cnpjs.slice(3, 5));
    const status = await finished(await startExport());
    expect(status).toMatchObject({ outcome: 'partial_success', created: 28, failed: 2 });
    expect(status.failures).toEqual(
      cnpjs.slice(3, 5).map((cnpj) => ({ cnpj, error: 'Campo obrigatório: nome' })),
    );
    expect((await notifications())[0]?.type).toBe('export_partial_success');
  });

  it('stops cleanly on an invalid token with a token-error notification', async () => {
    reset(connector);
    connector.tokenErrorAfter = 1;
    const status = await finished(await startExport());
    expect(status.outcome).toBe('token_error');
    expect(connector.received).toHaveLength(1);
    const [note] = await notifications();
    expect(note?.type).toBe('export_token_error');
    // Our own texts name the tool as its tile does (the spec's "não está autenticado no agendor" stays).
    expect(note?.message).toContain('Seu acesso ao Agendor é inválido');
  });

  it('says in Portuguese why a CRM that stopped answering failed the export, never the request', async () => {
    reset(connector);
    connector.failWith = new CrmRequestError('GET crm.example/v1/deals: fetch failed', 0, null);
    const status = await finished(await startExport());
    expect(status.outcome).toBe('error');
    expect(status.error).toBe('O Agendor não respondeu. Tente de novo em alguns minutos.');
    const [note] = await notifications();
    expect(note?.type).toBe('export_error');
    expect(note?.message).toMatch(
      /^Não foi possível exportar a lista ".+" para o Agendor\. O Agendor não respondeu/,
    );
    expect(`${status.error} ${note?.message}`).not.toContain('crm.example');
  });

  it('says what went in when the CRM stops answering midway, and that the rest was not sent', async () => {
    reset(connector);
    connector.failWith = new CrmRequestError('POST crm.example/v1/organizations: fetch failed', 0, null);
    connector.failAfter = 2;
    const status = await finished(await startExport());
    expect(status).toMatchObject({
      outcome: 'partial_success',
      created: 14,
      failed: 0,
      error: 'O Agendor não respondeu. Tente de novo em alguns minutos.',
    });
    const [note] = await notifications();
    expect(note?.type).toBe('export_partial_success');
    expect(note?.message).toMatch(
      /^A lista ".+" foi exportada em parte para o Agendor: 14 criadas, 0 atualizadas; as demais empresas não foram enviadas\. O Agendor não respondeu/,
    );
  });

  it('is one at a time per list and tool, shows progress while running, and cancels', async () => {
    reset(connector);
    const hold = deferred();
    const started = deferred();
    connector.gate = hold.promise;
    connector.batchStarted = () => started.resolve();
    const eventId = await startExport();
    await started.promise;
    // The refusal names the export running, for the dialog to follow it rather than say nothing.
    const again = await t.api.post(`/api/export/${listId}/agendor`, token, {});
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Já existe uma exportação desta lista para este destino em andamento', eventId },
    });
    const follow = await t.api.get(`/api/export/${listId}/exportation_status/${again.body.eventId}`, token);
    expect(follow.body).toMatchObject({ eventId, service: 'agendor', outcome: null });
    const running = await t.api.get(`/api/export/${listId}/exportation_in_progress/agendor`, token);
    expect(running.body.exportation).toMatchObject({ eventId, progress: 'Started' });
    const listed = await t.api.get(
      `/api/export/${customer.accountId}/${listId}/exportations_in_progress`,
      token,
    );
    expect(listed.body.exportations.map((e: ExportStatus) => e.eventId)).toEqual([eventId]);
    const cancel = await t.api.post(`/api/export/${listId}/cancelExport`, token, { service: 'agendor' });
    expect(cancel.body).toEqual({ cancelled: 1 });
    hold.resolve();
    const status = await waitForExport(
      t,
      token,
      listId,
      eventId,
      (s) => s.jobStatus === 'cancelled' && s.finishedAt !== null,
    );
    expect(status.outcome).toBe('cancelled');
    expect(connector.received.flat().length).toBeLessThan(30);
    const after = await t.api.get(
      `/api/export/${customer.accountId}/${listId}/exportations_in_progress`,
      token,
    );
    expect(after.body.exportations).toEqual([]);
  });

  it('shows a queued export with the companies it is about to send, not "0 de 0"', async () => {
    reset(connector);
    await w.crash();
    const eventId = await startExport();
    const queued = await t.api.get(`/api/export/${listId}/exportation_in_progress/agendor`, token);
    expect(queued.body.exportation).toMatchObject({ eventId, progress: 'Not Started', done: 0, total: 30 });
    w = worker(t);
    expect(await finished(eventId)).toMatchObject({ outcome: 'success', created: 30 });
  });

  it('resumes after a worker crash mid-export without sending or recording a company twice', async () => {
    reset(connector);
    const hold = deferred();
    const third = deferred();
    let calls = 0;
    connector.batchStarted = () => {
      calls++;
      if (calls === 3) {
        connector.gate = hold.promise;
        third.resolve();
      }
    };
    const eventId = await startExport();
    await third.promise;
    await w.crash();
    connector.gate = null;
    connector.batchStarted = null;
    expect(connector.received.flat()).toHaveLength(14);
    w = worker(t);
    const status = await finished(eventId);
    expect(status).toMatchObject({ outcome: 'success', created: 30 });
    const sent = connector.received.flat().map((c) => c.cnpj);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const items = await t.app.db.select().from(exportItems).where(eq(exportItems.exportId, eventId));
    expect(items).toHaveLength(30);
  });

  it('answers the TOTVS existing count from our export records', async () => {
    const res = await t.api.get(`/api/export/${listId}/calculate_existing_companies_on_totvs`, token);
    expect(res.body).toEqual({ companiesMatchCount: 0, companiesCNPJMatch: [], source: 'export_records' });
  });
});
