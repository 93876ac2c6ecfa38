// The export credits' wall recorded at its real refusals: a list's export to a file, and companies added to a
// list from the search; both refused 422 'Crédito não disponível', both leave a sales signal (the refusal's
// rollback does not take it with it), and the owner of that account — not another's — is offered a consultant.
import { MESSAGES } from '@prospecta/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWith, registryCnpjs } from '../exports/exports-fixture.ts';
import { type Api, apiOf, createList, newCustomer, storedSearch } from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';
import { eventsOf } from './sales-signals-fixture.ts';

let t: SearchTestApp;
let api: Api;
beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

describe('export credits short', () => {
  it('records the export to a file refused, with what it needed', async () => {
    const customer = await newCustomer(t, { exportCredits: 3 });
    const other = await newCustomer(t, { exportCredits: 3 });
    const token = await customer.token();
    const listId = await listWith(t, customer, await registryCnpjs(t, 8), 'Novas', false);
    const res = await api.post(`/api/export/${listId}/sheet`, token, { format: 'csv' });
    expect(res).toMatchObject({ status: 422, body: { message: MESSAGES.noCredit } });
    const events = await eventsOf(t, customer.accountId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: customer.ids.owner,
      kind: 'tried_to_import_without_credits',
      detail: 'Exportação para CSV: 8 créditos necessários',
    });
    expect((await api.get('/api/contact_and_sales_info/show_modal', token)).body).toEqual({
      show: true,
      reason: 'export_credits',
    });
    expect((await api.get('/api/contact_and_sales_info/show_modal', await other.token())).body).toEqual({
      show: false,
      reason: null,
    });
  });

  it('records companies refused to a list, and nothing for an add the credits cover', async () => {
    const customer = await newCustomer(t, { exportCredits: 4 });
    const token = await customer.token('manager');
    const searchId = await storedSearch(api, token, { search: { where: { sg_uf: ['SP'] } } });
    const found = await api.get(`/api/v4/search/find/${searchId}`, token);
    const cnpjs = await (await t.app.registry.get()).cnpjs(found.body.query, 0, 10);
    const listId = await createList(api, token);

    const fits = await api.post('/api/searches/companies/export', token, {
      search_id: searchId,
      cnpjs: cnpjs.slice(0, 2),
      info_set_id: listId,
    });
    expect(fits.status).toBe(200);
    expect(await eventsOf(t, customer.accountId)).toEqual([]);

    const refused = await api.post('/api/searches/companies/export', token, {
      search_id: searchId,
      cnpjs,
      info_set_id: listId,
    });
    expect(refused).toMatchObject({ status: 422, body: { message: MESSAGES.noCredit } });
    const [event, ...more] = await eventsOf(t, customer.accountId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      userId: customer.ids.manager,
      kind: 'tried_to_import_without_credits',
      detail: 'Adicionar à lista: 10 empresas escolhidas',
    });
  });

  it('records nothing for staff refused alike', async () => {
    const customer = await newCustomer(t, { exportCredits: 1 });
    // The fixture's account has an admin user: staff by role, never a customer's signal.
    const token = await customer.token('admin');
    const searchId = await storedSearch(api, token, { search: { where: { sg_uf: ['SP'] } } });
    const found = await api.get(`/api/v4/search/find/${searchId}`, token);
    const cnpjs = await (await t.app.registry.get()).cnpjs(found.body.query, 0, 5);
    const res = await api.post('/api/searches/companies/export', token, {
      search_id: searchId,
      cnpjs,
      info_set_id: await createList(api, token),
    });
    expect(res).toMatchObject({ status: 422, body: { message: MESSAGES.noCredit } });
    expect(await eventsOf(t, customer.accountId)).toEqual([]);
  });
});
