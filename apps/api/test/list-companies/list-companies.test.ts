// Companies of a list as one user sees them: the table with registry data and a query, the detail,
// prospecting statuses (own and view_as), the kanban's per-status paging, the metrics and copy counters.
import { randomUUID } from 'node:crypto';
import { PROSPECTING_STATUSES, type ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema/accounts.ts';
import { jobs } from '@/db/schema/jobs.ts';
import { listCompanies } from '@/db/schema/lists.ts';
import { users } from '@/db/schema/users.ts';
import { emailValidations, phoneValidations } from '@/db/schema/validation.ts';
import { insertGrant } from '@/modules/credits/credits.repository.ts';
import { showCredits } from '@/modules/credits/credits.service.ts';
import {
  fillTradeNames,
  LIST_TRADE_NAMES_JOB,
  scheduleTradeNames,
} from '@/modules/list-companies/trade-names.job.ts';
import {
  type Api,
  apiOf,
  type Customer,
  createList,
  listOfSpCompanies,
  newCustomer,
  storedSearch,
} from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

let t: SearchTestApp;
let api: Api;
let c: Customer;
let token: string;
let listId: string;
let cnpjs: string[];
let ids: string[];

beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  c = await newCustomer(t, { exportCredits: 100 });
  token = await c.token('user');
  ({ listId, cnpjs } = await listOfSpCompanies(t, api, token, 25));
  const all = [
    ...(await api.get(`/api/v4/info_sets/${listId}/companies?page=1`, token)).body.companies,
    ...(await api.get(`/api/v4/info_sets/${listId}/companies?page=2`, token)).body.companies,
    ...(await api.get(`/api/v4/info_sets/${listId}/companies?page=3`, token)).body.companies,
  ];
  ids = all.map((x: { id: string }) => x.id);
});
afterAll(() => t.close());

const setStatus = (id: string, status: string, as = token) =>
  api.patch(`/api/info_sets/${listId}/company/user_prospecting_data`, as, {
    company_id: id,
    user_prospecting_data: { status },
  });

describe('GET /api/v4/info_sets/:id/companies', () => {
  it('pages 10 companies with registry data joined and every company once', async () => {
    const page = await api.get(`/api/v4/info_sets/${listId}/companies?page=1`, token);
    expect(page.body).toMatchObject({ total: 25, page: 1, total_pages: 3 });
    expect(page.body.companies).toHaveLength(10);
    const first = page.body.companies[0];
    expect(first.status).toBe('a_prospectar');
    expect(first.additionalData.cnpj).toBe(first.cnpj);
    expect(first.name).toBe(first.additionalData.razao_social ?? first.additionalData.nome_fantasia);
    expect([...new Set(ids)].length).toBe(25);
  });

  it('finds companies by part of the name or of the CNPJ', async () => {
    const sample = (await api.get(`/api/v4/info_sets/${listId}/companies`, token)).body.companies[0];
    const byCnpj = await api.get(
      `/api/v4/info_sets/${listId}/companies?query=${sample.cnpj.slice(0, 12)}`,
      token,
    );
    expect(byCnpj.body.companies.map((x: { cnpj: string }) => x.cnpj)).toContain(sample.cnpj);
    const word = String(sample.name).split(' ')[0] as string;
    const byName = await api.get(
      `/api/v4/info_sets/${listId}/companies?query=${encodeURIComponent(word.toLowerCase())}`,
      token,
    );
    expect(byName.body.companies.map((x: { id: string }) => x.id)).toContain(sample.id);
  });

  it('finds a name typed without its accents or case ("sao jose" finds "SÃO JOSÉ")', async () => {
    const sample = (await api.get(`/api/v4/info_sets/${listId}/companies`, token)).body.companies[1];
    const [before] = await t.app.db.select().from(listCompanies).where(eq(listCompanies.id, sample.id));
    await t.app.db
      .update(listCompanies)
      .set({ name: 'PADARIA SÃO JOSÉ DO CAÇADOR LTDA' })
      .where(eq(listCompanies.id, sample.id));
    try {
      for (const query of ['sao jose do cacador', 'São José', 'CAÇADOR']) {
        const found = await api.get(
          `/api/v4/info_sets/${listId}/companies?query=${encodeURIComponent(query)}`,
          token,
        );
        expect(found.body.companies.map((x: { id: string }) => x.id)).toEqual([sample.id]);
      }
    } finally {
      await t.app.db.update(listCompanies).set({ name: before?.name }).where(eq(listCompanies.id, sample.id));
    }
  });

  it('finds companies by their nome fantasia too, also on rows added before the list kept it', async () => {
    const all = [1, 2, 3].map((page) => api.get(`/api/v4/info_sets/${listId}/companies?page=${page}`, token));
    const rows = (await Promise.all(all)).flatMap((r) => r.body.companies) as {
      id: string;
      additionalData: { razao_social: string | null; nome_fantasia: string | null };
    }[];
    // A word of the trade name the razão social does not hold.
    const pick = rows
      .map((row) => {
        const legal = (row.additionalData.razao_social ?? '').toUpperCase();
        const word = (row.additionalData.nome_fantasia ?? '')
          .split(/\s+/)
          .find((w) => w.length >= 4 && !legal.includes(w.toUpperCase()));
        return word ? { id: row.id, word } : null;
      })
      .find((x) => x !== null);
    if (!pick) throw new Error('no company whose trade name differs from its razão social');
    const search = async () =>
      (
        await api.get(`/api/v4/info_sets/${listId}/companies?query=${encodeURIComponent(pick.word)}`, token)
      ).body.companies.map((x: { id: string }) => x.id);
    expect(await search()).toContain(pick.id);

    // Rows older than the column: the job fills them from the registry.
    await t.app.db.update(listCompanies).set({ tradeName: null }).where(eq(listCompanies.listId, listId));
    expect(await search()).not.toContain(pick.id);
    // A starting server queues the fill once, however many processes start.
    await scheduleTradeNames(t.app.db);
    await scheduleTradeNames(t.app.db);
    const queued = await t.app.db.select().from(jobs).where(eq(jobs.type, LIST_TRADE_NAMES_JOB));
    expect(queued.filter((j) => j.status === 'queued')).toHaveLength(1);
    const looked = await fillTradeNames(t.app.db, await t.app.registry.get());
    expect(looked).toBeGreaterThanOrEqual(25);
    expect(await search()).toContain(pick.id);
    expect(await fillTradeNames(t.app.db, await t.app.registry.get())).toBe(0);
  });

  it('answers 400 for a bad page', async () => {
    expect((await api.get(`/api/v4/info_sets/${listId}/companies?page=0`, token)).status).toBe(400);
  });
});

