// Every operation of the OpenAPI document, called with malformed input by an owner and by staff: wrong
// ids in the path, bodies of the wrong shape, each body field of the wrong type or absurdly long, query
// parameters that are not what they say. Each must answer a 4xx with a Portuguese message (never a 5xx,
// never a silent success for a field of the wrong type) and leave every table as it was.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, bearer, queryRows } from '../helper.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema> };
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Case = { url: string; label: string; payload?: unknown; mustFail?: boolean };

const BAD_IDS = ['abc', '0', '-1', '99999999999999999999', '1.5', '00000000-0000-0000-0000-000000000000'];
const BAD_BODIES: unknown[] = [{}, [], 'texto', 0, { campo: 1 }];
const BAD_QUERY_VALUES = ['abc', '-999999999999', '999999999999', '1e400', '%25%25zz', 'x'.repeat(5000)];
/** Words of the schema validator's own English messages: a user must never read them. */
const ENGLISH = /\b(must|expected|required|invalid input|should|body\/|querystring|params\/|not found)\b/i;

const firstType = (schema: JsonSchema | undefined) =>
  Array.isArray(schema?.type) ? schema.type[0] : schema?.type;

/** A value of another JSON type than the field's. */
function wrongTypeOf(schema: JsonSchema): unknown {
  switch (firstType(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'não é número';
    case 'boolean':
      return 'sim';
    case 'array':
      return 'não é lista';
    case 'object':
      return 'não é objeto';
    default:
      return { inesperado: true };
  }
}

/** A value of the field's type too big for any real use, or null when the type has none. */
function absurdOf(schema: JsonSchema): unknown {
  switch (firstType(schema)) {
    case 'string':
      return 'x'.repeat(200_000);
    case 'number':
    case 'integer':
      return 1e300;
    case 'array':
      return Array.from({ length: 50_000 }, () => 'x');
    default:
      return null;
  }
}

function casesOf(path: string, op: Operation): Case[] {
  const hasPathId = (op.parameters ?? []).some((p) => p.in === 'path');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const emptyBody = bodySchema ? {} : undefined;
  const withId = (id: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
  const url = withId('1');
  const cases: Case[] = hasPathId
    ? BAD_IDS.map((id) => ({ url: withId(id), label: `id ${id}`, payload: emptyBody }))
    : [];
  if (bodySchema) {
    cases.push(...BAD_BODIES.map((payload) => ({ url, label: `body ${JSON.stringify(payload)}`, payload })));
    for (const [field, schema] of Object.entries(bodySchema.properties ?? {})) {
      cases.push({
        url,
        label: `${field} of the wrong type`,
        payload: { [field]: wrongTypeOf(schema) },
        mustFail: true,
      });
      const absurd = absurdOf(schema);
      if (absurd !== null)
        cases.push({ url, label: `${field} absurd`, payload: { [field]: absurd }, mustFail: true });
    }
  }
  for (const parameter of (op.parameters ?? []).filter((p) => p.in === 'query')) {
    for (const value of BAD_QUERY_VALUES) {
      cases.push({
        url: `${url}?${parameter.name}=${value}`,
        label: `?${parameter.name}=${value.slice(0, 20)}`,
        payload: emptyBody,
      });
    }
  }
  return cases;
}

let t: SearchTestApp;
beforeAll(async () => {
  t = await buildSearchTestApp();
});
afterAll(() => t.close());

/** Every row of every table of the app's schema, as text, to compare before and after. */
async function snapshot(): Promise<Map<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.app.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const rows = new Map<string, string>();
  for (const { name } of tables) {
    rows.set(name, JSON.stringify(await queryRows(t.app.db, sql.raw(`SELECT * FROM "${name}" ORDER BY 1`))));
  }
  return rows;
}

it('answers malformed input on every operation with a Portuguese 4xx and changes nothing', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const callers = { owner: await t.token(), staff: await t.token(ADMIN) };
  const before = await snapshot();
  const problems: string[] = [];
  let calls = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      for (const c of casesOf(path, op)) {
        for (const [caller, token] of Object.entries(callers)) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: c.url,
            headers: {
              ...bearer(token),
              ...(c.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(c.payload === undefined ? {} : { payload: JSON.stringify(c.payload) }),
          });
          calls += 1;
          const where = `${caller} ${method.toUpperCase()} ${path} [${c.label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) problems.push(`${where} ${res.body.slice(0, 120)}`);
          else if (res.statusCode >= 400) {
            const message = (res.json() as { message?: unknown }).message;
            if (typeof message !== 'string' || !message || ENGLISH.test(message))
              problems.push(`${where} message ${JSON.stringify(message)}`);
          } else if (c.mustFail) problems.push(`${where} accepted`);
        }
      }
    }
  }
  expect(calls).toBeGreaterThan(500);
  expect(problems).toEqual([]);
  const after = await snapshot();
  const changed = [...before].filter(([name, rows]) => after.get(name) !== rows).map(([name]) => name);
  expect(changed).toEqual([]);
}, 600_000);
