// User notes on a company of a list and on a list: create, page (newest first), delete (writer or
// supervisor; only the version its deleter saw), bad input and other accounts.
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

  it("refuses a company and a list that do not go together (the note would go to the company's list), storing nothing", async () => {
    const other = (await api.post('/api/info_sets', token, { info_set: { name: 'Outra lista das notas' } }))
      .body.id;
    const before = (await api.get(`/api/user/notes/${companyId}`, token)).body.total;
    const res = await api.post('/api/user/notes', token, {
      company_id: companyId,
      info_set_id: other,
      text: 'x',
    });
    expect([res.status, res.body.message]).toEqual([
      422,
      'A empresa (company_id) não é desta lista (info_set_id)',
    ]);
    expect((await api.get(`/api/user/notes/${companyId}`, token)).body.total).toBe(before);
    expect((await api.get(`/api/user/notes/${other}?scope=info_set`, token)).body.total).toBe(0);
    // Both naming the same list is fine.
    const agreed = await api.post('/api/user/notes', token, {
      company_id: companyId,
      info_set_id: listId,
      text: 'y',
    });
    expect(agreed.status).toBe(201);
    await api.delete(`/api/user/notes/${agreed.body.id}`, token);
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

  it('deletes only the version its deleter saw: a note corrected since is kept, with a 409 that says so', async () => {
    const manager = await c.token('manager');
    const note = (await api.post('/api/user/notes', token, { company_id: companyId, text: 'Ligar amanhã' }))
      .body;
    // The manager's screen shows the note as written (never edited: its version is its created_at).
    const seen = (await api.get(`/api/user/notes/${companyId}`, manager)).body.notes.find(
      (n: { id: string }) => n.id === note.id,
    );
    expect(seen.updated_at).toBeNull();
    const corrected = await api.patch(`/api/user/notes/${note.id}`, token, { text: 'Ligar amanhã às 9h' });
    expect(corrected.status).toBe(200);

    const refused = await api.delete(`/api/user/notes/${note.id}?version=${seen.created_at}`, manager);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A anotação foi editada depois que você a viu; nada foi excluído');
    const kept = (await api.get(`/api/user/notes/${companyId}`, manager)).body.notes.find(
      (n: { id: string }) => n.id === note.id,
    );
    expect(kept).toEqual(corrected.body);

    // The version now on screen (its updated_at) deletes it; any offset of the same instant names it too.
    const version = new Date(corrected.body.updated_at).toISOString().replace('Z', '+00:00');
    const deleted = await api.delete(
      `/api/user/notes/${note.id}?version=${encodeURIComponent(version)}`,
      manager,
    );
    expect(deleted.status).toBe(200);
    const again = `/api/user/notes/${note.id}?version=${corrected.body.updated_at}`;
    expect((await api.delete(again, manager)).status).toBe(404);
  });

  it('deletes a note never edited with its created_at as the version, and refuses a version that is no date', async () => {
    const note = (await api.post('/api/user/notes', token, { company_id: companyId, text: 'Sem edição' }))
      .body;
    const bad = await api.delete(`/api/user/notes/${note.id}?version=ontem`, token);
    expect(bad.status).toBe(400);
    expect((await api.get(`/api/user/notes/${companyId}`, token)).body.notes[0].id).toBe(note.id);
    expect((await api.delete(`/api/user/notes/${note.id}?version=${note.created_at}`, token)).status).toBe(
      200,
    );
  });

  it("lets only the writer change a note's text, marked as edited, and refuses bad input without changing it", async () => {
    const note = (
      await api.post('/api/user/notes', token, { company_id: companyId, text: 'Ligar na segnda' })
    ).body;
    expect(note.updated_at).toBeNull();
    const edited = await api.patch(`/api/user/notes/${note.id}`, token, { text: '  Ligar na segunda  ' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: note.id,
      text: 'Ligar na segunda',
      created_at: note.created_at,
      user: { id: c.ids.user },
    });
    expect(Date.parse(edited.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(note.created_at));
    const listed = (await api.get(`/api/user/notes/${companyId}`, token)).body.notes[0];
    expect(listed).toEqual(edited.body);

    // A manager deletes others' notes but does not rewrite them; nor does another member.
    for (const role of ['owner', 'prospector'] as const) {
      const other = await api.patch(`/api/user/notes/${note.id}`, await c.token(role), {
        text: 'Outra coisa',
      });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('Só quem escreveu a anotação pode alterá-la');
    }
    for (const payload of [{}, { text: '   ' }, { text: 'x'.repeat(5001) }]) {
      expect((await api.patch(`/api/user/notes/${note.id}`, token, payload)).status).toBe(400);
    }
    const stranger = await (await newCustomer(t)).token('owner');
    expect((await api.patch(`/api/user/notes/${note.id}`, stranger, { text: 'x' })).status).toBe(404);
    expect((await api.patch('/api/user/notes/xyz', token, { text: 'x' })).status).toBe(404);
    expect((await api.get(`/api/user/notes/${companyId}`, token)).body.notes[0].text).toBe(
      'Ligar na segunda',
    );
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