describe('GET /api/v4/info_sets/:id/cnpjs', () => {
  it('answers every CNPJ the table finds, in its order, for "Selecionar todas"', async () => {
    const tableCnpjs = async (qs: string) => {
      const found: string[] = [];
      for (let page = 1; page <= 3; page++)
        found.push(
          ...(
            await api.get(`/api/v4/info_sets/${listId}/companies?page=${page}&${qs}`, token)
          ).body.companies.map((x: { cnpj: string }) => x.cnpj),
        );
      return found;
    };
    const all = await api.get(`/api/v4/info_sets/${listId}/cnpjs`, token);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(25);
    expect(all.body.cnpjs).toEqual(await tableCnpjs(''));
    expect([...all.body.cnpjs].sort()).toEqual([...cnpjs].sort());
    // The table's order and search apply.
    const byName = await api.get(`/api/v4/info_sets/${listId}/cnpjs?sort=name_desc`, token);
    expect(byName.body.cnpjs).toEqual(await tableCnpjs('sort=name_desc'));
    const prefix = (cnpjs[0] as string).slice(0, 12);
    const searched = await api.get(`/api/v4/info_sets/${listId}/cnpjs?query=${prefix}`, token);
    expect(searched.body).toEqual({ cnpjs: await tableCnpjs(`query=${prefix}`), total: 1 });
    // The user's statuses: the owner, who moved nothing, finds all of them still to prospect, and none won.
    const owner = await c.token('owner');
    expect((await api.get(`/api/v4/info_sets/${listId}/cnpjs?status=a_prospectar`, owner)).body.total).toBe(
      25,
    );
    expect((await api.get(`/api/v4/info_sets/${listId}/cnpjs?status=sucesso`, owner)).body).toEqual({
      cnpjs: [],
      total: 0,
    });
  });

  it('answers 400 for an unknown status and 404 for another account or a bad id', async () => {
    expect((await api.get(`/api/v4/info_sets/${listId}/cnpjs?status=ganho`, token)).status).toBe(400);
    const stranger = await (await newCustomer(t)).token('owner');
    expect((await api.get(`/api/v4/info_sets/${listId}/cnpjs`, stranger)).status).toBe(404);
    expect((await api.get('/api/v4/info_sets/nao-existe/cnpjs', token)).status).toBe(404);
  });
});

