// Which lists hold some companies (POST /api/v4/companies/lists, ours): the mark of the search's rows and of
// the company drawer. Only the caller's account, only the lists the caller's role sees, no deleted list.
import { cnpjCheckDigits, formatCnpj } from '@prospecta/contracts/cnpj';
import { COMPANY_LISTS_MAX_CNPJS } from '@prospecta/contracts/lists-companies-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiOf, type Customer, listOfSpCompanies, newCustomer } from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

const PATH = '/api/v4/companies/lists';

let t: SearchTestApp;
let api: Api;
let c: Customer;
let other: Customer;
let cnpjs: string[];
let sellerList: string;
let managerList: string;
let otherList: string;

/** Each CNPJ asked for, with the names of the lists `token` is told hold it. */
async function namesOf(token: string, asked: string[] = cnpjs) {
  const res = await api.post(PATH, token, { cnpjs: asked });
  expect(res.status).toBe(200);
  return Object.fromEntries(
    res.body.companies.map((c: { cnpj: string; lists: { id: string }[] }) => [
      c.cnpj,
      c.lists.map((l) => l.id),
    ]),
  );
}

beforeAll(async () => {
  t = await buildSearchTestApp();
  api = apiOf(t);
  c = await newCustomer(t, { exportCredits: 50 });
  other = await newCustomer(t, { exportCredits: 50 });
  // The same companies (the first of São Paulo) in a seller's list, a manager's and another account's.
  const seller = await listOfSpCompanies(t, api, await c.token('user'), 3);
  cnpjs = seller.cnpjs;
  sellerList = seller.listId;
  managerList = (await listOfSpCompanies(t, api, await c.token('manager'), 2)).listId;
  otherList = (await listOfSpCompanies(t, api, await other.token('owner'), 3)).listId;
});
afterAll(() => t.close());

describe('POST /api/v4/companies/lists', () => {
  it("answers the caller's own lists that hold each company, never another account's", async () => {
    const seller = await c.token('user');
    const res = await api.post(PATH, seller, { cnpjs: [formatCnpj(cnpjs[0] ?? ''), ...cnpjs, cnpjs[1]] });
    expect(res.status).toBe(200);
    // Formatted or not, once each; the list's name, the company's row in it (its page) and who made it.
    const company = (
      await api.get(`/api/v4/info_sets/${sellerList}/companies?page=1&sort=oldest`, seller)
    ).body.companies.find((r: { cnpj: string }) => r.cnpj === cnpjs[0]);
    const list = (await api.get(`/api/info_sets/${sellerList}`, seller)).body;
    expect(res.body.companies).toHaveLength(3);
    expect(res.body.companies[0]).toEqual({
      cnpj: cnpjs[0],
      lists: [
        {
          id: sellerList,
          name: list.name,
          archived: false,
          company_id: company.id,
          author_id: c.ids.user,
          author_name: expect.stringMatching(/^user /),
        },
      ],
    });
    // The manager's list is not the seller's to see; the other account's list of the same CNPJs never shows.
    expect(await namesOf(seller)).toEqual(Object.fromEntries(cnpjs.map((cnpj) => [cnpj, [sellerList]])));
    expect(await namesOf(await other.token('owner'))).toEqual(
      Object.fromEntries(cnpjs.map((cnpj) => [cnpj, [otherList]])),
    );
  });

  it('shows owners and managers every list of the account, the one a company entered last first', async () => {
    const expected = {
      [cnpjs[0] as string]: [managerList, sellerList],
      [cnpjs[1] as string]: [managerList, sellerList],
      [cnpjs[2] as string]: [sellerList],
    };
    expect(await namesOf(await c.token('owner'))).toEqual(expected);
    expect(await namesOf(await c.token('manager'))).toEqual(expected);
  });

  it('shows a prospector only the lists shared with them', async () => {
    const prospector = await c.token('prospector');
    expect(await namesOf(prospector)).toEqual({});
    const shared = await api.post(`/api/info_sets/${managerList}/coordinator`, await c.token('manager'), {
      user_id: c.ids.prospector,
    });
    expect(shared.status).toBe(200);
    expect(await namesOf(prospector)).toEqual({
      [cnpjs[0] as string]: [managerList],
      [cnpjs[1] as string]: [managerList],
    });
    // Staff of the account see their own lists only (none here).
    expect(await namesOf(await c.token('admin'))).toEqual({});
  });

  it('says an archived list is archived and leaves a deleted one out', async () => {
    const seller = await c.token('user');
    const archived = await api.patch(`/api/info_sets/${sellerList}`, seller, {
      info_set: { archived: true },
    });
    expect(archived.status).toBe(200);
    const res = await api.post(PATH, seller, { cnpjs: [cnpjs[2]] });
    expect(res.body.companies).toEqual([
      { cnpj: cnpjs[2], lists: [expect.objectContaining({ id: sellerList, archived: true })] },
    ]);
    expect((await api.delete(`/api/info_sets/${sellerList}`, seller)).status).toBe(200);
    expect(await namesOf(seller)).toEqual({});
    expect(await namesOf(await c.token('owner'))).toEqual({
      [cnpjs[0] as string]: [managerList],
      [cnpjs[1] as string]: [managerList],
    });
    // A company no list holds, or the registry lacks, is simply not in the answer.
    const base = '987654320001';
    expect(await namesOf(seller, [base + cnpjCheckDigits(base)])).toEqual({});
  });

  it('refuses what is not a list of CNPJs, and a request without a session', async () => {
    const owner = await c.token('owner');
    expect((await api.post(PATH, owner, { cnpjs: [] })).body.message).toBe('Informe ao menos uma empresa');
    const bad = await api.post(PATH, owner, { cnpjs: ['123'] });
    expect(bad.status).toBe(400);
    const many = Array.from({ length: COMPANY_LISTS_MAX_CNPJS + 1 }, () => cnpjs[0]);
    const tooMany = await api.post(PATH, owner, { cnpjs: many });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'No máximo 100 empresas de uma vez' } });
    expect((await api.post(PATH, owner, {})).status).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: PATH, payload: { cnpjs } });
    expect(anonymous.statusCode).toBe(401);
  });
});
