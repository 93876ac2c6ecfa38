// Autoplay: only paying accounts; creating one queues a run now; a run adds only companies new to the
// account, spending export credits, schedules the next run, and stops itself when the credits run out;
// stale jobs do nothing; turning it off and on, disable_all, credits_used and show_survey.
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@/db/schema/jobs.ts';
import { users } from '@/db/schema/users.ts';
import { runAutoplay } from '@/modules/autoplay/autoplay-run.ts';
import {
  type Api,
  apiOf,
  type Customer,
  createList,
  exportRemaining,
  newCustomer,
  storedSearch,
} from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

const QUERY = { search: { where: { sg_uf: ['SP'] } } };
let t: SearchTestApp;
let api: Api;
beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

async function savedSearch(c: Customer, token: string) {
  const searchId = await storedSearch(api, token, QUERY);
  const found = await api.get(`/api/v4/search/find/${searchId}`, token);
  const total = await (await t.app.registry.get()).count(found.body.query as SearchQuery);
  const entry = await api.post('/api/history_search', token, {
    search_id: searchId,
    name: `Busca ${c.accountId}`,
    total_results: total,
  });
  if (entry.status !== 201) throw new Error(`history entry: ${entry.status}`);
  return { historyId: entry.body.id as string, searchId, total, query: found.body.query as SearchQuery };
}

/** The queued run of an autoplay, as the worker would claim it. */
async function queuedRun(listId: string) {
  const rows = await t.app.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.subjectId, listId), eq(jobs.type, 'autoplay'), eq(jobs.status, 'queued')));
  return rows.map((r) => r.payload as { autoplayId: string; runAt: string });
}

