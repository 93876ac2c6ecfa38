// The automatic first list: every rule of the offer one at a time (staff, search access, a list of one's own,
// the credits, an offer already made), other users' and accounts' lists and events never counting, each answer
// recorded once, and "Criar lista" spending exactly the credits of the companies it adds — refused without
// them (or with a name taken) leaving no list behind.
import { AUTOMATIC_LIST_API_PATHS, AUTOMATIC_LIST_MESSAGES } from '@prospecta/contracts/automatic-list-api';
import { MESSAGES } from '@prospecta/contracts/errors';
import { LIST_MESSAGES } from '@prospecta/contracts/lists-api';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEvents } from '@/db/schema/events.ts';
import { listCompanies, lists } from '@/db/schema/lists.ts';
import {
  type Api,
  apiOf,
  createList,
  exportRemaining,
  newCustomer,
  storedSearch,
} from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

const OFFER = AUTOMATIC_LIST_API_PATHS.offer;
const ANSWER = AUTOMATIC_LIST_API_PATHS.answer;
const SP = { search: { where: { sg_uf: ['SP'] } } };
const RJ = { search: { where: { sg_uf: ['RJ'] } } };

let t: SearchTestApp;
let api: Api;
beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

const show = async (token: string) => (await api.get(OFFER, token)).body.show as boolean;
const answer = (token: string, body: unknown) => api.post(ANSWER, token, body);

async function kindsOf(userId: string): Promise<string[]> {
  const rows = await t.app.db
    .select({ kind: userEvents.kind })
    .from(userEvents)
    .where(eq(userEvents.userId, userId));
  return rows.map((r) => r.kind).sort();
}

async function listsOf(userId: string) {
  return t.app.db.select().from(lists).where(eq(lists.authorId, userId));
}

/** The first `n` results of a stored search, in its order, as the registry gives them. */
async function firstResults(token: string, searchId: string, n: number): Promise<string[]> {
  const found = await api.get(`/api/v4/search/find/${searchId}`, token);
  return (await t.app.registry.get()).cnpjs(found.body.query as SearchQuery, 0, n);
}

describe('GET user/get_create_list_automatic_event: who is offered the first list', () => {
  it('offers it to a newcomer with 10 export credits, saying the credits and the size', async () => {
    const c = await newCustomer(t, { exportCredits: 10 });
    const res = await api.get(OFFER, await c.token('user'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ show: true, export_credits_remaining: 10, list_size: 10 });
    expect(await show(await c.token('owner'))).toBe(true);
    expect(await show(await c.token('manager'))).toBe(true);
  });

  it('offers nothing with fewer than 10 export credits left (total minus consumed)', async () => {
    const nine = await newCustomer(t, { exportCredits: 9 });
    expect(await show(await nine.token('user'))).toBe(false);
    // 12 granted, 3 spent by a teammate: 9 left.
    const spent = await newCustomer(t, { exportCredits: 12 });
    const ownerToken = await spent.token('owner');
    const searchId = await storedSearch(api, ownerToken, RJ);
    const cnpjs = await firstResults(ownerToken, searchId, 3);
    const listId = await createList(api, ownerToken);
    const add = await api.post('/api/searches/companies/export', ownerToken, {
      search_id: searchId,
      cnpjs,
      info_set_id: listId,
    });
    expect(add.status).toBe(200);
    expect(await exportRemaining(t, spent.accountId)).toBe(9);
    expect(await show(await spent.token('user'))).toBe(false);
  });

  it('offers nothing to staff, whatever their account', async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    expect(await show(await c.token('admin'))).toBe(false);
    expect(await show(await c.token('customer_success'))).toBe(false);
  });

  it('offers nothing to a prospector kept out of the search, and offers it once the account may search', async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    const token = await c.token('prospector');
    expect(await show(token)).toBe(false);
    expect((await answer(token, { action: 'offered' })).status).toBe(422);
    t.app.config.prospectorSearchAccountIds.push(c.accountId);
    try {
      expect(await show(token)).toBe(true);
    } finally {
      t.app.config.prospectorSearchAccountIds.pop();
    }
  });

  it('offers nothing to a user who made a list of their own, deleted or archived too', async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    const userToken = await c.token('user');
    const listId = await createList(api, userToken);
    expect(await show(userToken)).toBe(false);
    expect((await api.delete(`/api/info_sets/${listId}`, userToken)).status).toBeLessThan(300);
    expect(await show(userToken)).toBe(false);
  });

  it('offers nothing to the demo users (seeded with the "do not show" flag)', async () => {
    for (const email of ['owner@demo.prospecta.dev', 'vendas@demo.prospecta.dev']) {
      const res = await api.get(OFFER, await t.token(email));
      expect(res.body).toMatchObject({ show: false, export_credits_remaining: 1000 });
    }
  });

  it("never counts a teammate's or another account's lists and events", async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    const other = await newCustomer(t, { exportCredits: 50 });
    // A teammate's list, shared with the user, and a teammate already offered and answered.
    const managerToken = await c.token('manager');
    const shared = await createList(api, managerToken);
    expect(
      (await api.post(`/api/info_sets/${shared}/coordinator`, managerToken, { user_id: c.ids.user })).status,
    ).toBeLessThan(300);
    const ownerToken = await c.token('owner');
    expect((await answer(ownerToken, { action: 'offered' })).status).toBe(200);
    expect((await answer(ownerToken, { action: 'never_show' })).status).toBe(200);
    // Another account's user of the same role with a list and an offer.
    const otherToken = await other.token('user');
    await createList(api, otherToken);
    expect((await answer(otherToken, { action: 'offered' })).status).toBe(422);
    expect(await show(await c.token('user'))).toBe(true);
    expect(await show(await other.token('owner'))).toBe(true);
    expect(await show(ownerToken)).toBe(false);
    expect(await show(managerToken)).toBe(false);
  });
});

