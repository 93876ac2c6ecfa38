// The export job end to end with a real connector: a list sent to the Pipedrive fake through
// POST /api/export/:id/pipedrive (key from register_crm, API root from config), then sent again (upsert,
// no duplicate organization); a key Pipedrive refuses is not saved; one revoked later stops the export.
import { EXPORT_MESSAGES } from '@prospecta/contracts/exports-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '@/jobs/worker.ts';
import type { Customer } from '../lists/lists-fixture.ts';
import {
  buildExportTestApp,
  type ExportTestApp,
  listWith,
  newCustomer,
  registryCnpjs,
  waitForExport,
  worker,
} from './exports-fixture.ts';
import { startPipedriveFake } from './fakes/pipedrive-fake.ts';

let fake: Awaited<ReturnType<typeof startPipedriveFake>>;
let t: ExportTestApp;
let w: Worker;
let customer: Customer;
let token: string;
let listId: string;

beforeAll(async () => {
  fake = await startPipedriveFake();
  t = await buildExportTestApp({ crm: { pipedrive: { apiUrl: fake.apiUrl } } });
  w = worker(t);
  customer = await newCustomer(t, { exportCredits: 1 });
  token = await customer.token();
  listId = await listWith(t, customer, await registryCnpjs(t, 8));
});
afterAll(async () => {
  await w.stop();
  await t.done();
  await fake.close();
});

describe('export job with the Pipedrive connector', () => {
  it('creates the organizations once and updates them on a second export', async () => {
    expect(
      (await t.api.post('/api/user/register_crm', token, { crm: 'pipedrive', value: fake.token })).status,
    ).toBe(201);
    const first = await t.api.post(`/api/export/${listId}/pipedrive`, token, {});
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const done = await waitForExport(t, token, listId, first.body.eventId, (s) => s.outcome !== null, 60_000);
    expect(done, done.error ?? '').toMatchObject({ outcome: 'success', created: 8, failed: 0 });
    expect(fake.organizations).toHaveLength(8);

    const second = await t.api.post(`/api/export/${listId}/pipedrive`, token, {});
    const again = await waitForExport(
      t,
      token,
      listId,
      second.body.eventId,
      (s) => s.outcome !== null,
      60_000,
    );
    expect(again).toMatchObject({ outcome: 'success', updated: 8, created: 0 });
    expect(fake.organizations).toHaveLength(8);
  }, 120_000);

  it('refuses a key Pipedrive refuses and keeps the one saved', async () => {
    const before = (await t.api.get(`/api/user/${customer.ids.owner}/token`, token)).body.tools;
    const wrong = await t.api.post('/api/user/register_crm', token, {
      crm: 'pipedrive',
      value: 'chave-errada',
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: { message: EXPORT_MESSAGES.keyRefused('Pipedrive') },
    });
    expect((await t.api.get(`/api/user/${customer.ids.owner}/token`, token)).body.tools).toEqual(before);
    const again = await t.api.post('/api/user/register_crm', token, { crm: 'pipedrive', value: fake.token });
    expect(again.body).toMatchObject({ connected: true, verified: true, keyCheck: 'accepted' });
  });

  it('stops the export when Pipedrive stays throttled, saying so and counting what went in', async () => {
    // A spent daily budget from the fourth organization updated on (Retry-After 0: the waits take no time).
    let updates = 0;
    fake.outage(
      {
        status: 429,
        headers: { 'retry-after': '0' },
        body: { success: false, error: 'Daily request limit reached' },
      },
      (r) => r.method === 'PATCH' && r.path.startsWith('/api/v2/organizations/') && ++updates === 4,
    );
    const res = await t.api.post(`/api/export/${listId}/pipedrive`, token, {});
    const status = await waitForExport(t, token, listId, res.body.eventId, (s) => s.outcome !== null, 60_000);
    fake.outage(null);
    const reason = 'O Pipedrive limitou as requisições por um tempo. Tente de novo mais tarde.';
    // The three updated in the same batch are counted; no company is failed as if its data were wrong.
    expect(status).toMatchObject({ outcome: 'partial_success', updated: 3, failed: 0, error: reason });
    // The fourth update and its 5 retries, then nothing: the other four companies were not tried.
    const patches = fake.requests.flatMap((r, i) =>
      r.method === 'PATCH' && r.path.startsWith('/api/v2/organizations/') ? [i] : [],
    );
    const sinceOutage = fake.requests.length - (patches.at(-6) ?? 0);
    expect({ updates, sinceOutage }).toEqual({ updates: 4, sinceOutage: 6 });
    const notes = await t.api.get(`/api/user/${customer.ids.owner}/notifications`, token);
    expect(notes.body.notifications[0].message).toMatch(
      /foi exportada em parte para o Pipedrive: 0 criadas, 3 atualizadas; as demais empresas não foram enviadas\. O Pipedrive limitou/,
    );
  }, 120_000);

  it('stops with a token error when the saved key stops working', async () => {
    fake.revoke();
    const res = await t.api.post(`/api/export/${listId}/pipedrive`, token, {});
    const status = await waitForExport(t, token, listId, res.body.eventId, (s) => s.outcome !== null, 60_000);
    expect(status.outcome).toBe('token_error');
  }, 120_000);
});
