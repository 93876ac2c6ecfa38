// User notes on a company of a list and on a list: create, page (newest first), delete (writer or
// supervisor), bad input and other accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiOf, type Customer, listOfSpCompanies, newCustomer } from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

let t: SearchTestApp;
let api: Api;
let c: Customer;
let token: string;
let listId: string;
let companyId: string;

beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  c = await newCustomer(t, { exportCredits: 10 });
  token = await c.token('user');
  ({ listId } = await listOfSpCompanies(t, api, token, 1));
  companyId = (await api.get(`/api/v4/info_sets/${listId}/companies`, token)).body.companies[0].id;
});
afterAll(() => t.close());

describe('notes', () => {
  it('writes notes on a company, pages them newest first and counts them as info added', async () => {
    for (let i = 0; i < 12; i += 1) {
      const res = await api.post('/api/user/notes', token, { company_id: companyId, text: `Nota ${i}` });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        company_id: companyId,
        info_set_id: listId,
        user: { id: c.ids.user },
      });
    }
    const first = await api.get(`/api/user/notes/${companyId}`, token);
    expect(first.body).toMatchObject({ total: 12, page: 1, total_pages: 2 });
    expect(first.body.notes[0].text).toBe('Nota 11');
    expect((await api.get(`/api/user/notes/${companyId}?page=2`, token)).body.notes).toHaveLength(2);
    const overview = await api.get(`/api/info_sets/${listId}/overview/user/${c.ids.user}`, token);
    expect(overview.body.info_added).toBe(12);
  });

  it('writes notes on the list itself', async () => {
    await api.post('/api/user/notes', token, { info_set_id: listId, text: 'Sobre a lista' });
    const page = await api.get(`/api/user/notes/${listId}?scope=info_set`, token);
    expect(page.body.notes.map((n: { text: string }) => n.text)).toEqual(['Sobre a lista']);
  });

  it('lets the writer or an owner delete a note, not another member', async () => {
    const note = (await api.post('/api/user/notes', token, { company_id: companyId, text: 'Apagar' })).body;
    await api.post(`/api/info_sets/${listId}/coordinator`, token, { user_id: c.ids.prospector });
    expect((await api.delete(`/api/user/notes/${note.id}`, await c.token('prospector'))).status).toBe(403);
    expect((await api.delete(`/api/user/notes/${note.id}`, await c.token('owner'))).status).toBe(200);
    expect((await api.delete(`/api/user/notes/${note.id}`, token)).status).toBe(404);
  });

  it.each([
    ['no text', { company_id: '00000000-0000-0000-0000-000000000000' }],
    ['an empty text', { company_id: '00000000-0000-0000-0000-000000000000', text: '  ' }],
    ['no company nor list', { text: 'x' }],
  ])('answers 400 for %s', async (_case, payload) => {
    expect((await api.post('/api/user/notes', token, payload)).status).toBe(400);
  });

  it('answers 404 to another account and for unknown companies', async () => {
    const stranger = await (await newCustomer(t)).token('owner');
    expect((await api.post('/api/user/notes', stranger, { company_id: companyId, text: 'x' })).status).toBe(
      404,
    );
    expect((await api.get(`/api/user/notes/${companyId}`, stranger)).status).toBe(404);
    expect((await api.get('/api/user/notes/xyz', token)).status).toBe(404);
  });
});