describe('POST user/add_create_list_automatic_event: the offer and its answers', () => {
  it('records the offer once: it is never offered again, whatever the answer', async () => {
    const c = await newCustomer(t, { exportCredits: 10 });
    const token = await c.token('user');
    const offered = await answer(token, { action: 'offered' });
    expect(offered.status).toBe(200);
    expect(offered.body).toEqual({
      action: 'offered',
      info_set_id: null,
      added: 0,
      charged: 0,
      credits_remaining: 10,
    });
    expect(await show(token)).toBe(false);
    // A second tab offering it again is refused: one offer per user.
    const again = await answer(token, { action: 'offered' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(AUTOMATIC_LIST_MESSAGES.notOffered);
    expect(await kindsOf(c.ids.user)).toEqual(['create_list_automatic_offered']);
  });

  it('records "Agora não" and "Não mostrar de novo" once, only for an offer made', async () => {
    const c = await newCustomer(t, { exportCredits: 10 });
    const token = await c.token('user');
    const early = await answer(token, { action: 'declined' });
    expect(early.status).toBe(422);
    expect(await kindsOf(c.ids.user)).toEqual([]);

    await answer(token, { action: 'offered' });
    expect((await answer(token, { action: 'declined' })).status).toBe(200);
    const twice = await answer(token, { action: 'never_show' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(AUTOMATIC_LIST_MESSAGES.answered);
    const rows = await t.app.db
      .select({ kind: userEvents.kind, detail: userEvents.detail })
      .from(userEvents)
      .where(eq(userEvents.userId, c.ids.user));
    expect(rows).toEqual(
      expect.arrayContaining([{ kind: 'create_list_automatic_declined', detail: 'Agora não' }]),
    );
    expect(rows).toHaveLength(2);

    const owner = await c.token('owner');
    await answer(owner, { action: 'offered' });
    expect((await answer(owner, { action: 'never_show' })).status).toBe(200);
    const [never] = await t.app.db
      .select({ detail: userEvents.detail })
      .from(userEvents)
      .where(and(eq(userEvents.userId, c.ids.owner), eq(userEvents.kind, 'create_list_automatic_declined')));
    expect(never?.detail).toBe('Não mostrar de novo');
  });

  it('refuses an answer without its fields or with an unknown action, in Portuguese', async () => {
    const c = await newCustomer(t, { exportCredits: 10 });
    const token = await c.token('user');
    const missing = await answer(token, { action: 'accepted' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(AUTOMATIC_LIST_MESSAGES.searchRequired);
    const unknown = await answer(token, { action: 'talvez' });
    expect(unknown.status).toBe(400);
    expect(await kindsOf(c.ids.user)).toEqual([]);
  });
});

describe('"Criar lista": the first list made and filled in one step', () => {
  it("adds the search's first 10 companies in its order, spending exactly one export credit each", async () => {
    const c = await newCustomer(t, { exportCredits: 10 });
    const token = await c.token('user');
    const searchId = await storedSearch(api, token, SP);
    const expected = await firstResults(token, searchId, 10);
    expect(expected).toHaveLength(10);
    await answer(token, { action: 'offered' });
    const res = await answer(token, {
      action: 'accepted',
      search_id: searchId,
      info_set_name: 'Empresas de SP',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: 'accepted', added: 10, charged: 10, credits_remaining: 0 });
    expect(await exportRemaining(t, c.accountId)).toBe(0);

    const [list] = await listsOf(c.ids.user);
    expect(list?.id).toBe(res.body.info_set_id);
    expect(list?.name).toBe('Empresas de SP');
    const rows = await t.app.db
      .select({ cnpj: listCompanies.cnpj, seq: listCompanies.seq })
      .from(listCompanies)
      .where(eq(listCompanies.listId, res.body.info_set_id));
    expect(rows.sort((a, b) => Number(a.seq) - Number(b.seq)).map((r) => r.cnpj)).toEqual(expected);
    expect(await kindsOf(c.ids.user)).toEqual([
      'create_list_automatic_accepted',
      'create_list_automatic_offered',
    ]);
    // The list is the user's own now: nothing is offered again, and the answer is not taken twice.
    expect(await show(token)).toBe(false);
    const again = await answer(token, { action: 'accepted', search_id: searchId, info_set_name: 'Outra' });
    expect(again.status).toBe(409);
    expect(await listsOf(c.ids.user)).toHaveLength(1);
  });

  it('charges nothing for companies the account already exported (added all the same)', async () => {
    const c = await newCustomer(t, { exportCredits: 20 });
    const ownerToken = await c.token('owner');
    const token = await c.token('user');
    const searchId = await storedSearch(api, token, {
      ...SP,
      eliminate_cnpjs_already_exported_in_account: false,
    });
    const first = await firstResults(token, searchId, 10);
    // A teammate already took 3 of them.
    const teammateList = await createList(api, ownerToken);
    await api.post('/api/searches/companies/export', ownerToken, {
      search_id: searchId,
      cnpjs: first.slice(0, 3),
      info_set_id: teammateList,
    });
    expect(await exportRemaining(t, c.accountId)).toBe(17);
    await answer(token, { action: 'offered' });
    const res = await answer(token, { action: 'accepted', search_id: searchId, info_set_name: 'Primeira' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 10, charged: 7, credits_remaining: 10 });
  });

  it('refuses without the credits (spent meanwhile) and leaves no list, no answer: the offer stays open', async () => {
    const c = await newCustomer(t, { exportCredits: 12 });
    const token = await c.token('user');
    expect((await answer(token, { action: 'offered' })).status).toBe(200);
    // Meanwhile a teammate spends 5 on other companies: 7 left for 10 new ones.
    const ownerToken = await c.token('owner');
    const rj = await storedSearch(api, ownerToken, RJ);
    const teammateList = await createList(api, ownerToken);
    await api.post('/api/searches/companies/export', ownerToken, {
      search_id: rj,
      cnpjs: await firstResults(ownerToken, rj, 5),
      info_set_id: teammateList,
    });
    const searchId = await storedSearch(api, token, SP);
    const res = await answer(token, {
      action: 'accepted',
      search_id: searchId,
      info_set_name: 'Sem crédito',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.noCredit);
    expect(await listsOf(c.ids.user)).toEqual([]);
    expect(await exportRemaining(t, c.accountId)).toBe(7);
    expect(await kindsOf(c.ids.user)).toEqual(['create_list_automatic_offered']);
    expect((await answer(token, { action: 'declined' })).status).toBe(200);
  });

  it('refuses a name another active list the user sees has, as the lists do, leaving no list', async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    await createList(api, await c.token('manager'), 'Minha primeira lista');
    const token = await c.token('owner');
    const searchId = await storedSearch(api, token, SP);
    await answer(token, { action: 'offered' });
    const taken = await answer(token, {
      action: 'accepted',
      search_id: searchId,
      info_set_name: '  minha PRIMEIRA lista ',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toBe(LIST_MESSAGES.duplicateName);
    expect(taken.body.errors).toEqual([
      expect.objectContaining({ summary: 'info_set_name', description: LIST_MESSAGES.duplicateName }),
    ]);
    expect(await listsOf(c.ids.owner)).toEqual([]);
    expect(await exportRemaining(t, c.accountId)).toBe(50);
    const free = await answer(token, {
      action: 'accepted',
      search_id: searchId,
      info_set_name: 'Lista nova',
    });
    expect(free.status).toBe(200);
  });

  it("refuses another account's search and a search without results, leaving no list", async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    const other = await newCustomer(t, { exportCredits: 50 });
    const token = await c.token('user');
    await answer(token, { action: 'offered' });
    const foreign = await storedSearch(api, await other.token('user'), SP);
    expect(
      (await answer(token, { action: 'accepted', search_id: foreign, info_set_name: 'Alheia' })).status,
    ).toBe(404);
    const empty = await storedSearch(api, token, {
      search: { where: { nu_cnpj: ['11222333000181'] } },
    });
    const none = await answer(token, { action: 'accepted', search_id: empty, info_set_name: 'Vazia' });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(AUTOMATIC_LIST_MESSAGES.noCompanies);
    expect(await listsOf(c.ids.user)).toEqual([]);
    expect(await exportRemaining(t, c.accountId)).toBe(50);
  });
});