describe('autoplay', () => {
  it('adds only new companies, charges them, reschedules, and stops when the credits run out', async () => {
    const c = await newCustomer(t, { exportCredits: 1000 });
    const token = await c.token('user');
    const { historyId, searchId, total } = await savedSearch(c, token);
    expect(total).toBeGreaterThan(8);
    // Two companies of the search were exported before: the autoplay leaves them out.
    const found = await api.get(`/api/v4/search/find/${searchId}`, token);
    const firstTwo = await (await t.app.registry.get()).cnpjs(found.body.query, 0, 2);
    await api.post('/api/searches/companies/export', token, {
      search_id: searchId,
      cnpjs: firstTwo,
      info_set_name: 'Antes',
    });

    const created = await api.post(`/api/history_search/${historyId}/create_autoplay`, token, {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ active: true, status: 'active', credits_used: 0 });
    const listId = created.body.info_set_id;
    const history = (await api.get('/api/history_search', token)).body.history[0];
    expect(history).toMatchObject({ autoplay: true, autoplayId: created.body.id });
    expect((await api.get(`/api/info_sets/${listId}`, token)).body.autoplayActive).toBe(true);

    const [job] = await queuedRun(listId);
    if (!job) throw new Error('no queued run');
    const run = await runAutoplay(t.app, job);
    expect(run).toEqual({ ran: true, added: total - 2, charged: total - 2, status: 'active' });
    expect(await exportRemaining(t, c.accountId)).toBe(1000 - total);
    // Re-delivering the same job does nothing: its run time is no longer the autoplay's next run.
    expect((await runAutoplay(t.app, job)).ran).toBe(false);
    // (The worker would have completed the first job; here it stays queued, so look past it.)
    const next = (await queuedRun(listId)).filter((j) => j.runAt !== job.runAt);
    expect(next).toHaveLength(1);
    // Nothing new in the registry: the next run adds nothing and charges nothing.
    const again = await runAutoplay(t.app, next[0] as { autoplayId: string; runAt: string });
    expect(again).toMatchObject({ ran: true, added: 0, charged: 0 });

    const shown = await api.get(`/api/user/autoplay/${created.body.id}`, token);
    expect(shown.body).toMatchObject({ credits_used: total - 2, companies_added: total - 2, runs: 2 });
    expect((await api.get('/api/user/autoplay/credits_used', token)).body).toEqual({
      credits_used: total - 2,
    });
  });

  it('adds up to the remaining credits, then stops itself with a message', async () => {
    const c = await newCustomer(t, { exportCredits: 5 });
    const token = await c.token('user');
    const { historyId } = await savedSearch(c, token);
    const created = (await api.post(`/api/history_search/${historyId}/create_autoplay`, token, {})).body;
    const [job] = await queuedRun(created.info_set_id);
    const run = await runAutoplay(t.app, job as { autoplayId: string; runAt: string });
    expect(run).toEqual({ ran: true, added: 5, charged: 5, status: 'no_credits' });
    expect(await exportRemaining(t, c.accountId)).toBe(0);
    const shown = (await api.get(`/api/user/autoplay/${created.id}`, token)).body;
    expect(shown).toMatchObject({
      active: false,
      status: 'no_credits',
      status_message: 'Autoplay pausado: os créditos de exportação acabaram',
      next_run_at: null,
    });
    expect((await queuedRun(created.info_set_id)).filter((j) => j.runAt !== job?.runAt)).toHaveLength(0);
  });

  it('turns off and on, disables all, and offers the survey after a disable', async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    // Past the surveys' first 7 days (modules/surveys): the survey is not asked of a new user.
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(users.id, c.ids.user));
    const token = await c.token('user');
    const { historyId } = await savedSearch(c, token);
    const listId = await createList(api, token, 'Destino');
    const created = (
      await api.post(`/api/history_search/${historyId}/create_autoplay`, token, { info_set_id: listId })
    ).body;
    expect(created.info_set_id).toBe(listId);
    expect((await api.post(`/api/history_search/${historyId}/create_autoplay`, token, {})).status).toBe(422);
    expect((await api.get('/api/user/autoplay/show_survey', token)).body).toEqual({ show: false });

    const off = await api.patch(`/api/history_search/${historyId}/set_autoplay_activeness`, token, {
      value: false,
    });
    expect(off.body).toEqual({ autoplay: false, autoplayId: created.id });
    const [stale] = await queuedRun(listId);
    expect((await runAutoplay(t.app, stale as { autoplayId: string; runAt: string })).ran).toBe(false);
    expect((await api.get('/api/user/autoplay/show_survey', token)).body).toEqual({ show: true });

    await api.patch(`/api/history_search/${historyId}/set_autoplay_activeness`, token, { value: true });
    expect((await api.get(`/api/user/autoplay/${created.id}`, token)).body.active).toBe(true);
    expect((await api.patch('/api/user/autoplay/disable_all', token)).body).toEqual({ disabled: 1 });
    expect((await api.get(`/api/user/autoplay/${created.id}`, token)).body).toMatchObject({
      active: false,
      status: 'paused',
    });
  });

  it('names a new list after its search, "Nome (2)" when a list has that name; a name given must be free', async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    const token = await c.token('user');
    const first = await savedSearch(c, token);
    await createList(api, token, ` busca  ${c.accountId.toUpperCase()} `);
    const named = await api.post(`/api/history_search/${first.historyId}/create_autoplay`, token, {});
    expect(named.status).toBe(201);
    const list = (await api.get(`/api/info_sets/${named.body.info_set_id}`, token)).body;
    expect(list.name).toBe(`Busca ${c.accountId} (2)`);

    const other = await newCustomer(t, { exportCredits: 50 });
    const otherToken = await other.token('user');
    const { historyId } = await savedSearch(other, otherToken);
    await createList(api, otherToken, 'Autoplay de SP');
    const listsBefore = (await api.get('/api/info_sets', otherToken)).body;
    const taken = await api.post(`/api/history_search/${historyId}/create_autoplay`, otherToken, {
      info_set_name: 'autoplay de  sp',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([
      {
        summary: 'info_set_name',
        description: 'Já existe uma lista ativa com este nome. Escolha outro nome.',
      },
    ]);
    // Nothing was created: no list, no autoplay (the search can still get one).
    expect((await api.get('/api/info_sets', otherToken)).body).toEqual(listsBefore);
    const given = await api.post(`/api/history_search/${historyId}/create_autoplay`, otherToken, {
      info_set_name: 'Autoplay de SP 2',
    });
    expect(given.status).toBe(201);
  });

  it('makes "Nova lista" with its autoplay in one go (POST info_sets); a refused autoplay leaves no list', async () => {
    const c = await newCustomer(t, { exportCredits: 50 });
    const token = await c.token('user');
    const { historyId, searchId, total } = await savedSearch(c, token);
    const listsBefore = (await api.get('/api/info_sets', token)).body;
    for (const history_search_id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const refused = await api.post('/api/info_sets', token, {
        info_set: { name: 'Com autoplay' },
        autoplayActive: true,
        history_search_id,
      });
      expect(refused.status).toBe(404);
    }
    expect((await api.get('/api/info_sets', token)).body).toEqual(listsBefore);

    const made = await api.post('/api/info_sets', token, {
      info_set: { name: 'Com autoplay', description: 'Atualizada todo dia' },
      autoplayActive: true,
      history_search_id: historyId,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Com autoplay',
      description: 'Atualizada todo dia',
      autoplayActive: true,
    });
    // The name is checked as "Nova lista" checks it, against the list's own field.
    const again = await api.post('/api/info_sets', token, {
      info_set: { name: 'com  autoplay' },
      autoplayActive: true,
      history_search_id: (
        await api.post('/api/history_search', token, {
          search_id: searchId,
          name: 'Outra',
          total_results: total,
        })
      ).body.id,
    });
    expect([again.status, again.body.errors?.[0]?.summary]).toEqual([422, 'info_set.name']);
  });

  it('is only for paying account types (403 otherwise) and answers 404 for unknown ids and other users', async () => {
    const free = await newCustomer(t, { accountType: 'free' });
    const freeToken = await free.token('user');
    for (const [method, url] of [
      ['get', '/api/user/autoplay/credits_used'],
      ['get', '/api/user/autoplay/show_survey'],
      ['patch', '/api/user/autoplay/disable_all'],
      ['post', '/api/history_search/00000000-0000-0000-0000-000000000000/create_autoplay'],
    ] as const) {
      expect((await api[method](url, freeToken)).status).toBe(403);
    }
    const c = await newCustomer(t, { exportCredits: 5, accountType: 'suspended' });
    const token = await c.token('user');
    expect((await api.get('/api/user/autoplay/00000000-0000-0000-0000-000000000000', token)).status).toBe(
      404,
    );
    expect((await api.post('/api/history_search/nope/create_autoplay', token, {})).status).toBe(404);
    expect(
      (await api.patch('/api/history_search/nope/set_autoplay_activeness', token, { value: 'sim' })).status,
    ).toBe(400);
    const { historyId } = await savedSearch(c, token);
    const created = (await api.post(`/api/history_search/${historyId}/create_autoplay`, token, {})).body;
    expect((await api.get(`/api/user/autoplay/${created.id}`, await c.token('prospector'))).status).toBe(404);
  });
});