describe('GET /api/v4/info_sets/:id/companies/:companyId', () => {
  it('answers the company with its group, administration data and website', async () => {
    const res = await api.get(`/api/v4/info_sets/${listId}/companies/${ids[0]}`, token);
    expect(res.status).toBe(200);
    expect(res.body.cnpjsGroup).toContain(res.body.cnpj);
    expect(Array.isArray(res.body.administrationData.socios)).toBe(true);
    expect(res.body.website).toBe(res.body.additionalData.site);
  });

  it("points to the companies before and after it in the table's order, with its position", async () => {
    const around = async (id: string) =>
      (await api.get(`/api/v4/info_sets/${listId}/companies/${id}`, token)).body.neighbours;
    expect(await around(ids[0] as string)).toEqual({ previous: null, next: ids[1], position: 1, total: 25 });
    expect(await around(ids[12] as string)).toEqual({
      previous: ids[11],
      next: ids[13],
      position: 13,
      total: 25,
    });
    expect(await around(ids[24] as string)).toEqual({
      previous: ids[23],
      next: null,
      position: 25,
      total: 25,
    });
  });

  it("follows the table's search: the neighbours among the companies it finds and the company itself", async () => {
    const target = { id: ids[4] as string, cnpj: '' };
    target.cnpj = (await api.get(`/api/v4/info_sets/${listId}/companies/${target.id}`, token)).body.cnpj;
    const query = target.cnpj.slice(0, 8);
    const found = (await api.get(`/api/v4/info_sets/${listId}/companies?query=${query}`, token)).body
      .companies as { id: string }[];
    const at = found.findIndex((c) => c.id === target.id);
    const around = (await api.get(`/api/v4/info_sets/${listId}/companies/${target.id}?query=${query}`, token))
      .body.neighbours;
    expect(around).toEqual({
      previous: found[at - 1]?.id ?? null,
      next: found[at + 1]?.id ?? null,
      position: at + 1,
      total: found.length,
    });
    // A search that does not find the company: the company alone, nowhere to step to.
    const elsewhere = await api.get(
      `/api/v4/info_sets/${listId}/companies/${target.id}?query=zzzz-nada`,
      token,
    );
    expect(elsewhere.body.neighbours).toEqual({
      previous: null,
      next: null,
      position: 1,
      total: 1,
      outside: true,
    });
    const tooLong = await api.get(
      `/api/v4/info_sets/${listId}/companies/${target.id}?query=${'x'.repeat(121)}`,
      token,
    );
    expect(tooLong.status).toBe(400);
  });

  it("carries the list's validation outcomes of the company's phones and e-mail (detail and table)", async () => {
    const registry = await t.app.registry.get();
    const details = await Promise.all(cnpjs.map((cnpj) => registry.company(cnpj)));
    const i = details.findIndex((d) => d?.email && d.telefones.length > 0);
    expect(i).toBeGreaterThanOrEqual(0);
    const detail = details[i];
    const listed = await api.get(`/api/v4/info_sets/${listId}/companies`, token);
    const id = listed.body.companies.find((x: { cnpj: string }) => x.cnpj === cnpjs[i])?.id;
    const before = await api.get(`/api/v4/info_sets/${listId}/companies/${id}`, token);
    expect(before.body.validation).toEqual({ phones: {}, email: null });
    const phone = detail?.telefones[0]?.numero ?? '';
    await t.app.db.insert(phoneValidations).values({
      listId,
      cnpj: cnpjs[i] ?? '',
      phone,
      accountId: c.accountId,
      valid: false,
      shared: false,
    });
    await t.app.db.insert(emailValidations).values({
      listId,
      cnpj: cnpjs[i] ?? '',
      email: detail?.email ?? '',
      accountId: c.accountId,
      result: 'maybe',
      reason: 'role',
    });
    const after = await api.get(`/api/v4/info_sets/${listId}/companies/${id}`, token);
    expect(after.body.validation).toEqual({ phones: { [phone]: false }, email: 'maybe' });
    // The table's rows carry them too; the other companies have none.
    const table = await api.get(`/api/v4/info_sets/${listId}/companies`, token);
    for (const row of table.body.companies)
      expect(row.validation).toEqual(
        row.id === id ? { phones: { [phone]: false }, email: 'maybe' } : { phones: {}, email: null },
      );
  });

  it('carries the registry record the list table leaves out (address, secondary CNAEs, Simples, complaints…), its people apart', async () => {
    const res = await api.get(`/api/v4/info_sets/${listId}/companies/${ids[0]}`, token);
    const registered = await (await t.app.registry.get()).company(res.body.cnpj);
    expect(registered).not.toBeNull();
    const { socios, decisores, ...record } = registered ?? { socios: [], decisores: [] };
    expect(res.body.additionalData).toEqual(record);
    expect(res.body.administrationData).toEqual({ socios, decisores });
    const table = await api.get(`/api/v4/info_sets/${listId}/companies`, token);
    expect(table.body.companies.some((x: { additionalData: object | null }) => x.additionalData)).toBe(true);
    for (const row of table.body.companies) {
      expect(row.additionalData?.endereco).toBeUndefined();
      expect(row.additionalData?.cnaes_secundarias).toBeUndefined();
    }
  });

  // The registry pages a root's CNPJs 20 at a time: the detail lists the first page and counts them all
  // (this fixture's roots have fewer than 20; the bug was a count of the first page only).
  it('counts every CNPJ of the root beside the first page of them it lists', async () => {
    const registry = await t.app.registry.get();
    const query = { search: { where: { qt_filiais: { gte: 2 }, fl_matriz: true } } } as SearchQuery;
    const [head] = await registry.cnpjs(query, 0, 1);
    if (!head) throw new Error('the fixture registry has no head office with branches');
    const searchId = await storedSearch(api, token, query);
    const list = await createList(api, token, 'Rede');
    await api.post('/api/searches/companies/export', token, {
      search_id: searchId,
      cnpjs: [head],
      info_set_id: list,
    });
    const [row] = (await api.get(`/api/v4/info_sets/${list}/companies`, token)).body.companies;
    const res = await api.get(`/api/v4/info_sets/${list}/companies/${row.id}`, token);
    const branches = await registry.branches(head);
    expect(branches.total).toBeGreaterThan(2);
    expect(res.body.cnpjsGroupTotal).toBe(branches.total);
    expect(res.body.cnpjsGroup).toEqual(branches.rows.map((b) => b.cnpj));
    expect(res.body.cnpjsGroup[0]).toBe(head);
  });

  it('spends no click credit to open a company of the list (it was paid for when it was added)', async () => {
    // An account without unlimited consults, with 5 click credits: a consult in the search would spend one.
    const paying = await newCustomer(t, { exportCredits: 10 });
    await t.app.db.update(accounts).set({ unlimitedClick: false }).where(eq(accounts.id, paying.accountId));
    await insertGrant(t.app.db, {
      accountId: paying.accountId,
      type: 'click',
      amount: 5,
      expiresAt: null,
      origin: 'test',
    });
    const seller = await paying.token('user');
    const { listId: own } = await listOfSpCompanies(t, api, seller, 3);
    const rows = (await api.get(`/api/v4/info_sets/${own}/companies`, seller)).body.companies;
    for (const row of rows as { id: string }[]) {
      expect((await api.get(`/api/v4/info_sets/${own}/companies/${row.id}`, seller)).status).toBe(200);
      expect((await api.get(`/api/v4/info_sets/${own}/companies/${row.id}`, seller)).status).toBe(200);
    }
    expect((await showCredits(t.app.db, paying.accountId)).click).toMatchObject({ remaining: 5 });
  });

  it('answers 404 for a company of another list or a bad id', async () => {
    const other = await createList(api, token, 'Vazia');
    expect((await api.get(`/api/v4/info_sets/${other}/companies/${ids[0]}`, token)).status).toBe(404);
    expect((await api.get(`/api/v4/info_sets/${listId}/companies/abc`, token)).status).toBe(404);
  });
});

