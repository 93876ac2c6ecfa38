import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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

it('keeps the hashed assets a year and checks the page each load; sends the pre-compressed copy a browser accepts', async () => {
  const code = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), code);
  writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(code));
  writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(code));
  const br = await t.app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(code.length / 10);
  const gz = await t.app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const plain = await t.app.inject({
    url: '/assets/big-abc123.js',
    headers: { 'accept-encoding': 'identity' },
  });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(code);
  for (const url of ['/', '/user/overview']) {
    const page = await t.app.inject({ url });
    expect(page.headers['cache-control']).toBe('no-cache');
  }
});

it('serves a build written after the start and answers 404 for an asset it does not have', async () => {
  // A rebuild under a running server (a deploy's new bundle): its index.html names new asset files.
  writeFileSync(join(dist, 'assets', 'app-2.js'), 'console.log(2);');
  const fresh = await t.app.inject({ url: '/assets/app-2.js' });
  expect(fresh.statusCode).toBe(200);
  expect(fresh.headers['content-type']).toMatch(/javascript/);
  expect(fresh.body).toBe('console.log(2);');
  // A missing asset is not the SPA's page (a browser refuses HTML as a module script, and the app stays blank).
  const missing = await t.app.inject({ url: '/assets/gone.js' });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-type']).not.toMatch(/text\/html/);
});

it('never looks an /api path up among the files: an unmatched one, however long, is the JSON 404', async () => {
  const long = 'x'.repeat(5000);
  for (const url of [
    `/api/${long}`,
    `/api/user/notes/${long}`,
    `/api/info_sets/${long}/look_a_like`,
    '/api//nada',
    '/api',
  ]) {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url.slice(0, 40)}`).toBe(404);
      if (method === 'GET') expect(res.json()).toEqual({ message: 'Nenhum resultado encontrado' });
    }
  }
  // The same long name outside /api is still the SPA's page (a route of the app).
  expect((await t.app.inject({ url: `/search/${long}` })).statusCode).not.toBe(500);
});
