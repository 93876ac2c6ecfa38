// Every operation of the OpenAPI document that takes an id in its path, called by each role of one
// customer account with the ids of another account's rows (its lists, companies, searches, notes,
// exports, validation runs, autoplays, plan orders, users, notifications and the account itself): none may
// answer a success, each must say why in Portuguese, and the other account's rows must stay as they were.
import type { Role } from '@prospecta/contracts/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, queryRows } from '../helper.ts';
import { apiOf, type Customer, newCustomer, storedSearch } from '../lists/lists-fixture.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

/** Path parameters that name no account's row: the values a request may use as anyone. */
const NOT_AN_ID: Record<string, string> = {
  cnpj: '',
  env: '',
  code: '',
  // A password-recovery link's token: public, answers { valid } for any text (no account's id).
  token: '',
  tool: 'pipedrive',
  service: 'pipedrive',
  target: 'sheet',
  count: '5',
  // A plan of the catalogue, which every account may choose.
  planId: '',
};
const CUSTOMER_ROLES: Role[] = ['owner', 'manager', 'prospector', 'user'];
const ENGLISH = /\b(must|expected|required|invalid input|should|not found)\b/i;

let t: SearchTestApp;
let victim: Customer;
let intruder: Customer;

beforeAll(async () => {
  t = await buildSearchTestApp();
  const api = apiOf(t);
  victim = await newCustomer(t, { exportCredits: 50 });
  intruder = await newCustomer(t, { exportCredits: 50 });
  const token = await victim.token();
  const searchId = await storedSearch(api, token, { search: { where: { sg_uf: ['SP'] } } });
  const added = await api.post('/api/searches/companies/export', token, {
    search_id: searchId,
    cnpjs: (
      await (await t.app.registry.get()).page({ search: { where: { sg_uf: ['SP'] }, return_size: 5 } })
    ).map((row) => row.cnpj),
    info_set_name: 'Lista da outra conta',
  });
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  const listId = added.body.info_set_id as string;
  const companies = await api.get(`/api/v4/info_sets/${listId}/companies`, token);
  const companyId = companies.body.companies[0].id as string;
  const history = await api.post('/api/history_search', token, {
    search_id: searchId,
    name: 'Busca',
    total_results: 5,
  });
  const historyId = history.body.id as string;
  const steps = [
    await api.post('/api/user/notes', token, { text: 'Ligar na segunda', info_set_id: listId }),
    await api.post('/api/user/notes', token, { text: 'Falar com a Ana', company_id: companyId }),
    await api.post(`/api/export/${listId}/sheet`, token, {
      format: 'csv',
      fields: ['cnpj'],
      decisionMakers: 'none',
    }),
    await api.post(`/api/info_sets/${listId}/validate_phones`, token, {}),
    await api.post(`/api/history_search/${historyId}/create_autoplay`, token, {}),
    await api.post('/api/account_plan/select_plan_to_update/avancado', token, {}),
  ];
  for (const step of steps) expect(step.status, JSON.stringify(step.body)).toBeLessThan(300);
});
afterAll(() => t.close());

/** The ids of every row of the victim's account, by table (any table with an account_id or a user_id). */
async function victimRows(): Promise<Map<string, string>> {
  const tables = await queryRows<{ table: string; column: string }>(
    t.app.db,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('account_id', 'user_id', 'author_id') ORDER BY 1, 2`,
  );
  const owners = [victim.accountId, ...Object.values(victim.ids)];
  const rows = new Map<string, string>();
  for (const { table, column } of tables) {
    const found = await queryRows(
      t.app.db,
      sql.raw(
        `SELECT * FROM "${table}" WHERE "${column}"::text IN (${owners.map((id) => `'${id}'`).join(', ')}) ORDER BY 1`,
      ),
    );
    rows.set(`${table}.${column}`, JSON.stringify(found));
  }
  rows.set(
    'accounts',
    JSON.stringify(await queryRows(t.app.db, sql`SELECT * FROM accounts WHERE id = ${victim.accountId}`)),
  );
  return rows;
}

/** Every id found in the victim's rows (any uuid or integer `id`), the account's and its users' among them. */
function idsIn(rows: Map<string, string>): string[] {
  const ids = new Set<string>([victim.accountId, ...Object.values(victim.ids)]);
  for (const json of rows.values()) {
    for (const row of JSON.parse(json) as Record<string, unknown>[]) {
      for (const [column, value] of Object.entries(row)) {
        if ((column === 'id' || column.endsWith('_id')) && value !== null && typeof value !== 'object')
          ids.add(String(value));
      }
    }
  }
  for (const id of Object.values(intruder.ids)) ids.delete(id);
  ids.delete(intruder.accountId);
  return [...ids];
}

it("refuses every caller of one account the other account's ids, in Portuguese, and changes none of its rows", async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  const before = await victimRows();
  const ids = idsIn(before);
  expect(ids.length).toBeGreaterThan(10);
  const problems: string[] = [];
  let calls = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
    if (params.length === 0 || params.some((p) => NOT_AN_ID[p] === '')) continue;
    for (const [method, op] of Object.entries(operations)) {
      for (const id of ids) {
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => NOT_AN_ID[name] ?? id);
        for (const role of CUSTOMER_ROLES) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: bearer(await intruder.token(role)),
            ...(op.requestBody ? { payload: {} } : {}),
          });
          calls += 1;
          const where = `${role} ${method.toUpperCase()} ${url} → ${res.statusCode}`;
          if (res.statusCode < 400) problems.push(`${where} ${res.body.slice(0, 160)}`);
          else {
            const message = (res.json() as { message?: unknown }).message;
            if (typeof message !== 'string' || !message || ENGLISH.test(message))
              problems.push(`${where} message ${JSON.stringify(message)}`);
          }
        }
      }
    }
  }
  expect(calls).toBeGreaterThan(1000);
  expect(problems).toEqual([]);
  const after = await victimRows();
  expect([...before].filter(([name, rows]) => after.get(name) !== rows).map(([name]) => name)).toEqual([]);
}, 600_000);