describe('GET /api/v4/info_sets/:id/decisors', () => {
  it("pages the list's companies in the table's order, each with the registry's decision makers", async () => {
    const registry = await t.app.registry.get();
    const first = await api.get(`/api/v4/info_sets/${listId}/decisors?page=1`, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 25, page: 1, total_pages: 3 });
    expect(first.body.companies.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, 10));
    let people = 0;
    for (const company of first.body.companies) {
      const detail = await registry.company(company.cnpj);
      expect(company.decisores).toEqual(detail?.decisores);
      expect(company.telefones).toEqual(detail?.telefones);
      expect(company.name).toBe(detail?.nome_fantasia || detail?.razao_social);
      people += company.decisores.length;
    }
    expect(people).toBeGreaterThan(0);
    const last = await api.get(`/api/v4/info_sets/${listId}/decisors?page=3`, token);
    expect(last.body.companies.map((c: { id: string }) => c.id)).toEqual(ids.slice(20));
  });

  it('answers 400 for a bad page and 404 for another list or a bad id', async () => {
    expect((await api.get(`/api/v4/info_sets/${listId}/decisors?page=0`, token)).status).toBe(400);
    const other = await newCustomer(t, {});
    expect((await api.get(`/api/v4/info_sets/${listId}/decisors`, await other.token())).status).toBe(404);
    expect((await api.get('/api/v4/info_sets/nao-existe/decisors', token)).status).toBe(404);
  });
});

