// GET /api/filters/:env: the filter catalogue document, one per environment, public.
import {
  FIFTH_GROUP_ID,
  FILTER_CATALOGUE,
  PENDING_QUERY_FIELDS,
} from '@prospecta/contracts/filter-catalogue';
import { SEARCH_FIELDS } from '@prospecta/contracts/search-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe('GET /api/filters/:env', () => {
  it.each(['app', 'staging', 'dev', 'local'])('serves the catalogue for %s', async (env) => {
    const res = await t.app.inject({ url: `/api/filters/${env}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const body = res.json();
    expect(body.environment).toBe(env);
    expect(body.groups).toEqual(JSON.parse(JSON.stringify(FILTER_CATALOGUE)));
    expect(body.groups[body.fifthGroup.position - 1].id).toBe(FIFTH_GROUP_ID);
    expect(body.fifthGroup.filters).toEqual(
      body.groups[body.fifthGroup.position - 1].filters.slice(0, 2).map((f: { id: string }) => f.id),
    );
    const allowed = new Set<string>([...SEARCH_FIELDS.map((f) => f.name), ...PENDING_QUERY_FIELDS]);
    const queryFields = JSON.stringify(body).match(/"queryField":"[^"]+"/g) ?? [];
    expect(queryFields.length).toBeGreaterThan(0);
    for (const q of queryFields) expect(allowed).toContain(q.slice('"queryField":"'.length, -1));
  });

  it('answers 400 for an unknown environment', async () => {
    const res = await t.app.inject({ url: '/api/filters/production' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ambiente inválido (use app, staging, dev ou local)');
  });
});
