import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Prospecta</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
  t = await buildTestApp({ seed: false, config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the built SPA with history fallback, and keeps JSON 404s for the API', async () => {
  for (const url of ['/', '/user/overview', '/recover_password/abc']) {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Prospecta</title>');
  }
  const asset = await t.app.inject({ url: '/assets/app.js' });
  expect(asset.body).toBe('console.log(1);');
  const api = await t.app.inject({ url: '/api/nada' });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({ message: 'Nenhum resultado encontrado' });
});