describe('prospecting, kanban and metrics', () => {
  it('moves companies across statuses per user, pages each kanban column and counts the metrics', async () => {
    const moves: [number, string][] = [
      [0, 'contatado'],
      [1, 'contatado'],
      [2, 'interessado'],
      [3, 'interesse_futuro'],
      [4, 'sucesso'],
      [5, 'descartado'],
    ];
    for (let i = 6; i < 18; i += 1) moves.push([i, 'contatado']);
    for (const [i, status] of moves) expect((await setStatus(ids[i] as string, status)).status).toBe(200);

    const metrics = await api.get(`/api/info_sets/${listId}/metrics`, token);
    expect(metrics.body).toEqual({
      contacts: 25,
      prospectings: 18,
      contacted: 14,
      interested: 1,
      future_interest: 1,
      successes: 1,
      discarded: 1,
    });

    const board = await api.get(`/api/v4/info_sets/${listId}/kanbam?page=1`, token);
    const totals = Object.fromEntries(
      board.body.columns.map((col: { status: string; total: number }) => [col.status, col.total]),
    );
    expect(totals).toEqual({
      a_prospectar: 7,
      contatado: 14,
      interessado: 1,
      interesse_futuro: 1,
      sucesso: 1,
      descartado: 1,
    });
    const contacted = board.body.columns.find((col: { status: string }) => col.status === 'contatado');
    expect(contacted).toMatchObject({ label: 'Contatado', page: 1, total_pages: 2 });
    expect(contacted.companies).toHaveLength(10);
    const second = await api.get(`/api/v4/info_sets/${listId}/kanbam?page=2&status=contatado`, token);
    expect(second.body.columns).toHaveLength(1);
    expect(second.body.columns[0].companies).toHaveLength(4);
    const both = [...contacted.companies, ...second.body.columns[0].companies].map(
      (x: { id: string }) => x.id,
    );
    expect(new Set(both).size).toBe(14);
    const past = await api.get(`/api/v4/info_sets/${listId}/kanbam?page=3&status=contatado`, token);
    expect(past.body.columns[0].companies).toEqual([]);
    // A company opened from a column steps through the column in its order (the last moved first).
    const steps = async (id: string | undefined, order: string) =>
      (await api.get(`/api/v4/info_sets/${listId}/companies/${id}?status=contatado&order=${order}`, token))
        .body.neighbours;
    expect(await steps(both[0], 'kanban')).toEqual({ previous: null, next: both[1], position: 1, total: 14 });
    expect(await steps(both[10], 'kanban')).toEqual({
      previous: both[9],
      next: both[11],
      position: 11,
      total: 14,
    });
    expect((await steps(both[0], 'table')).next).not.toBe(both[1]);
    const badOrder = await api.get(`/api/v4/info_sets/${listId}/companies/${both[0]}?order=coluna`, token);
    expect(badOrder.status).toBe(400);

    // Another user's board is untouched; the owner looks at the user's with view_as.
    const owner = await c.token('owner');
    const ownerMetrics = await api.get(`/api/info_sets/${listId}/metrics`, owner);
    expect(ownerMetrics.body.prospectings).toBe(0);
    const viewAs = await api.get(`/api/info_sets/${listId}/metrics?view_as=${c.ids.user}`, owner);
    expect(viewAs.body).toEqual(metrics.body);
    const data = await api.get(
      `/api/info_sets/${listId}/company/user_prospecting_data?companies_ids=${ids[2]},${ids[20]}&view_as=${c.ids.user}`,
      owner,
    );
    expect(data.body.user_prospecting_data.map((d: { status: string }) => d.status).sort()).toEqual([
      'a_prospectar',
      'interessado',
    ]);

    const overview = await api.get(`/api/info_sets/${listId}/overview/user/${c.ids.user}`, token);
    expect(overview.body).toMatchObject({
      prospect_started: 18,
      prospect_exported: 25,
      searches: 1,
      total: 43,
    });
    expect(overview.body.interactions).toBe(19);
  });

  // After the moves above: ids 0, 1 and 6..17 contatado, 2 interessado, 3 interesse_futuro, 4 sucesso,
  // 5 descartado, 18..24 a prospectar (table order = ids order).
  it("filters the table by the user's statuses, and the company's steps follow the filter", async () => {
    const table = async (qs: string, as = token) =>
      (await api.get(`/api/v4/info_sets/${listId}/companies?${qs}`, as)).body;
    const idsOf = (body: { companies: { id: string }[] }) => body.companies.map((x) => x.id);
    const toProspect = await table('status=a_prospectar');
    expect(toProspect).toMatchObject({ total: 7, total_pages: 1 });
    expect(idsOf(toProspect)).toEqual(ids.slice(18));
    expect(toProspect.companies.every((x: { status: string }) => x.status === 'a_prospectar')).toBe(true);
    // Several statuses, as a list or repeated, in the table's order.
    const warm = await table('status=interessado,interesse_futuro,sucesso');
    expect(idsOf(warm)).toEqual([ids[2], ids[3], ids[4]]);
    expect(idsOf(await table('status=sucesso&status=interessado'))).toEqual([ids[2], ids[4]]);
    const contacted = await table('status=contatado&page=2');
    expect(contacted).toMatchObject({ total: 14, page: 2, total_pages: 2 });
    expect(idsOf(contacted)).toEqual(ids.slice(14, 18));
    // With the search: both apply.
    const cnpj = (await api.get(`/api/v4/info_sets/${listId}/companies/${ids[3]}`, token)).body.cnpj;
    expect(idsOf(await table(`status=interesse_futuro&query=${cnpj.slice(0, 12)}`))).toEqual([ids[3]]);
    expect((await table(`status=contatado&query=${cnpj.slice(0, 12)}`)).total).toBe(0);
    // The owner has moved nothing: every company is "a prospectar" for them, unless read as the user.
    // The list by decision makers shows the same companies.
    const decisors = (await api.get(`/api/v4/info_sets/${listId}/decisors?status=interessado,sucesso`, token))
      .body;
    expect(decisors).toMatchObject({ total: 2, total_pages: 1 });
    expect(idsOf(decisors)).toEqual([ids[2], ids[4]]);
    const owner = await c.token('owner');
    expect((await table('status=a_prospectar', owner)).total).toBe(25);
    expect((await table(`status=a_prospectar&view_as=${c.ids.user}`, owner)).total).toBe(7);
    // ... and so does a company's page: the user's status, steps among the user's filtered companies.
    const asUser = (
      await api.get(
        `/api/v4/info_sets/${listId}/companies/${ids[3]}?status=interessado,interesse_futuro,sucesso&view_as=${c.ids.user}`,
        owner,
      )
    ).body;
    expect(asUser.status).toBe('interesse_futuro');
    expect(asUser.neighbours).toEqual({ previous: ids[2], next: ids[4], position: 2, total: 3 });
    const asOwner = (await api.get(`/api/v4/info_sets/${listId}/companies/${ids[3]}?status=sucesso`, owner))
      .body;
    expect(asOwner.status).toBe('a_prospectar');
    expect(asOwner.neighbours).toMatchObject({ position: 1, total: 1 });
    // Only owners and managers read another user's.
    const peek = await api.get(
      `/api/v4/info_sets/${listId}/companies/${ids[3]}?view_as=${c.ids.owner}`,
      token,
    );
    expect(peek.status).toBe(403);

    const around = async (id: string, qs: string) =>
      (await api.get(`/api/v4/info_sets/${listId}/companies/${id}?${qs}`, token)).body.neighbours;
    expect(await around(ids[19] as string, 'status=a_prospectar')).toEqual({
      previous: ids[18],
      next: ids[20],
      position: 2,
      total: 7,
    });
    // Moved on from "a prospectar", the company keeps its place among them: "Próxima" is the next one still
    // to prospect.
    // `outside` says so: the others still to prospect are 6.
    expect((await setStatus(ids[19] as string, 'contatado')).status).toBe(200);
    expect(await around(ids[19] as string, 'status=a_prospectar')).toEqual({
      previous: ids[18],
      next: ids[20],
      position: 2,
      total: 7,
      outside: true,
    });
    expect(await around(ids[20] as string, 'status=a_prospectar')).toEqual({
      previous: ids[18],
      next: ids[21],
      position: 2,
      total: 6,
    });
    expect((await setStatus(ids[19] as string, 'a_prospectar')).status).toBe(200);

    for (const bad of ['status=ganho', 'status=contatado,ganho', `status=${'x,'.repeat(500)}`]) {
      const res = await api.get(`/api/v4/info_sets/${listId}/companies?${bad}`, token);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Status inválido/);
      for (const path of [`companies/${ids[0]}`, 'decisors'])
        expect((await api.get(`/api/v4/info_sets/${listId}/${path}?${bad}`, token)).status).toBe(400);
    }
  });

  it('refuses an unknown status (400), a company of another list (404) and view_as from a non-supervisor (403)', async () => {
    expect((await setStatus(ids[0] as string, 'ganho')).status).toBe(400);
    expect((await setStatus('00000000-0000-0000-0000-000000000000', 'contatado')).status).toBe(404);
    expect((await api.get(`/api/v4/info_sets/${listId}/kanbam?status=ganho`, token)).status).toBe(400);
    expect((await api.get(`/api/info_sets/${listId}/metrics?view_as=${c.ids.owner}`, token)).status).toBe(
      403,
    );
  });
});

describe("the table's order (sort=)", () => {
  type Row = {
    id: string;
    status: string;
    createdAt: string;
    name: string | null;
    additionalData: { nome_fantasia: string | null; razao_social: string | null } | null;
  };
  const table = async (sort: string, as = token) =>
    (
      await Promise.all(
        [1, 2, 3].map((page) =>
          api.get(`/api/v4/info_sets/${listId}/companies?page=${page}&sort=${sort}`, as),
        ),
      )
    ).flatMap((r) => r.body.companies) as Row[];
  // The name the table shows, as the order compares it: upper-case, without accents.
  const shown = (r: Row) =>
    (r.additionalData?.nome_fantasia || r.additionalData?.razao_social || r.name || '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
  const sorted = <T>(values: T[], before: (a: T, b: T) => boolean) =>
    values.every((v, i) => i === 0 || !before(v, values[i - 1] as T));

  it('orders by the name the table shows, A–Z and Z–A, and the steps and the decision makers follow it', async () => {
    const byName = await table('name');
    expect(byName).toHaveLength(25);
    expect(new Set(byName.map((r) => r.id)).size).toBe(25);
    expect(sorted(byName.map(shown), (a, b) => a < b)).toBe(true);
    const backwards = await table('name_desc');
    expect(sorted(backwards.map(shown), (a, b) => a > b)).toBe(true);
    expect(new Set(backwards.map((r) => r.id))).toEqual(new Set(byName.map((r) => r.id)));

    const at = 12;
    const around = (await api.get(`/api/v4/info_sets/${listId}/companies/${byName[at]?.id}?sort=name`, token))
      .body.neighbours;
    expect(around).toEqual({
      previous: byName[at - 1]?.id,
      next: byName[at + 1]?.id,
      position: at + 1,
      total: 25,
    });
    const decisors = (await api.get(`/api/v4/info_sets/${listId}/decisors?page=2&sort=name`, token)).body
      .companies as { id: string }[];
    expect(decisors.map((d) => d.id)).toEqual(byName.slice(10, 20).map((r) => r.id));
  });

  it('orders by status along the funnel and back, ties by the companies added last', async () => {
    const rows = await table('recent');
    await setStatus(rows[3]?.id as string, 'sucesso');
    await setStatus(rows[7]?.id as string, 'contatado');
    await setStatus(rows[9]?.id as string, 'descartado');
    const rank = (r: Row) => PROSPECTING_STATUSES.indexOf(r.status as ProspectingStatus);
    const recent = (await table('recent')).map((r) => r.id);
    const byStatus = await table('status');
    expect(sorted(byStatus.map(rank), (a, b) => a < b)).toBe(true);
    expect(new Set(byStatus.map(rank)).size).toBeGreaterThanOrEqual(3);
    // Within a status, the table's default order.
    const aProspectar = byStatus.filter((r) => r.status === 'a_prospectar').map((r) => r.id);
    expect(aProspectar).toEqual(recent.filter((id) => aProspectar.includes(id)));
    expect(sorted((await table('status_desc')).map(rank), (a, b) => a > b)).toBe(true);
    // An owner looking at the user's prospecting sees it in the user's funnel order.
    const owner = await c.token('owner');
    expect((await table(`status&view_as=${c.ids.user}`, owner)).map((r) => r.id)).toEqual(
      byStatus.map((r) => r.id),
    );
  });

  it('orders by when each company was added, last or first', async () => {
    const times = (rows: Row[]) => rows.map((r) => Date.parse(r.createdAt));
    expect(sorted(times(await table('recent')), (a, b) => a > b)).toBe(true);
    expect(sorted(times(await table('oldest')), (a, b) => a < b)).toBe(true);
  });

  it("shows the companies of one add in the order it gave them, also after a removal's undo", async () => {
    const other = await createList(api, token);
    const searchId = await storedSearch(api, token, { search: { where: { sg_uf: ['SP'] } } });
    const add = (chosen: string[]) =>
      api.post('/api/searches/companies/export', token, {
        search_id: searchId,
        cnpjs: chosen,
        info_set_id: other,
      });
    // Neither the CNPJs' order nor the search's: the first add's companies in reverse CNPJ order.
    const first = cnpjs.slice(0, 8).sort().reverse();
    const second = cnpjs.slice(8, 12);
    expect((await add(first)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await add(second)).status).toBe(200);
    const order = async (sort: string) =>
      (await api.get(`/api/v4/info_sets/${other}/cnpjs?sort=${sort}`, token)).body.cnpjs as string[];
    expect(await order('recent')).toEqual([...second, ...first]);
    expect(await order('oldest')).toEqual([...first, ...second]);

    const removed = await api.post(`/api/v4/info_sets/${other}/companies/remove`, token, {
      cnpjs: [first[2], first[5]],
    });
    expect(removed.body.removed).toBe(2);
    expect(await order('oldest')).toEqual([...first.filter((_, i) => i !== 2 && i !== 5), ...second]);
    const restored = await api.post(`/api/v4/info_sets/${other}/companies/restore`, token, {
      removal_id: removed.body.removal_id,
    });
    expect(restored.body.restored).toBe(2);
    expect(await order('oldest')).toEqual([...first, ...second]);
  });

  it('refuses an unknown order with the orders it knows (400)', async () => {
    for (const path of ['companies', `companies/${ids[0]}`, 'decisors']) {
      const res = await api.get(`/api/v4/info_sets/${listId}/${path}?sort=cidade`, token);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Ordem inválida (use recent, oldest, name');
    }
  });
});

describe('POST /api/companies/:id/copy_data', () => {
  it('counts copies up to 5 per company and user', async () => {
    const counts = [];
    for (let i = 0; i < 7; i += 1) {
      counts.push(
        (await api.post(`/api/companies/${ids[0]}/copy_data`, token, { field_copied: 'telefone' })).body
          .count,
      );
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 5, 5]);
    expect((await api.post(`/api/companies/${ids[0]}/copy_data`, token, {})).status).toBe(400);
    const stranger = await (await newCustomer(t)).token('owner');
    expect(
      (await api.post(`/api/companies/${ids[0]}/copy_data`, stranger, { field_copied: 'email' })).status,
    ).toBe(404);
  });

  it('says a missing field is missing and anything but a copied contact is no field (400)', async () => {
    const copy = (body: unknown) => api.post(`/api/companies/${ids[1]}/copy_data`, token, body);
    for (const body of [{}, { field_copied: '   ' }]) {
      expect(await copy(body)).toMatchObject({ status: 400, body: { message: 'Informe o campo copiado' } });
    }
    for (const body of [{ field_copied: 'x'.repeat(61) }, { field_copied: 42 }, { field_copied: 'cpf' }]) {
      expect(await copy(body)).toMatchObject({ status: 400, body: { message: 'Campo copiado inválido' } });
    }
    expect((await copy({ field_copied: ' site ' })).status).toBe(200);
  });
});

describe("view_as on the endpoints of a list's companies", () => {
  const reads = (viewAs: string) => [
    ['GET', `/api/v4/info_sets/${listId}/companies?view_as=${viewAs}`],
    ['GET', `/api/v4/info_sets/${listId}/companies/${ids[0]}?view_as=${viewAs}`],
    ['GET', `/api/v4/info_sets/${listId}/cnpjs?view_as=${viewAs}`],
    ['GET', `/api/v4/info_sets/${listId}/decisors?view_as=${viewAs}`],
    ['POST', `/api/info_sets/${listId}/look_a_like?view_as=${viewAs}`],
    ['GET', `/api/info_sets/${listId}/company/user_prospecting_data?view_as=${viewAs}`],
    ['GET', `/api/v4/info_sets/${listId}/kanbam?view_as=${viewAs}`],
    ['GET', `/api/v4/info_sets/${listId}/kanbam?status=interessado&view_as=${viewAs}`],
    ['GET', `/api/info_sets/${listId}/metrics?view_as=${viewAs}`],
  ];
  const statuses = async (viewAs: string, as: string) => {
    const answers = [];
    for (const [method, url] of reads(viewAs)) {
      const res = method === 'GET' ? await api.get(url as string, as) : await api.post(url as string, as);
      answers.push([res.status, res.status === 200 ? null : res.body.message]);
    }
    return answers;
  };

  it('refuses, as every other id it cannot read, a uuid of no user of the account (403)', async () => {
    const owner = await c.token('owner');
    const other = await newCustomer(t);
    const refused = reads('x').map(() => [403, 'Sem permissões para a ação!']);
    // A random uuid answered 200 with every company "A prospectar", as if that user had started nothing.
    expect(await statuses(randomUUID(), owner)).toEqual(refused);
    expect(await statuses(other.ids.owner, owner)).toEqual(refused);
    expect(await statuses('not-a-uuid', owner)).toEqual(refused);
    expect(await statuses(c.ids.manager, token)).toEqual(refused);
  });

  it("reads the statuses of the account's users, turned off or deleted ones too", async () => {
    const owner = await c.token('owner');
    const ok = reads('x').map(() => [200, null]);
    expect(await statuses(c.ids.user, owner)).toEqual(ok);
    expect(await statuses(c.ids.user, await c.token('manager'))).toEqual(ok);
    await t.app.db
      .update(users)
      .set({ active: false, deletedAt: new Date() })
      .where(eq(users.id, c.ids.prospector));
    try {
      expect(await statuses(c.ids.prospector, owner)).toEqual(ok);
    } finally {
      await t.app.db
        .update(users)
        .set({ active: true, deletedAt: null })
        .where(eq(users.id, c.ids.prospector));
    }
  });
});
